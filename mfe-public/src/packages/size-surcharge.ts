import type { VehicleType } from '@dd/contracts/enums';
import type { PackageDto } from '@dd/contracts/package';
import { formatSurcharge, fromCents, surchargeFor, toCents } from '@dd/domain/pricing';

/**
 * What a vehicle size adds to the sedan price ("+$40"), from the packages themselves: the spec's
 * SUVs +$40 and Trucks +$50 hold for the seeded prices, and the page stays true if admins change them.
 */
export function sizeSurcharge(packages: readonly PackageDto[], type: VehicleType): string {
  if (type === 'sedan' || !packages.length) return 'Base price';
  const cents = packages.map((pkg) => toCents(surchargeFor(pkg, type)));
  const least = Math.min(...cents);
  const text = formatSurcharge(fromCents(least));
  return cents.every((value) => value === least) ? text : `from ${text}`;
}
