import { VEHICLE_LABELS, type BookingListStatus, type BookingStatus, type PaymentStatus, type VehicleType } from '@dd/contracts/enums';
import type { BookingVehicleDto } from '@dd/contracts/add-on';
import { bookingMoney, type BookingMoneyFields, type MoneyLine, type MoneyNoteKey } from '@dd/domain/booking-money';
import { formatMoney } from '@dd/domain/pricing';
import { fillEnglish, type UiText } from './ui-text';
import { ARRIVAL_WINDOWS, BUSINESS_TIME_ZONE, arrivalWindowLabel, calendarDate, formatCalendarDate, lazyDateTimeFormat, windowStartingAt } from '@dd/domain/time-windows';

/** The booking reference (customer-side §9): the last 8 characters of the id, uppercase. */
export const bookingReference = (id: string) => id.slice(-8).toUpperCase();

/** "Tuesday, March 10, 2026": the long date of an instant on the business calendar (in `locale`'s words). */
export function longDate(iso: string, locale?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return formatCalendarDate(calendarDate(instant), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale);
}

/** "Tuesday, March 10" (the window picker's day headings). */
export const dayTitle = (date: string, locale?: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' }, locale);

const clock = lazyDateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** "10:40 AM" on the business clock. */
export const clockTime = (iso: string) => clock().format(new Date(iso));

/** "8:00 AM-12:00 PM" from a booking's 'HH:MM' arrival times (the emails use the same words). */
export const arrivalWindowText = arrivalWindowLabel;

/**
 * "Morning, 8:00 AM-12:00 PM": the arrival window a booking starts in (its start, else its
 * startTime). A start that is no window (an older booking, one set by hand) still shows its time: "10:00 AM".
 */
export function windowText(booking: { scheduledDate: string; startTime?: string | null }, tr: UiText = fillEnglish): string {
  const instant = new Date(booking.scheduledDate);
  const found = windowStartingAt(instant)?.window ?? ARRIVAL_WINDOWS.find((w) => w.startTime === booking.startTime?.slice(0, 5));
  if (found) return `${tr(found.name)}, ${found.label}`;
  return Number.isNaN(instant.getTime()) ? '' : clock().format(instant);
}

export const STATUS_LABELS: Record<BookingListStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** What a booking is as the lists show it: its status, or no_show for one closed because the customer was not there (decision 0365). */
export const listStatus = (booking: { status: BookingStatus; noShow?: boolean }): BookingListStatus => (booking.noShow ? 'no_show' : booking.status);

/** antd's light gold and green tags fail WCAG AA contrast; those two are solid dark tones with white text. */
export const STATUS_COLORS: Record<BookingListStatus, string> = {
  pending: '#92400e',
  confirmed: 'blue',
  in_progress: 'purple',
  completed: '#166534',
  cancelled: 'default',
  no_show: '#9f1239',
};

/**
 * Payment statuses as a customer reads them: the card is authorized at checkout and charged after
 * the job (customer-side §1); 'refunded' is what a released hold records (nothing will be charged).
 */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  authorized: 'Card authorized (charged after the job)',
  captured: 'Paid',
  failed: 'Payment failed',
  refunded: 'Card hold released (nothing charged)',
};

/**
 * A booking's payment in words: 'refunded' after a capture means the money went back (the spec's
 * enum has one word for both that and a released hold).
 */
export function paymentLabel(
  booking: { paymentStatus: PaymentStatus; capturedAmount?: string | null; refundedAmount?: string; fee?: BookingMoneyFields['fee'] },
  tr: UiText = fillEnglish,
): string {
  // A fee taken from the hold is not the booking paid (issue 36 item 1).
  if (booking.fee && booking.paymentStatus === 'captured') return tr(FEE_CHARGED[booking.fee.kind]);
  if (booking.paymentStatus === 'refunded' && booking.capturedAmount) return tr('Refunded');
  if (booking.paymentStatus === 'captured' && booking.refundedAmount && booking.refundedAmount !== '0.00') return tr('Paid, partly refunded');
  return PAYMENT_LABELS[booking.paymentStatus] ? tr(PAYMENT_LABELS[booking.paymentStatus]) : booking.paymentStatus;
}

/**
 * What "Pending" means on a booking whose card is already held (issue 36 item 18): not a payment
 * problem, but the office's confirmation still to come (admins move pending to confirmed). Null otherwise.
 */
export function pendingNote(booking: { status: BookingStatus; paymentStatus: PaymentStatus }, tr: UiText = fillEnglish): string | null {
  if (booking.status !== 'pending' || booking.paymentStatus !== 'authorized') return null;
  return tr('Pending: our team has yet to confirm this booking. Your card is held, not charged; we charge it after the detail.');
}

