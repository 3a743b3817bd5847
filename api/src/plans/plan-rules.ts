import type { PlanInterval } from '@dd/contracts/plan';
import { addDays } from '@dd/domain/time-windows';

/**
 * The calendar of a plan, as pure functions on business calendar dates ('YYYY-MM-DD' in
 * America/Los_Angeles): the service, its fakes and the screens agree on every date.
 */

/** How far ahead a visit is placed (booked and held on the card): the next visit, two weeks ahead (decision record 0320). */
export const PLACE_AHEAD_DAYS = 14;
/** The first visit is at least this many days away, so the minimum advance of any booking is kept. */
export const FIRST_VISIT_LEAD_DAYS = 2;

const WEEKS: Record<Exclude<PlanInterval, 'monthly'>, number> = { every_2_weeks: 2, every_4_weeks: 4, every_6_weeks: 6 };

/** Visits a year at each interval (monthly: 12). */
const VISITS_A_YEAR: Record<PlanInterval, number> = { every_2_weeks: 26, every_4_weeks: 13, every_6_weeks: 52 / 6, monthly: 12 };

/** What one member at this price per visit brings in a month on average, in whole cents. */
export const monthlyCents = (interval: PlanInterval, visitCents: number): number => Math.round((visitCents * VISITS_A_YEAR[interval]) / 12);

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The first date on `weekday` on or after `date`. */
export const onOrAfter = (date: string, weekday: number): string => addDays(date, (weekday - weekdayOf(date) + 7) % 7);

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
  const first = new Date(Date.UTC(year, month, 1, 12));
  const firstDate = first.toISOString().slice(0, 10);
  const offset = (weekdayOf(date) - first.getUTCDay() + 7) % 7;
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
 * a cancelled plan's last day. A pause has already moved the next visit past the paused ones.
 */
export function isDue(m: { nextVisitDate: string; endsOn: string | null }, today: string): boolean {
  if (m.endsOn !== null && m.nextVisitDate > m.endsOn) return false;
  return m.nextVisitDate <= addDays(today, PLACE_AHEAD_DAYS);
}
