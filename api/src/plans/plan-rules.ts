import type { VehicleType } from '@dd/contracts/enums';
import type { AvailabilityDayDto, AvailabilityWindowDto } from '@dd/contracts/availability';
import type { PlanInterval, PlanWindow } from '@dd/contracts/plan';
import { PLAN_WINDOWS } from '@dd/contracts/plan';
import type { BookingSubtotal } from '@dd/domain/loyalty';
import { fromCents, toCents } from '@dd/domain/pricing';
import { dayOfWeek } from '@dd/domain/availability';
import { ARRIVAL_WINDOWS, addDays, zonedInstant } from '@dd/domain/time-windows';

/**
 * The calendar of a plan, as pure functions on business calendar dates ('YYYY-MM-DD' in
 * America/Los_Angeles): the service, its fakes and the screens agree on every date.
 */

/** How far ahead visits are placed (booked on a DAD's route): eight weeks (decision record 0474; 0320 placed two). */
export const PLACE_AHEAD_DAYS = 56;
/**
 * A placed visit's card is held this many days before it starts: one hold that lasts past the visit
 * (a hold lasts about seven), so a member's card never carries more than the next visit (decision 0474).
 */
export const HOLD_AHEAD_DAYS = 6;
/** A visit whose hold was due but never taken (the job stopped) keeps its place this much longer. */
export const PLACE_KEPT_AFTER_HOLD_DUE_MS = 24 * 60 * 60 * 1000;
/** The first visit is at least this many days away, so the minimum advance of any booking is kept. */
export const FIRST_VISIT_LEAD_DAYS = 2;

const WEEKS: Record<Exclude<PlanInterval, 'monthly'>, number> = { every_2_weeks: 2, every_4_weeks: 4, every_6_weeks: 6 };

/** Visits a year at each interval (monthly: 12). */
const VISITS_A_YEAR: Record<PlanInterval, number> = { every_2_weeks: 26, every_4_weeks: 13, every_6_weeks: 52 / 6, monthly: 12 };

/** What one member at this price per visit brings in a month on average, in whole cents. */
export const monthlyCents = (interval: PlanInterval, visitCents: number): number => Math.round((visitCents * VISITS_A_YEAR[interval]) / 12);

/** The first date on `weekday` on or after `date`. */
export const onOrAfter = (date: string, weekday: number): string => addDays(date, (weekday - dayOfWeek(date) + 7) % 7);

/** The first date on `weekday` at least FIRST_VISIT_LEAD_DAYS after `today`. */
export const firstVisitDate = (today: string, weekday: number): string => onOrAfter(addDays(today, FIRST_VISIT_LEAD_DAYS), weekday);

/**
 * The next visit once the standing slot moves to `weekday`: the first such day on or after the visit
 * that was next, never sooner than a first visit could be.
 */
export function nextVisitOnNewSlot(nextVisitDate: string, weekday: number, today: string): string {
  const earliest = firstVisitDate(today, weekday);
  const moved = onOrAfter(nextVisitDate, weekday);
  return moved > earliest ? moved : earliest;
}

/**
 * The visit after `date`: 2, 4 or 6 weeks on, or, monthly, the same weekday of the next month in
 * the same place (the 2nd Tuesday; a 5th one becomes the 4th).
 */
export function visitAfter(date: string, interval: PlanInterval): string {
  if (interval !== 'monthly') return addDays(date, WEEKS[interval] * 7);
  const [year, month, day] = date.split('-').map(Number);
  const ordinal = Math.min(Math.ceil(day / 7), 4);
  // The 1st of the next month (`month` counts from 1, Date.UTC from 0).
  const firstDate = new Date(Date.UTC(year, month, 1, 12)).toISOString().slice(0, 10);
  const offset = (dayOfWeek(date) - dayOfWeek(firstDate) + 7) % 7;
  return addDays(firstDate, offset + (ordinal - 1) * 7);
}

