import type { VehicleType } from '@dd/contracts/enums';
import { priceFor } from '@dd/domain/pricing';
import { PackageCard } from '@dd/ui/package-card';
import { PackageList } from '../../common/package-list';
import type { useActivePackages } from '../../common/use-packages';
import { useT } from '../../i18n';
import { StepHeading } from './shared';

interface PackageStepProps {
  packagesQuery: ReturnType<typeof useActivePackages>;
  vehicleType: VehicleType;
  selectedId: string | null;
  onSelect: (packageId: string) => void;
}

/** Step 2: the packages priced for the chosen vehicle; choosing one goes to step 3. */
export function PackageStep({ packagesQuery, vehicleType, selectedId, onSelect }: PackageStepProps) {
  const t = useT();
  const content = (
    <PackageList
      query={packagesQuery}
      emptyText={t('book.package.empty')}
      grid={{ min: 260 }}
      card={(pkg) => <PackageCard key={pkg.id} pkg={pkg} price={priceFor(pkg, vehicleType)} selected={pkg.id === selectedId} onSelect={onSelect} />}
    />
  );
  return (
    <div>
      <StepHeading text={t(`book.package.pricesFor.${vehicleType}`)}>{t('book.package.heading')}</StepHeading>
      <div style={{ paddingTop: 12 }}>{content}</div>
    </div>
  );
}
