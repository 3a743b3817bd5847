import { vehiclesParam } from '@dd/contracts/add-on';
import type { PackageDto } from '@dd/contracts/package';
import { plainPriceLines } from '@dd/domain/loyalty';
import { priceFor } from '@dd/domain/pricing';
import { usePublicGetBookingQuoteQuery } from '../api/booking.api';
import type { WizardDraft } from './wizard.slice';

/** The other vehicles of the draft, each with its package chosen, as the API takes them. */
export const moreVehiclesOf = (draft: WizardDraft) => draft.moreVehicles.flatMap(({ packageId, ...rest }) => (packageId ? [{ ...rest, packageId }] : []));

/**
 * The server's price for this customer (tier benefit, reward credit, add-ons, every vehicle); the
 * package price until it answers when that is all there is, else null until it answers. The
 * add-ons step shows it as a running total, the checkout as the summary: the same figure.
 */
export function useDraftPrice(draft: WizardDraft, pkg: PackageDto) {
  const more = moreVehiclesOf(draft);
  const quote = usePublicGetBookingQuoteQuery({
    packageId: pkg.id,
    vehicleType: draft.vehicleType,
    ...(draft.addOnIds.length && { addOnIds: draft.addOnIds.join(',') }),
    ...(more.length && { moreVehicles: vehiclesParam(more) }),
  }).data;
  const plain = !draft.addOnIds.length && !more.length;
  return quote ?? (plain ? plainPriceLines(priceFor(pkg, draft.vehicleType)) : null);
}
