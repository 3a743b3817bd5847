import { CarOutlined, EnvironmentOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import { HOME_STATS } from '../common/claims';
import { BookCta } from '../common/cta';
import { FeatureGrid, PageHero, Prose, Section, StatStrip, proseH2, type Feature } from '../common/layout';

const VALUES: readonly Feature[] = [
  { icon: <EnvironmentOutlined />, title: 'We come to you', text: 'Home, office or apartment parking lot: we bring the detail to your car.' },
  { icon: <SafetyCertificateOutlined />, title: 'Fully insured and bonded', text: 'Your car is in careful, covered hands from start to finish.' },
  { icon: <StarOutlined />, title: 'Done right', text: 'Premium products, a checklist for every package, and before and after photos of the work.' },
  { icon: <CarOutlined />, title: 'Fair, clear prices', text: 'One price per package and vehicle size, charged only after the job is done.' },
];

/** /about */
export default function AboutPage() {
  return (
    <div data-testid="about-page">
      <PageHero title="About Us" text="Premium car care, done right, wherever your car is parked in Orange County." />
      <Prose>
        <h2 style={proseH2}>Who we are</h2>
        <p>
          Dad's Detailing is a mobile car-detailing service for Orange County. Our detailers, we call them DADs, arrive at your home or
          office with everything needed to clean, polish and protect your car, so you never have to drive to a shop or sit in a waiting
          room.
        </p>
        <h2 style={proseH2}>How we work</h2>
        <p>
          You choose a package, a time window and the address. Your card is authorized at checkout and charged only after the job is
          done. Your detailer photographs your car before and after the detail, so you can see exactly what was done.
        </p>
        <p>
          We offer three packages, from The Tidy Up, a thorough wash and tidy inside and out, to Done Dad's Way, the full treatment with
          ceramic protection and the engine bay.
        </p>
      </Prose>
      <Section title="What We Stand For" style={{ paddingTop: 0 }}>
        <FeatureGrid items={VALUES} min={220} />
      </Section>
      <StatStrip items={HOME_STATS} label="Dad's Detailing in numbers" />
      <BookCta />
    </div>
  );
}
