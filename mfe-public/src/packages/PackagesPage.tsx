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
import { sizeSurcharge } from './size-surcharge';
import { useT, type PublicMessageId } from '../i18n';

const BENEFITS = [
  { icon: <CarOutlined />, id: 'mobile' },
  { icon: <TeamOutlined />, id: 'team' },
  { icon: <ExperimentOutlined />, id: 'products' },
  { icon: <SmileOutlined />, id: 'guarantee' },
] as const;

const SIZES: readonly { type: VehicleType; plural: PublicMessageId }[] = [
  { type: 'sedan', plural: 'packages.sizes.sedans' },
  { type: 'suv', plural: 'packages.sizes.suvs' },
  { type: 'truck', plural: 'packages.sizes.trucks' },
];

const cell: CSSProperties = { padding: '12px 16px', borderBottom: `1px solid ${brand.border}`, textAlign: 'left' };

function PricingBySize({ packages }: { packages: readonly PackageDto[] }) {
  const t = useT();
  return (
    <>
      <CardGrid min={220} fit>
        {SIZES.map((size) => (
          <div key={size.type} style={{ ...surfaceStyle, textAlign: 'center' }} data-testid="size-price">
            <h3 style={{ margin: '0 0 4px', fontSize: 20, color: brand.text }}>{t(size.plural)}</h3>
            <div style={{ fontSize: 28, fontWeight: 700, color: brand.primary }}>{sizeSurcharge(packages, size.type)}</div>
          </div>
        ))}
      </CardGrid>
      <div style={{ overflowX: 'auto', marginTop: 24, ...surfaceStyle, padding: 0 }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ ...mutedStyle, padding: 12, captionSide: 'bottom' }}>{t('packages.table.caption')}</caption>
          <thead>
            <tr>
              <th style={cell} scope="col">
                {t('packages.table.package')}
              </th>
              {SIZES.map((size) => (
                <th key={size.type} style={cell} scope="col">
                  {t(`vehicle.${size.type}` as PublicMessageId)}
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
  const t = useT();
  const benefits: Feature[] = BENEFITS.map(({ icon, id }) => ({ icon, title: t(`packages.benefits.${id}.title` as PublicMessageId), text: t(`packages.benefits.${id}.text` as PublicMessageId) }));
  const content = (
    <PackageList
      query={packagesQuery}
      emptyText={t('packages.empty')}
      card={(pkg) => <PackageCard key={pkg.id} pkg={pkg} bookPath="/book" popularLabel={t('packages.card.popular')} linkLabel={t('packages.card.book')} />}
    />
  );

  return (
    <div data-testid="packages-page">
      <PageHero
        eyebrow={
          <>
            <CrownOutlined /> {t('packages.hero.eyebrow')}
          </>
        }
        title={t('packages.hero.title')}
        text={t('packages.hero.text')}
      />
      <Section title={t('packages.choose.heading')} subtitle={t('packages.choose.subtitle')} id="choose-your-package">
        {content}
      </Section>
      {packagesQuery.packages.length > 0 && (
        <Section title={t('packages.bySize.heading')} subtitle={t('packages.bySize.subtitle')} id="pricing-by-vehicle-size" style={{ paddingTop: 0 }}>
          <PricingBySize packages={packagesQuery.packages} />
        </Section>
      )}
      <Section title={t('packages.why.heading')} id="why-choose-dad-s-detailing" style={{ paddingTop: 0 }}>
        <FeatureGrid items={benefits} min={220} />
      </Section>
      <BookCta />
    </div>
  );
}
