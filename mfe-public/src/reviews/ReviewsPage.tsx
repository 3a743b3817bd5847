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
import { averageRating } from './average-rating';

const TRUST: readonly Feature[] = [
  { icon: <SafetyCertificateOutlined />, title: 'Fully insured and bonded', text: 'Every detail is covered, at your home or office.' },
  { icon: <LikeOutlined />, title: 'Verified customers', text: 'Reviews come from customers after a completed detail.' },
  { icon: <TeamOutlined />, title: 'Local to Orange County', text: 'Mobile service across Orange County, from Irvine to Huntington Beach.' },
];

function ReviewCard({ review }: { review: PublicReviewDto }) {
  // The API already shortens the last name to its initial ("Sarah M.").
  const name = review.customer ? `${review.customer.firstName} ${review.customer.lastName}` : 'Verified customer';
  const car = vehicleName(review.booking?.car);
  const pkg = review.booking?.package?.name;
  return (
    <article data-testid="review-card" style={{ ...surfaceStyle, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <StarRating value={review.rating} />
        <time dateTime={review.createdAt} style={{ color: brand.textMuted, fontSize: 13 }}>
          {formatDay(review.createdAt)}
        </time>
      </div>
      {review.comment && <p style={{ margin: 0, color: brand.text, flex: 1 }}>“{review.comment}”</p>}
      {/* FTC 16 CFR 465: a review the business changed is never shown as the customer's own words (issue 37). */}
      {review.editedByBusiness && (
        <p style={{ margin: 0, color: brand.textMuted, fontSize: 14 }} data-testid="review-edited">
          Edited by Dad’s Detailing: not the customer’s own words or rating.
        </p>
      )}
      <div>
        <strong style={{ color: brand.text }}>{name}</strong>
        {(pkg || car) && <div style={{ color: brand.textMuted, fontSize: 14 }}>{[pkg, car].filter(Boolean).join(' · ')}</div>}
      </div>
    </article>
  );
}

/** /reviews (customer-side §2): approved reviews, their average and count. */
export default function ReviewsPage() {
  const { data: reviews = [], isLoading, isError, error, refetch } = usePublicGetReviewsQuery();
  useLoadFailureToast('Failed to Load Reviews', isError, error);
  // The average is the customers' own ratings: a rating the business set is not counted.
  const rated = reviews.filter((review) => !review.editedByBusiness);
  const average = averageRating(rated);

  let content;
  if (isLoading) content = <PageSpinner label="Loading reviews" />;
  else if (isError) content = <LoadFailed title="Failed to Load Reviews" error={error} onRetry={() => void refetch()} />;
  else if (!reviews.length)
    content = (
      <EmptyState
        title="No reviews yet"
        text="Be one of our first customers to leave a review."
        action={
          <LinkButton to="/book" type="primary">
            Book Your Detail
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
            <StarFilled style={{ color: brand.accent }} /> What our customers say
          </>
        }
        title="Customer Reviews"
        text="Real reviews from customers across Orange County."
      >
        {average && (
          <div data-testid="review-summary" style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
            <span style={{ fontSize: 48, fontWeight: 700, lineHeight: 1 }}>{average}</span>
            <span>
              <StarRating value={Number(average)} size={20} />
              <span style={{ display: 'block', marginTop: 4, color: 'rgba(255,255,255,0.88)' }}>
                Based on {rated.length} {rated.length === 1 ? 'review' : 'reviews'} written on this site
              </span>
            </span>
          </div>
        )}
        {/* The home page's figures are the spec's claims; this page says why its own differ (issue 36 item 18). */}
        <p data-testid="review-scope" style={{ margin: '12px 0 0', color: 'rgba(255,255,255,0.88)', maxWidth: 640 }}>
          This page shows the reviews customers wrote here, since this site opened. The {CLAIMS.rating} average and {CLAIMS.customers} customers on our home page count
          our customers from before it too.
        </p>
      </PageHero>
      <Section>{content}</Section>
      <Section title="Why Customers Trust Us" style={{ paddingTop: 0 }}>
        <FeatureGrid items={TRUST} />
      </Section>
      <BookCta title="Join our happy customers" />
    </div>
  );
}