const FEE_CHARGED = { late_cancel: 'Late-cancellation fee charged', no_show: 'No-show fee charged' } as const;

export const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  pending: 'default',
  authorized: 'blue',
  captured: '#166534',
  failed: 'red',
  refunded: 'default',
};

export { VEHICLE_LABELS };

/** "The Deep Clean (SUV)": a booking's package line, priced for its vehicle size. */
export const packageLineLabel = (booking: { package?: { name: string } | null; vehicleType: VehicleType | null }, tr: UiText = fillEnglish) =>
  `${booking.package?.name ?? tr('Package')} (${booking.vehicleType ? tr(VEHICLE_LABELS[booking.vehicleType]) : tr('vehicle')})`;

/** "2021 Toyota Camry", as listings show a car; null when there is none. */
export const vehicleName = (car?: { year: number; make: string; model: string } | null) => (car ? `${car.year} ${car.make} ${car.model}` : null);

/** What a booking says of its vehicles: each one's size, package, saved car and add-ons. */
export interface BookingVehicleFacts {
  position: number;
  vehicleType: VehicleType | null;
  packageName: string;
  car: { year: number; make: string; model: string } | null;
  addOns: Array<{ name: string }>;
}

/**
 * Every vehicle of a booking, first one first (issue 36 item 2: a two-car booking lists both cars):
 * its `vehicles` when the API sent them, else the one the spec's fields describe.
 */
export function bookingVehicles(booking: {
  vehicles?: BookingVehicleDto[];
  vehicleType: VehicleType | null;
  package?: { name: string } | null;
  car?: { year: number; make: string; model: string } | null;
}): BookingVehicleFacts[] {
  if (booking.vehicles?.length) return booking.vehicles;
  return [{ position: 1, vehicleType: booking.vehicleType, packageName: booking.package?.name ?? '', car: booking.car ?? null, addOns: [] }];
}

/** "2021 Toyota Camry (Sedan)" or "SUV": one vehicle as a list names it. */
export function vehicleLabel(vehicle: Pick<BookingVehicleFacts, 'vehicleType' | 'car'>, tr: UiText = fillEnglish): string {
  const size = vehicle.vehicleType ? tr(VEHICLE_LABELS[vehicle.vehicleType]) : '';
  const car = vehicleName(vehicle.car);
  return car ? `${car}${size ? ` (${size})` : ''}` : size || tr('Vehicle');
}

/** "2021 Toyota Camry (Sedan): The Deep Clean + Pet Hair Removal": a vehicle with its package and add-ons. */
export const vehicleServiceText = (vehicle: BookingVehicleFacts, tr: UiText = fillEnglish) =>
  [`${vehicleLabel(vehicle, tr)}${vehicle.packageName ? `: ${vehicle.packageName}` : ''}`, ...vehicle.addOns.map((a) => a.name)].join(' + ');

/** Every vehicle of a booking on one line, for a list card: "2021 Toyota Camry (Sedan) · 2019 Honda Pilot (SUV)". */
export const vehiclesText = (booking: Parameters<typeof bookingVehicles>[0], tr: UiText = fillEnglish) =>
  bookingVehicles(booking)
    .map((vehicle) => vehicleLabel(vehicle, tr))
    .join(' · ');

/**
 * A money line's words for each note (libs/domain's bookingMoney writes them in English): the
 * reader's language through `tr`, English without.
 */
const MONEY_NOTES: Record<MoneyNoteKey, string> = {
  lateCancelFee: 'late-cancellation fee',
  noShowFee: 'no-show fee',
  restOfHold: 'rest of the {total} card hold',
  lateCancelFeeFromHold: 'late-cancellation fee, from the card hold; the rest released',
  noShowFeeFromHold: 'no-show fee, from the card hold; the rest released',
  beingReleased: 'being released; nothing will be charged',
  onCard: 'on the card, charged after the job',
  holdReleased: 'card hold; nothing charged',
  paymentFailed: 'the payment failed',
  cancelledBeforePayment: 'cancelled before payment',
};

/** "$32.25 (late-cancellation fee)" in the reader's language (moneyAmountText's words); `total` is the booking's, which restOfHold names. */
export const moneyAmountWords = (line: MoneyLine, total: string, tr: UiText = fillEnglish) =>
  `${formatMoney(line.amount)}${line.noteKey ? ` (${tr(MONEY_NOTES[line.noteKey], { total: formatMoney(total) })})` : line.note ? ` (${line.note})` : ''}`;

/** "Charged $32.25 (late-cancellation fee); Released ..." in the reader's language (moneyText's words). */
export const moneyWords = (booking: BookingMoneyFields, tr: UiText = fillEnglish) =>
  bookingMoney(booking)
    .map((line) => `${tr(line.word)} ${moneyAmountWords(line, booking.totalAmount, tr)}`)
    .join('; ');
