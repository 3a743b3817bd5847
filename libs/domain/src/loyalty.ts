import type { BookingPriceLines, PriceLinesVehicle } from '@dd/contracts/booking';
import { VEHICLE_LABELS } from '@dd/contracts/enums';
import { fromCents, toCents } from './pricing';

/**
 * Wash points, loyalty tiers and what they take off a booking (customer-side §4, §9). Pure rules,
 * shared by the API (which alone prices bookings) and the portal (which only shows them).
 */

/** Points per award (customer-side §9). */
export const POINTS = { detailCompleted: 10, referral: 25, reviewApproved: 5 } as const;

/** A reward every 50 points: the dashboard's progress bar is points modulo 50 times 2 percent. */
export const POINTS_PER_REWARD = 50;
export const rewardProgressPercent = (points: number) => (points % POINTS_PER_REWARD) * 2;
export const pointsToNextReward = (points: number) => POINTS_PER_REWARD - (points % POINTS_PER_REWARD);

export type TierName = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

/** How a tier's benefit counts bookings: every nth paid booking, or the first paid booking of each month. */
export type TierBenefitRule = { kind: 'none' } | { kind: 'every'; nth: number; offCents: number } | { kind: 'monthly'; offCents: number };

export interface LoyaltyTier {
  name: TierName;
  minPoints: number;
  /** null: no upper bound. */
  maxPoints: number | null;
  benefit: string;
  rule: TierBenefitRule;
}

export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { name: 'Bronze', minPoints: 0, maxPoints: 49, benefit: 'Earn points on every detail', rule: { kind: 'none' } },
  { name: 'Silver', minPoints: 50, maxPoints: 99, benefit: '$10 off every 5th booking', rule: { kind: 'every', nth: 5, offCents: 1000 } },
  { name: 'Gold', minPoints: 100, maxPoints: 199, benefit: '$20 off every 3rd booking', rule: { kind: 'every', nth: 3, offCents: 2000 } },
  { name: 'Platinum', minPoints: 200, maxPoints: null, benefit: '$50 off monthly', rule: { kind: 'monthly', offCents: 5000 } },
];

/** The tier whose range holds the points (the first tier as fallback). */
export function tierFor(points: number): LoyaltyTier {
  return LOYALTY_TIERS.find((tier) => points >= tier.minPoints && (tier.maxPoints === null || points <= tier.maxPoints)) ?? LOYALTY_TIERS[0];
}

/** The first tier whose minimum exceeds the points; null at the top. */
export function nextTierFor(points: number): LoyaltyTier | null {
  return LOYALTY_TIERS.find((tier) => tier.minPoints > points) ?? null;
}

/** Progress towards the next tier: points divided by its minimum, as a percentage (100 at the top). */
export function tierProgressPercent(points: number): number {
  const next = nextTierFor(points);
  return next ? Math.min(100, Math.floor((points / next.minPoints) * 100)) : 100;
}

/** The referral code: the last 8 characters of the user id, uppercase (customer-side §9). */
export const referralCode = (userId: string) => userId.slice(-8).toUpperCase();

/**
 * What counts for a tier benefit, known when a booking is priced: how many of the customer's
 * earlier bookings are paid (card held or charged) and not cancelled, and whether one of them was
 * made in the same calendar month (business time zone).
 */
export interface BookingHistoryCounts {
  paidBookings: number;
  paidBookingsThisMonth: number;
}

/** The tier discount for the next booking, in cents: it is booking number paidBookings + 1. */
export function tierDiscountCents(tier: LoyaltyTier, history: BookingHistoryCounts): number {
  const { rule } = tier;
  if (rule.kind === 'every') return (history.paidBookings + 1) % rule.nth === 0 ? rule.offCents : 0;
  if (rule.kind === 'monthly') return history.paidBookingsThisMonth === 0 ? rule.offCents : 0;
  return 0;
}

/** A credit on the account, from a claimed reward. */
export interface AccountCredit {
  id: string;
  amount: string;
}


