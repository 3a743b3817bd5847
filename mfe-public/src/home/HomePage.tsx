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
import { HOME_HERO } from '../hero-text';

const STEPS: readonly Feature[] = [
  { icon: <CarOutlined />, title: 'Choose your package', text: 'Pick the detail that fits your car, from a tidy up to the full treatment.' },
  { icon: <CalendarOutlined />, title: 'Schedule and pay', text: 'Choose a time that suits you. Your card is charged only after the job is done.' },
  { icon: <EnvironmentOutlined />, title: 'We come to you', text: 'A detailer arrives at your home or office with everything needed.' },
];

function PackagePreview() {
  return <PackageList query={useActivePackages()} emptyText="Please check back soon." card={(pkg) => <PackageCard key={pkg.id} pkg={pkg} bookPath="/book" />} />;
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

  return (
    <div data-testid="marketing-home">
      <PageHero
        eyebrow={
          <>
            <EnvironmentOutlined /> {HOME_HERO.eyebrow}
          </>
        }
        title={HOME_HERO.title}
        text={HOME_HERO.text}
      >
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <LinkButton to="/book" size="large" type="primary" style={{ background: brand.accent, borderColor: brand.accent, color: brand.onAccent }}>
            Book Now
          </LinkButton>
          <LinkButton to="/packages" size="large" ghost>
            View Packages
          </LinkButton>
        </div>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', marginTop: 28, color: 'rgba(255,255,255,0.9)' }}>
          <TrustClaims />
        </div>
      </PageHero>

      <Section title="How It Works">
        <FeatureGrid items={STEPS} numbered />
      </Section>

      <Section title="Our Packages" subtitle="Starting prices for sedans; SUVs and trucks cost a little more." style={{ paddingTop: 0 }}>
        <PackagePreview />
      </Section>

      <StatStrip items={HOME_STATS} label="Social proof" />

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
          Book
        </LinkButton>
      )}
    </div>
  );
}
