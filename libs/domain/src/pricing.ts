import type { VehicleType } from '@dd/contracts/enums';
import type { PackageDto } from '@dd/contracts/package';

/**
 * Money is exact: amounts travel as "89.00" strings and are computed in whole cents (integers are
 * exact in a JS number up to 2^53, far beyond decimal(10,2)), never in floating-point dollars.
 */
export type PackagePrices = Pick<PackageDto, 'basePriceSedans' | 'basePriceSuvs' | 'basePriceTrucks'>;

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "189.00" -> 18900. Throws on anything that is not an amount with at most 2 decimals. */
export function toCents(amount: string): number {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new TypeError(`Not a money amount: "${amount}"`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 18900 -> "189.00". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The price of a package for a vehicle type, as the server charges it ("189.00" for an SUV Deep Clean). */
export function priceFor(pkg: PackagePrices, vehicleType: VehicleType): string {
  const price = { sedan: pkg.basePriceSedans, suv: pkg.basePriceSuvs, truck: pkg.basePriceTrucks }[vehicleType];
  if (price === undefined) throw new TypeError(`Unknown vehicle type: ${vehicleType}`);
  return fromCents(toCents(price));
}

/** How much more than the sedan price a vehicle type costs ("40.00" for an SUV when sedans are 149 and SUVs 189). */
export function surchargeFor(pkg: PackagePrices, vehicleType: VehicleType): string {
  return fromCents(toCents(priceFor(pkg, vehicleType)) - toCents(pkg.basePriceSedans));
}

/** "1248.5" -> "$1,248.50"; amounts always show 2 decimals (customer-side §9). */
export function formatMoney(amount: string): string {
  const cents = toCents(amount);
  const [whole, fraction] = fromCents(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** "40.00" -> "+$40", the packages page's size surcharge ("SUVs +$40"); cents show only when there are some. */
export function formatSurcharge(amount: string): string {
  const money = formatMoney(amount).replace(/\.00$/, '');
  return money.startsWith('-') ? money : `+${money}`;
}
