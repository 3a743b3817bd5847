import type { VehicleType } from '@dd/contracts/enums';
import type { PackageDto } from '@dd/contracts/package';
import { priceFor } from '@dd/domain/pricing';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PackageCard } from '@dd/ui/package-card';
import { CardGrid } from '../../common/layout';
import { LoadFailed } from '../../common/load-state';
import { vehicleNoun } from '../../common/vehicles';
import { StepHeading } from './shared';

interface PackageStepProps {
  packages: readonly PackageDto[];
  error: unknown;
  onRetry: () => void;
  vehicleType: VehicleType;
  selectedId: string | null;
  onSelect: (packageId: string) => void;
}

/** Step 2: the packages priced for the chosen vehicle; choosing one goes to step 3. */
export function PackageStep({ packages, error, onRetry, vehicleType, selectedId, onSelect }: PackageStepProps) {
  let content;
  if (error) content = <LoadFailed title="Failed to Load Packages" error={error} onRetry={onRetry} />;
  else if (!packages.length)
    content = (
      <EmptyState
        title="No Packages Available"
        text="Please contact us and we'll help you book."
        action={
          <LinkButton to="/contact" type="primary">
            Contact Us
          </LinkButton>
        }
      />
    );
  else
    content = (
      <CardGrid min={260}>
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} price={priceFor(pkg, vehicleType)} selected={pkg.id === selectedId} onSelect={onSelect} />
        ))}
      </CardGrid>
    );
  return (
    <div>
      <StepHeading text={`Prices for your ${vehicleNoun(vehicleType)}.`}>
        Choose your package
      </StepHeading>
      <div style={{ paddingTop: 12 }}>{content}</div>
    </div>
  );
}
