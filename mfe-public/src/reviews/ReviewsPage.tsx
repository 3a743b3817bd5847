import { LikeOutlined, SafetyCertificateOutlined, StarFilled, TeamOutlined } from '@ant-design/icons';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { StarRating } from '@dd/ui/star-rating';
import { brand, surfaceStyle } from '@dd/ui/theme';
import type { PublicReviewDto } from '@dd/contracts/review';
import { usePublicGetReviewsQuery } from '../api/content.api';
import { BookCta } from '../common/cta';
import { formatDay } from '../common/dates';
import { CardGrid, FeatureGrid, PageHero, Section, type Feature } from '../common/layout';
import { LoadFailed, useLoadFailureToast } from '@dd/ui/load-state';
import { vehicleName } from '@dd/ui/booking-format';
import { CLAIMS } from '../common/claims';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { InContentLanguage, useContentT, type ContentMessageId } from '../content/i18n';
import { averageRating } from './average-rating';

const TRUST: ReadonlyArray<{ icon: Feature['icon']; title: ContentMessageId; text: ContentMessageId }> = [
  { icon: <SafetyCertificateOutlined />, title: 'about.value.insured', text: 'reviews.trust.insured.text' },
  { icon: <LikeOutlined />, title: 'reviews.trust.verified', text: 'reviews.trust.verified.text' },
  { icon: <TeamOutlined />, title: 'reviews.trust.local', text: 'reviews.trust.local.text' },
];

function ReviewCard({ review }: { review: PublicReviewDto }) {
  const t = useContentT();
  const locale = useIntlLocale();
  // The API already shortens the last name to its initial ("Sarah M.").
  const name = review.customer ? `${review.customer.firstName} ${review.customer.lastName}` : t('reviews.verifiedCustomer');
  const car = vehicleName(review.booking?.car);
  const pkg = review.booking?.package?.name;
  return (
    <article data-testid="review-card" style={{ ...surfaceStyle, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <StarRating value={review.rating} />
        <time dateTime={review.createdAt} style={{ color: brand.textMuted, fontSize: 13 }}>
          {formatDay(review.createdAt, locale)}
        </time>
      </div>
      {review.comment && <p style={{ margin: 0, color: brand.text, flex: 1 }}>“{review.comment}”</p>}
      {/* FTC 16 CFR 465: a review the business changed is never shown as the customer's own words (issue 37). */}
      {review.editedByBusiness && (
        <p style={{ margin: 0, color: brand.textMuted, fontSize: 14 }} data-testid="review-edited">
          {t('reviews.edited')}
        </p>
      )}
      <div>
        <strong style={{ color: brand.text }}>{name}</strong>
        {(pkg || car) && <div style={{ color: brand.textMuted, fontSize: 14 }}>{[pkg, car].filter(Boolean).join(' · ')}</div>}
      </div>
    </article>
  );
}

function Reviews() {
  const t = useContentT();
  const { data: reviews = [], isLoading, isError, error, refetch } = usePublicGetReviewsQuery();
  useLoadFailureToast(t('reviews.failed'), isError, error);
  // The average is the customers' own ratings: a rating the business set is not counted.
  const rated = reviews.filter((review) => !review.editedByBusiness);
  const average = averageRating(rated);

  let content;
  if (isLoading) content = <PageSpinner label={t('reviews.loading')} />;
  else if (isError) content = <LoadFailed title={t('reviews.failed')} error={error} onRetry={() => void refetch()} />;
  else if (!reviews.length)
    content = (
      <EmptyState
        title={t('reviews.none')}
        text={t('reviews.none.text')}
        action={
          <LinkButton to="/book" type="primary">
            {t('reviews.book')}
          </LinkButton>
        }
      />
    );
  else
    content = (
      <CardGrid>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </CardGrid>
    );

  return (
    <div data-testid="reviews-page">
      <PageHero
        eyebrow={
          <>
            <StarFilled style={{ color: brand.accent }} /> {t('reviews.eyebrow')}
          </>
        }
        title={t('reviews.title')}
        text={t('reviews.intro')}
      >
        {average && (
          <div data-testid="review-summary" style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
            <span style={{ fontSize: 48, fontWeight: 700, lineHeight: 1 }}>{average}</span>
            <span>
              <StarRating value={Number(average)} size={20} />
              <span style={{ display: 'block', marginTop: 4, color: 'rgba(255,255,255,0.88)' }}>
                {t('reviews.basedOn', { count: rated.length })}
              </span>
            </span>
          </div>
        )}
        {/* The home page's figures are the spec's claims; this page says why its own differ (issue 36 item 18). */}
        <p data-testid="review-scope" style={{ margin: '12px 0 0', color: 'rgba(255,255,255,0.88)', maxWidth: 640 }}>
          {t('reviews.scope', { rating: CLAIMS.rating, customers: CLAIMS.customers })}
        </p>
      </PageHero>
      <Section>{content}</Section>
      <Section title={t('reviews.trust')} style={{ paddingTop: 0 }}>
        <FeatureGrid items={TRUST.map((item) => ({ icon: item.icon, title: t(item.title), text: t(item.text) }))} />
      </Section>
      <BookCta title={t('reviews.join')} />
    </div>
  );
}

/** /reviews (customer-side §2): approved reviews, their average and count. */
export default function ReviewsPage() {
  return (
    <InContentLanguage>
      <Reviews />
    </InContentLanguage>
  );
}
