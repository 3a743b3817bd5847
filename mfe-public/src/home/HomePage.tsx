import { useEffect, useRef, useState } from 'react';
import { CalendarOutlined, CarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { LinkButton } from '@dd/ui/link-button';
import { PackageCard } from '@dd/ui/package-card';
import { TrustClaims } from '@dd/ui/trust-claims';
import { brand } from '@dd/ui/theme';
import { BREAKPOINTS, useMinWidth } from '@dd/ui/use-min-width';
import { HOME_STATS } from '../common/claims';
import { BookCta } from '../common/cta';
import { FeatureGrid, PageHero, Section, StatStrip, type Feature } from '../common/layout';
import { PackageList } from '../common/package-list';
import { useActivePackages } from '../common/use-packages';
import { useHomeT } from '../i18n';

const STEPS = [
  { icon: <CarOutlined aria-hidden />, id: 'package' },
  { icon: <CalendarOutlined aria-hidden />, id: 'schedule' },
  { icon: <EnvironmentOutlined aria-hidden />, id: 'come' },
] as const;

function PackagePreview() {
  const t = useHomeT();
  return <PackageList query={useActivePackages()} emptyText={t('home.packages.empty')} card={(pkg) => <PackageCard key={pkg.id} pkg={pkg} bookPath="/book" />} />;
}

/**
 * True once the element has come into view or been scrolled past: the page's own Book call to action
 * is then on the screen (or above it), and the phone's floating Book button steps aside, so at the
 * end of the page it covers neither that section's text nor the footer's (issue 36 item 20).
 */
function useReached(skip: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || !element) return;
    const observer = new IntersectionObserver(([entry]) => setReached(entry.isIntersecting || entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [skip]);
  return [ref, reached] as const;
}

/** The marketing home page (customer-side §2, Home): everyone but a signed-in customer sees it. */
export default function HomePage() {
  const wide = useMinWidth(BREAKPOINTS.md);
  const [cta, ctaReached] = useReached(wide);
  const t = useHomeT();
  const steps: Feature[] = STEPS.map(({ icon, id }) => ({ icon, title: t(`home.steps.${id}.title`), text: t(`home.steps.${id}.text`) }));

  return (
    <div data-testid="marketing-home">
      <PageHero
        eyebrow={
          <>
            <EnvironmentOutlined aria-hidden /> {t('home.hero.eyebrow')}
          </>
        }
        title={t('home.hero.title')}
        text={t('home.hero.text')}
      >
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <LinkButton to="/book" size="large" type="primary" style={{ background: brand.accent, borderColor: brand.accent, color: brand.onAccent }}>
            {t('common.bookNow')}
          </LinkButton>
          <LinkButton to="/packages" size="large" ghost>
            {t('common.viewPackages')}
          </LinkButton>
        </div>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', marginTop: 28, color: 'rgba(255,255,255,0.9)' }}>
          <TrustClaims />
        </div>
      </PageHero>

      <Section title={t('home.steps.heading')} id="how-it-works">
        <FeatureGrid items={steps} numbered />
      </Section>

      <Section title={t('home.packages.heading')} subtitle={t('home.packages.subtitle')} id="our-packages" style={{ paddingTop: 0 }}>
        <PackagePreview />
      </Section>

      <StatStrip items={HOME_STATS.map((stat) => ({ ...stat, label: t(stat.label) }))} label={t('home.stats.label')} />

      <div ref={cta}>
        <BookCta />
      </div>

      {!wide && !ctaReached && (
        <LinkButton
          to="/book"
          type="primary"
          shape="round"
          size="large"
          data-testid="floating-book"
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 20, boxShadow: '0 6px 16px rgba(0,0,0,0.2)' }}
        >
          {t('home.floatingBook')}
        </LinkButton>
      )}
    </div>
  );
}
