import type { CSSProperties } from 'react';
import { CarOutlined, CrownOutlined, ExperimentOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import type { VehicleType } from '@dd/contracts/enums';
import type { PackageDto } from '@dd/contracts/package';
import { formatMoney, priceFor } from '@dd/domain/pricing';
import { PackageCard } from '@dd/ui/package-card';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { BookCta } from '../common/cta';
import { CardGrid, FeatureGrid, PageHero, Section, mutedStyle, type Feature } from '../common/layout';
import { PackageList } from '../common/package-list';
import { useActivePackages } from '../common/use-packages';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { sizeSurcharge } from './size-surcharge';
import { PACKAGES_HERO } from '../hero-text';

const BENEFITS: readonly Feature[] = [
  { icon: <CarOutlined />, title: 'Mobile service', text: 'We come to your home or office anywhere in Orange County. No driving, no waiting room.' },
  { icon: <TeamOutlined />, title: 'Professional team', text: 'Experienced detailers, fully insured and bonded.' },
  { icon: <ExperimentOutlined />, title: 'Premium products', text: 'Professional-grade soaps, polishes and coatings that are safe for your paint and interior.' },
  { icon: <SmileOutlined />, title: 'Satisfaction guaranteed', text: "If something isn't right, tell us and we'll make it right." },
];

const SIZES: readonly { type: VehicleType; plural: string }[] = [
  { type: 'sedan', plural: 'Sedans' },
  { type: 'suv', plural: 'SUVs' },
  { type: 'truck', plural: 'Trucks' },
];

const cell: CSSProperties = { padding: '12px 16px', borderBottom: `1px solid ${brand.border}`, textAlign: 'left' };

function PricingBySize({ packages }: { packages: readonly PackageDto[] }) {
  return (
    <>
      <CardGrid min={220} fit>
        {SIZES.map((size) => (
          <div key={size.type} style={{ ...surfaceStyle, textAlign: 'center' }} data-testid="size-price">
            <h3 style={{ margin: '0 0 4px', fontSize: 20, color: brand.text }}>{size.plural}</h3>
            <div style={{ fontSize: 28, fontWeight: 700, color: brand.primary }}>{sizeSurcharge(packages, size.type)}</div>
          </div>
        ))}
      </CardGrid>
      <div style={{ overflowX: 'auto', marginTop: 24, ...surfaceStyle, padding: 0 }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ ...mutedStyle, padding: 12, captionSide: 'bottom' }}>Every package by vehicle size. Amounts in US dollars.</caption>
          <thead>
            <tr>
              <th style={cell} scope="col">
                Package
              </th>
              {SIZES.map((size) => (
                <th key={size.type} style={cell} scope="col">
                  {VEHICLE_LABELS[size.type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {packages.map((pkg) => (
              <tr key={pkg.id}>
                <th style={cell} scope="row">
                  {pkg.name}
                </th>
                {SIZES.map((size) => (
                  <td key={size.type} style={cell}>
                    {formatMoney(priceFor(pkg, size.type))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /packages (customer-side §2). */
export default function PackagesPage() {
  const packagesQuery = useActivePackages();
  const content = (
    <PackageList
      query={packagesQuery}
      emptyText="We're updating our packages. Get in touch and we'll help you book."
      card={(pkg) => <PackageCard key={pkg.id} pkg={pkg} bookPath="/book" popularLabel="Popular" linkLabel="Book" />}
    />
  );

  return (
    <div data-testid="packages-page">
      <PageHero
        eyebrow={
          <>
            <CrownOutlined /> {PACKAGES_HERO.eyebrow}
          </>
        }
        title={PACKAGES_HERO.title}
        text={PACKAGES_HERO.text}
      />
      <Section title="Choose Your Package" subtitle="Starting prices for sedans.">
        {content}
      </Section>
      {packagesQuery.packages.length > 0 && (
        <Section title="Pricing by Vehicle Size" subtitle="Bigger vehicles take longer to detail." style={{ paddingTop: 0 }}>
          <PricingBySize packages={packagesQuery.packages} />
        </Section>
      )}
      <Section title="Why Choose Dad's Detailing" style={{ paddingTop: 0 }}>
        <FeatureGrid items={BENEFITS} min={220} />
      </Section>
      <BookCta />
    </div>
  );
}