/** What a booking costs before discounts: its package(s) and, beside them, its add-ons and vehicles itemised. */
export interface BookingSubtotal {
  packagePrice: string;
  addOnsPrice?: string;
  vehicles?: PriceLinesVehicle[];
}

/**
 * The booking's price lines. The tier discount comes first, off packages and add-ons together; then
 * whole credits, oldest first, as long as each fits in what is left (a credit never goes partly
 * unused: one that does not fit waits for a later booking). The total never goes below zero.
 */
export function priceLines(input: BookingSubtotal & {
  tier: LoyaltyTier;
  tierDiscountCents: number;
  credits: readonly AccountCredit[];
  freeInteriorAddOn: boolean;
}): { lines: BookingPriceLines; creditsUsed: string[] } {
  const packageCents = toCents(input.packagePrice);
  const addOnsCents = input.addOnsPrice === undefined ? 0 : toCents(input.addOnsPrice);
  const discount = Math.min(input.tierDiscountCents, packageCents + addOnsCents);
  let left = packageCents + addOnsCents - discount;
  const creditsUsed: string[] = [];
  let creditCents = 0;
  for (const credit of input.credits) {
    const cents = toCents(credit.amount);
    if (cents > left) continue;
    left -= cents;
    creditCents += cents;
    creditsUsed.push(credit.id);
  }
  return {
    lines: {
      packagePrice: fromCents(packageCents),
      ...(input.addOnsPrice !== undefined && { addOnsPrice: fromCents(addOnsCents) }),
      ...(input.vehicles && { vehicles: input.vehicles }),
      tierDiscount: fromCents(discount),
      tierBenefit: discount > 0 ? `${input.tier.name}: ${input.tier.benefit}` : null,
      rewardCredit: fromCents(creditCents),
      freeInteriorAddOn: input.freeInteriorAddOn,
      total: fromCents(left),
    },
    creditsUsed,
  };
}

/** The lines of a booking priced before there were discounts: the whole amount is the package. */
export const plainPriceLines = (total: string): BookingPriceLines => ({
  packagePrice: total,
  tierDiscount: '0.00',
  tierBenefit: null,
  rewardCredit: '0.00',
  freeInteriorAddOn: false,
  total,
});

/** One line of a booking's price before discounts: a vehicle's package, or one of its add-ons (indented under it). */
export interface PriceLineItem {
  term: string;
  amount: string;
  key: string;
  addOn: boolean;
}

/** A vehicle's price line: "Vehicle 2: The Deep Clean (SUV)" when there are several (`several`), else "The Deep Clean (SUV)". */
export type VehicleTerm = (vehicle: Pick<PriceLinesVehicle, 'position' | 'packageName' | 'vehicleType'>, several: boolean) => string;

const englishVehicleTerm: VehicleTerm = (vehicle, several) => `${several ? `Vehicle ${vehicle.position}: ` : ''}${vehicle.packageName} (${VEHICLE_LABELS[vehicle.vehicleType]})`;

/**
 * What the price lines show before the discounts: with several vehicles or any add-on, each
 * vehicle's package and its add-ons; otherwise the one package line under `packageLabel`.
 * Shared by every screen's PriceLines and the emails, so they itemise alike.
 */
export function priceLineItems(lines: BookingPriceLines, packageLabel: string, vehicleTerm: VehicleTerm = englishVehicleTerm): PriceLineItem[] {
  const vehicles = lines.vehicles ?? [];
  const itemised = vehicles.length > 1 || vehicles.some((vehicle) => vehicle.addOns.length > 0);
  if (!itemised) return [{ term: packageLabel, amount: lines.packagePrice, key: 'price-package', addOn: false }];
  return vehicles.flatMap((vehicle) => [
    {
      term: vehicleTerm(vehicle, vehicles.length > 1),
      amount: vehicle.packagePrice,
      key: `price-vehicle-${vehicle.position}`,
      addOn: false,
    },
    ...vehicle.addOns.map((addOn, index) => ({ term: `+ ${addOn.name}`, amount: addOn.price, key: `price-addon-${vehicle.position}-${index + 1}`, addOn: true })),
  ]);
}