/** The date `visits` visits after `date` (0: `date`). */
export function visitsAfter(date: string, interval: PlanInterval, visits: number): string {
  let next = date;
  for (let i = 0; i < visits; i++) next = visitAfter(next, interval);
  return next;
}

/** Which year of the plan `today` is in (0 in the first 365 days from its first visit). */
export function planYear(startDate: string, today: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.floor(days / 365));
}

/** Visits still pausable this plan year. */
export function pausesLeft(m: { startDate: string; pauseYear: number; pausesUsed: number }, allowance: number, today: string): number {
  const used = planYear(m.startDate, today) === m.pauseYear ? m.pausesUsed : 0;
  return Math.max(0, allowance - used);
}

/**
 * The last day a plan cancelled `today` still has visits: the last visit of its minimum term when
 * that is still ahead, else today (no visit is placed after it).
 */
export function cancellationEndsOn(startDate: string, interval: PlanInterval, minimumVisits: number, today: string): string {
  const lastOfTerm = visitsAfter(startDate, interval, minimumVisits - 1);
  return lastOfTerm > today ? lastOfTerm : today;
}

/**
 * Whether the membership's next visit is due to be placed now: within PLACE_AHEAD_DAYS, and not after
 * a cancelled plan's last day, nor while the plan is stopped for payment. A pause has already moved
 * the next visit past the paused ones.
 */
export function isDue(m: { nextVisitDate: string; endsOn: string | null; paymentStoppedAt?: Date | null }, today: string): boolean {
  // Stopped for payment (decision 0460): nothing is placed until the card is updated.
  if (m.paymentStoppedAt) return false;
  if (m.endsOn !== null && m.nextVisitDate > m.endsOn) return false;
  return m.nextVisitDate <= addDays(today, PLACE_AHEAD_DAYS);
}

/** A plan's member prices per size as stored (null: none set, the package's price). */
export interface MemberPrices {
  memberPriceSedans: string | null;
  memberPriceSuvs: string | null;
  memberPriceTrucks: string | null;
}

const MEMBER_PRICE_OF: Record<VehicleType, keyof MemberPrices> = { sedan: 'memberPriceSedans', suv: 'memberPriceSuvs', truck: 'memberPriceTrucks' };

/** What a member pays per visit for the package on a car of this size, whose price is `packagePrice` (never above it). */
export function memberPriceFor(plan: MemberPrices, vehicleType: VehicleType, packagePrice: string): string {
  const member = plan[MEMBER_PRICE_OF[vehicleType]];
  return member !== null && toCents(member) < toCents(packagePrice) ? member : packagePrice;
}

/** An add-on's price for a member: `percent` off, rounded to the nearest cent (half a cent up). */
export const memberAddOnCents = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

/**
 * A plan visit's subtotal at member prices (a visit is one vehicle): its package at `memberPackagePrice` and each
 * add-on at the member discount, each line to the cent, and the totals their sums. Loyalty's tier
 * benefit and credits then come off it as off any booking.
 */
export function memberSubtotal(subtotal: BookingSubtotal, memberPackagePrice: string, addOnDiscountPercent: number): BookingSubtotal {
  const vehicles = (subtotal.vehicles ?? []).map((vehicle) => ({
    ...vehicle,
    packagePrice: memberPackagePrice,
    addOns: vehicle.addOns.map((addOn) => ({ ...addOn, price: fromCents(memberAddOnCents(toCents(addOn.price), addOnDiscountPercent)) })),
  }));
  const addOnCents = vehicles.flatMap((v) => v.addOns).reduce((sum, addOn) => sum + toCents(addOn.price), 0);
  return {
    packagePrice: memberPackagePrice,
    ...(subtotal.addOnsPrice !== undefined && { addOnsPrice: fromCents(addOnCents) }),
    ...(subtotal.vehicles && { vehicles }),
  };
}

/**
 * The `count` free windows nearest a visit that could not be placed: fewest days away first, then the
 * window nearest the standing one, then earlier before later.
 */
export function nearestWindows(days: AvailabilityDayDto[], visitDate: string, window: PlanWindow, count: number): AvailabilityWindowDto[] {
  const dayGap = (date: string) => Math.abs(Date.parse(`${date}T12:00:00Z`) - Date.parse(`${visitDate}T12:00:00Z`)) / 86_400_000;
  const windowGap = (w: AvailabilityWindowDto) => Math.abs(PLAN_WINDOWS.indexOf(w.window) - PLAN_WINDOWS.indexOf(window));
  return days
    .flatMap((day) => day.windows)
    .filter((w) => w.available)
    .sort((a, b) => dayGap(a.date) - dayGap(b.date) || windowGap(a) - windowGap(b) || a.start.localeCompare(b.start))
    .slice(0, count);
}

/**
 * When a visit's card hold failed, it is tried again this many days after the first failure
 * (decision record 0460): three retries, the last five days on.
 */
export const PAYMENT_RETRY_DAYS = [1, 3, 5] as const;
/** After the last retry fails, the visit's place is kept this long for a card update to save it. */
export const PLACE_KEPT_AFTER_LAST_RETRY_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the next retry of a failed visit payment is due: the schedule's next day counted from the
 * first failure, if that is still before the visit starts; null when no retry is left (the last one
 * failed, or the visit comes first).
 */
export function paymentRetryAt(firstFailedAt: Date, retriesDone: number, visitStarts: Date): Date | null {
  const days = PAYMENT_RETRY_DAYS[retriesDone];
  if (days === undefined) return null;
  const at = new Date(firstFailedAt.getTime() + days * DAY_MS);
  return at < visitStarts ? at : null;
}

/** The start of the visit's arrival window: no retry is made after it. */
export function visitStarts(visitDate: string, window: PlanWindow): Date {
  return zonedInstant(visitDate, ARRIVAL_WINDOWS.find((w) => w.id === window)!.startTime);
}

/** When the card of a visit starting at `starts` is held. */
export const holdDueAt = (starts: Date): Date => new Date(starts.getTime() - HOLD_AHEAD_DAYS * DAY_MS);

/**
 * How a visit placed now is paid (decision 0474): null when it is near enough to hold the card at
 * once; else the card is held when due, its place kept a day after that in case the hold is never
 * taken (never past its start).
 */
export function visitPayment(starts: Date, now: Date): { dueAt: Date; keptUntil: Date } | null {
  const dueAt = holdDueAt(starts);
  if (dueAt <= now) return null;
  const kept = new Date(dueAt.getTime() + PLACE_KEPT_AFTER_HOLD_DUE_MS);
  return { dueAt, keptUntil: kept < starts ? kept : starts };
}

/**
 * Until when an unpaid visit keeps its DAD's time while its payment is retried: a day after the last
 * retry the schedule leaves before the visit, never past the visit's start.
 */
export function placeKeptUntil(firstFailedAt: Date, visitStarts: Date): Date {
  let last = firstFailedAt;
  for (let done = 0; ; done++) {
    const next = paymentRetryAt(firstFailedAt, done, visitStarts);
    if (!next) break;
    last = next;
  }
  const kept = new Date(last.getTime() + PLACE_KEPT_AFTER_LAST_RETRY_MS);
  return kept < visitStarts ? kept : visitStarts;
}

/**
 * The next visit of a membership that resumes after it was stopped for payment: the visit that was
 * next if it is still far enough ahead to be booked, else the first date on the plan's cadence that is.
 */
export function resumedNextVisit(nextVisitDate: string, interval: PlanInterval, today: string): string {
  const earliest = addDays(today, FIRST_VISIT_LEAD_DAYS);
  let next = nextVisitDate;
  while (next < earliest) next = visitAfter(next, interval);
  return next;
}
