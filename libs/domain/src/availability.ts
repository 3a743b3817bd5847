/**
 * Who can take a booking when: the scheduling rules shared by the API (GET /api/availability, DAD
 * assignment, the claims that stop double booking in the database) and the UI. Pure functions.
 *
 * The rule, per DAD and arrival window (dad-and-admin §4, §9; issue 27 for the route):
 * - their availability on a date is their specific-date windows for that date when any exist,
 *   otherwise their weekly windows for that weekday (wall-clock times in America/Los_Angeles);
 * - one of those windows must cover the whole arrival window (they may be asked to arrive at any
 *   time in it);
 * - the customer's ZIP is inside their coverage (a DAD with none set covers the whole area);
 * - their day is a route (./routing.ts): the new booking must fit into it with a planned arrival
 *   inside its window and every existing booking's arrival still inside its own window, counting
 *   the drives between stops (from their base). The job may run past the arrival window and past
 *   the end of their availability (otherwise the evening window, 4-8 PM, could never be booked);
 * - fewer than 3 non-cancelled bookings that day ("maximum 3 per day");
 * - and the window's start is at least the minimum advance ahead (settings.minAdvanceBookingHours,
 *   never below the 2 hours the DAD pages state).
 * Among the DADs who can, the one whose route grows least comes first (then fewest that day, that week, id).
 */
import type { ReassignRefusal } from '@dd/contracts/admin-bookings';
import type { UnavailableReason } from '@dd/contracts/availability';
import {
  ARRIVAL_WINDOWS,
  BOOKING_HORIZON_DAYS,
  BUSINESS_TIME_ZONE,
  addDays,
  calendarDate,
  meetsMinimumAdvance,
  windowStartingAt,
  zonedInstant,
  type TimeWindowSlot,
} from './time-windows';
import { bestInsertion, planRoute, routeDrive, routeOrder, type Insertion, type RouteStop, type Travel } from './routing';

/** dad-and-admin §9: "maximum 3 per day". */
export const MAX_BOOKINGS_PER_DAD_PER_DAY = 3;
/**
 * dad-and-admin §9: "bookings at least 2 hours in advance" (text on the DAD pages). The floor under
 * settings.minAdvanceBookingHours: an admin may lower the setting, never below this.
 */
export const MIN_ADVANCE_FLOOR_HOURS = 2;
/** The granularity of the database's time claims: the route planner's grid (routing.ts). */
export const CLAIM_UNIT_MINUTES = 5;

export interface TimeRange {
  /** 'HH:MM' wall clock in the business time zone. */
  startTime: string;
  endTime: string;
}
export interface WeeklyTimeRange extends TimeRange {
  /** 0 Sunday .. 6 Saturday. */
  dayOfWeek: number;
}
export interface DateTimeRange extends TimeRange {
  date: string;
}

/** An active DAD and their schedule. */
export interface DadSchedule {
  id: string;
  weekly: readonly WeeklyTimeRange[];
  specific: readonly DateTimeRange[];
  /** Their home base ZIP: the route starts and ends there (none: the day starts at the first stop). */
  baseZip?: string | null;
  /** The ZIPs they cover; null or absent: the whole service area. */
  covered?: ReadonlySet<string> | null;
}

/** Drive time between ZIPs when the caller gives none: no drive at all. */
const NO_TRAVEL: Travel = () => ({ minutes: 0, meters: 0 });

/** A booking as far as scheduling cares. */
export interface ScheduledBooking {
  id: string;
  dadId: string | null;
  scheduledDate: Date;
  durationMinutes: number;
  status: string;
  /** The customer's ZIP (a stop of the route). */
  zipCode?: string | null;
  /** Its planned arrival as last planned, which keeps the route's order. */
  plannedArrival?: Date | null;
}

/** Why a window cannot be booked: the contract's reasons, so the API passes them on as they are. */
export type SlotUnavailableReason = UnavailableReason;

/** One window on one day as the availability rule sees it. */
export interface SlotAvailability extends Pick<TimeWindowSlot, 'date' | 'window' | 'label' | 'startTime' | 'endTime' | 'start'> {
  available: boolean;
  reason?: SlotUnavailableReason;
  /** The DADs who could take it, the best choice first (least added drive, then fewest bookings that day, that week, id). */
  freeDadIds: string[];
  /** How many of them, from the first, are equally good but for the id (any of them is as fair a choice). */
  bestCount?: number;
  /** For each of them, where the booking goes in their route and the route it makes. */
  insertions?: Record<string, Insertion>;
}

export interface AvailabilityInput {
  now: Date;
  /** First and last calendar day, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  durationMinutes: number;
  /** The effective minimum advance (see effectiveMinAdvanceHours). */
  minAdvanceHours: number;
  horizonDays?: number;
  dads: readonly DadSchedule[];
  /** Bookings on these days (and the rest of their weeks, for fairness); cancelled ones are ignored. */
  bookings: readonly ScheduledBooking[];
  /** A booking being rescheduled does not stand in its own way. */
  excludeBookingId?: string;
  /** The customer's ZIP: coverage and drives are counted for it (absent: every DAD, drives to it unknown). */
  zipCode?: string;
  /** Drive times between ZIPs, allowance included (absent: none). */
  travel?: Travel;
  timeZone?: string;
}

/** The minimum advance that applies to customers: the setting, never below the 2-hour floor. */
export function effectiveMinAdvanceHours(setting: number | null | undefined): number {
  return Math.max(setting ?? 0, MIN_ADVANCE_FLOOR_HOURS);
}

/** 0 Sunday .. 6 Saturday for a calendar day. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A DAD's availability on a date: that date's specific windows when any exist, else the weekday's weekly windows. */
export function dadWindowsOn(date: string, weekly: readonly WeeklyTimeRange[], specific: readonly DateTimeRange[]): TimeRange[] {
  const own = specific.filter((w) => w.date === date);
  if (own.length) return own;
  const weekday = dayOfWeek(date);
  return weekly.filter((w) => w.dayOfWeek === weekday);
}

/** Whether one of the windows covers [startTime, endTime] (wall clock, 'HH:MM' compares as text). */
export function covers(windows: readonly TimeRange[], startTime: string, endTime: string): boolean {
  return windows.some((w) => w.startTime <= startTime && endTime <= w.endTime);
}

/** What a booking holds of its DAD's day: its calendar day and [start, end) as epoch ms. */
export interface OccupiedInterval {
  date: string;
  start: number;
  end: number;
}

/**
 * The rule before routes (issue 27): a booking held its DAD from its start until its arrival window's
 * end plus its duration. Kept for the bench's comparison and the demo seed's spacing; the database's
 * claims now follow the planned route (routing.ts).
 */
export function occupiedInterval(scheduledDate: Date, durationMinutes: number, timeZone = BUSINESS_TIME_ZONE): OccupiedInterval {
  const start = scheduledDate.getTime();
  const found = windowStartingAt(scheduledDate, timeZone);
  const arrivalEnd = found ? zonedInstant(found.date, found.window.endTime, timeZone).getTime() : start;
  return { date: calendarDate(scheduledDate, timeZone), start, end: arrivalEnd + durationMinutes * 60_000 };
}

/**
 * The 30-minute units of its day an interval touches: unit n is [midnight + n*30min, +30min) in real
 * elapsed time from the day's local midnight, so a 23- or 25-hour DST day is counted correctly.
 */
export function claimUnits(interval: OccupiedInterval, timeZone = BUSINESS_TIME_ZONE, midnight?: number): number[] {
  const [first, last] = unitRange(interval, midnight ?? zonedInstant(interval.date, '00:00', timeZone).getTime());
  const units: number[] = [];
  for (let unit = first; unit < last; unit++) units.push(unit);
  return units;
}

const UNIT_MS = CLAIM_UNIT_MINUTES * 60_000;

function unitRange(interval: OccupiedInterval, midnight: number): [number, number] {
  return [Math.floor((interval.start - midnight) / UNIT_MS), Math.ceil((interval.end - midnight) / UNIT_MS)];
}

/** The Sunday that starts the week of a calendar day. */
export function weekStart(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

interface DadDay {
  /** The day's stops in route order. */
  stops: Array<RouteStop & { plannedArrival: number | null }>;
  count: number;
  /** The drive minutes of the route as it stands, once asked (per base). */
  baseline?: number;
}

/** A booking as a stop of its DAD's route: its arrival window (a start that is no window's: that instant alone). */
function stopOf(booking: ScheduledBooking, windowEnd: number): RouteStop & { plannedArrival: number | null } {
  const start = booking.scheduledDate.getTime();
  return {
    id: booking.id,
    zip: booking.zipCode ?? '',
    windowStart: start,
    windowEnd,
    durationMinutes: booking.durationMinutes,
    plannedArrival: booking.plannedArrival ? booking.plannedArrival.getTime() : null,
  };
}

/** Per DAD and day: their route's stops and count; per DAD and week: their count. */
function dadDays(bookings: readonly ScheduledBooking[], excludeBookingId: string | undefined, clock: ReturnType<typeof clockOf>) {
  const days = new Map<string, DadDay>();
  const weeks = new Map<string, number>();
  for (const booking of bookings) {
    if (!booking.dadId || booking.status === 'cancelled' || booking.id === excludeBookingId) continue;
    const { date, windowEnd } = clock.window(booking.scheduledDate.getTime());
    const key = `${booking.dadId}|${date}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = { stops: [], count: 0 }));
    day.stops.push(stopOf(booking, windowEnd));
    day.count++;
    const weekKey = `${booking.dadId}|${clock.weekStart(date)}`;
    weeks.set(weekKey, (weeks.get(weekKey) ?? 0) + 1);
  }
  for (const day of days.values()) day.stops = routeOrder(day.stops);
  return { days, weeks };
}

/**
 * Every arrival window from `from` to `to`, each available or not with the reason, and the DADs who
 * could take it. Loads nothing: the caller passes the DADs' schedules and the bookings of the range.
 */
export function slotAvailability(input: AvailabilityInput): SlotAvailability[] {
  const { now, from, to, durationMinutes, minAdvanceHours, dads, excludeBookingId, zipCode } = input;
  const timeZone = input.timeZone ?? BUSINESS_TIME_ZONE;
  const travel = input.travel ?? NO_TRAVEL;
  const horizonDays = input.horizonDays ?? BOOKING_HORIZON_DAYS;
  const lastBookableDay = addDays(calendarDate(now, timeZone), horizonDays - 1);

  const clock = clockOf(timeZone);
  const { days, weeks } = dadDays(input.bookings, excludeBookingId, clock);

  // Each DAD's windows by weekday and by specific date, so a day's availability is two lookups.
  const byDad = dads
    .filter((dad) => !zipCode || !dad.covered || dad.covered.has(zipCode))
    .map((dad) => {
      const specific = new Map<string, TimeRange[]>();
      for (const w of dad.specific) specific.set(w.date, [...(specific.get(w.date) ?? []), w]);
      const weekly: TimeRange[][] = [[], [], [], [], [], [], []];
      for (const w of dad.weekly) weekly[w.dayOfWeek]?.push(w);
      return { dad, specific, weekly };
    });

  const result: SlotAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const week = clock.weekStart(date);
    const weekday = dayOfWeek(date);
    const schedules = byDad.map(({ dad, specific, weekly }) => ({
      id: dad.id,
      base: dad.baseZip ?? null,
      windows: specific.get(date) ?? weekly[weekday],
      day: days.get(`${dad.id}|${date}`),
      week: weeks.get(`${dad.id}|${week}`) ?? 0,
    }));
    const { starts, ends } = clock.windows(date);
    for (const [index, window] of ARRIVAL_WINDOWS.entries()) {
      const start = new Date(starts[index]);
      const slot = {
        date,
        window: window.id,
        label: window.label,
        startTime: window.startTime,
        endTime: window.endTime,
        start: start.toISOString(),
      };
      const early = start.getTime() <= now.getTime() ? 'past' : !meetsMinimumAdvance(start, now, minAdvanceHours) ? 'min_advance' : date > lastBookableDay ? 'too_far' : null;
      if (early) {
        result.push({ ...slot, available: false, reason: early, freeDadIds: [] });
        continue;
      }
      const stop: RouteStop = { id: '', zip: zipCode ?? '', windowStart: starts[index], windowEnd: ends[index], durationMinutes };
      const scheduled = schedules.filter(({ windows }) => covers(windows, window.startTime, window.endTime));
      const insertions: Record<string, Insertion> = {};
      const ranked = scheduled
        .map((dad) => {
          if (dad.day && dad.day.count >= MAX_BOOKINGS_PER_DAD_PER_DAY) return null;
          const day = dad.day;
          if (day && day.baseline === undefined) day.baseline = routeDrive(dad.base, day.stops, travel);
          const insertion = bestInsertion(dad.base, day?.stops ?? [], stop, travel, day?.baseline ?? 0);
          if (insertion) insertions[dad.id] = insertion;
          return insertion ? { ...dad, added: insertion.addedMinutes } : null;
        })
        .filter((dad) => dad !== null);
      const fairness = (x: (typeof ranked)[number], y: (typeof ranked)[number]) => x.added - y.added || (x.day?.count ?? 0) - (y.day?.count ?? 0) || x.week - y.week;
      ranked.sort((x, y) => fairness(x, y) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      const free = ranked.map(({ id }) => id);
      const bestCount = ranked.filter((dad) => fairness(dad, ranked[0]) === 0).length;
      if (free.length) result.push({ ...slot, available: true, freeDadIds: free, bestCount, insertions });
      // Nobody who covers the ZIP works then: no_dad.
      else result.push({ ...slot, available: false, reason: scheduled.length ? 'fully_booked' : 'no_dad', freeDadIds: [] });
    }
  }
  return result;
}

/**
 * occupiedInterval for many bookings: the Intl time-zone lookups are made once per calendar day
 * (midnight and window instants cached), not several times per booking. Same results.
 */
function clockOf(timeZone: string): ReturnType<typeof businessClock> {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = businessClock(timeZone)));
  return clock;
}

/**
 * One clock per zone for the process: a calendar day's instants never change, so its caches hold
 * (a few hundred bytes a day seen) and GET /api/availability does not work them out on every call.
 */
const clocks = new Map<string, ReturnType<typeof businessClock>>();

function businessClock(timeZone: string) {
  const midnights = new Map<string, number>();
  const midnight = (date: string) => {
    let value = midnights.get(date);
    if (value === undefined) midnights.set(date, (value = zonedInstant(date, '00:00', timeZone).getTime()));
    return value;
  };
  const days = new Map<string, { midnight: number; next: string; week: string; starts: number[]; ends: number[] }>();
  const day = (date: string) => {
    let value = days.get(date);
    if (!value) {
      const start = midnight(date);
      const next = addDays(date, 1);
      // A day without a clock change is 24 hours long: its wall-clock times are plain offsets from midnight.
      const plain = midnight(next) - start === DAY_MS;
      const at = (time: string) => (plain ? start + wallMinutes(time) * 60_000 : zonedInstant(date, time, timeZone).getTime());
      value = {
        midnight: start,
        next,
        week: weekStart(date),
        starts: ARRIVAL_WINDOWS.map((w) => at(w.startTime)),
        ends: ARRIVAL_WINDOWS.map((w) => at(w.endTime)),
      };
      days.set(date, value);
    }
    return value;
  };
  // The calendar day of an instant: a guess at UTC-12 (cached per UTC day number), corrected against the midnights.
  const guesses = new Map<number, string>();
  const dateOf = (epochMs: number) => {
    const dayNumber = Math.floor((epochMs - 12 * 3_600_000) / DAY_MS);
    let date = guesses.get(dayNumber);
    if (date === undefined) guesses.set(dayNumber, (date = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)));
    while (epochMs < day(date).midnight) date = addDays(date, -1);
    while (epochMs >= midnight(day(date).next)) date = day(date).next;
    return date;
  };
  return {
    midnight: (date: string) => day(date).midnight,
    weekStart: (date: string) => day(date).week,
    windows: (date: string) => day(date),
    /** A booking's calendar day and the end of its arrival window (a start that is no window's: itself). */
    window(start: number): { date: string; windowEnd: number } {
      const date = dateOf(start);
      const { starts, ends } = day(date);
      const index = starts.indexOf(start);
      return { date, windowEnd: index >= 0 ? ends[index] : start };
    },
    occupied(start: number, durationMinutes: number): OccupiedInterval {
      const date = dateOf(start);
      const { starts, ends } = day(date);
      const index = starts.indexOf(start);
      return { date, start, end: (index >= 0 ? ends[index] : start) + durationMinutes * 60_000 };
    },
  };
}

const DAY_MS = 86_400_000;
const wallMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One readable line per reason, for the UI. */
export function unavailableText(reason: SlotUnavailableReason, minAdvanceHours: number): string {
  switch (reason) {
    case 'past':
      return 'This time has already passed';
    case 'min_advance':
      return `Bookings must be made at least ${minAdvanceHours} hour${minAdvanceHours === 1 ? '' : 's'} in advance`;
    case 'too_far':
      return `Bookings can be made up to ${BOOKING_HORIZON_DAYS} days ahead`;
    case 'no_dad':
      return 'No detailer works at this time';
    case 'fully_booked':
      return 'Fully booked';
  }
}

/** An existing booking as reassignment sees it: its start, its arrival times on the business clock (older rows have none) and its package's duration. */
export interface BookingToReassign extends ScheduledBooking {
  startTime: string | null;
  endTime: string | null;
}

/** A DAD who could take a booking, and where it would go in their route. */
export interface FreeDad {
  id: string;
  insertion: Insertion;
}

/** Why a DAD cannot take a booking as it stands (the codes and their order: REASSIGN_REFUSALS in contracts). */

/** A DAD who cannot take a booking, with every reason that holds (coverage and hours both, when both fail). */
export interface BusyDad {
  id: string;
  reasons: ReassignRefusal[];
}

/**
 * The DADs who could take an existing booking as it stands (an admin's reassignment), the best
 * first (least added drive, then fewest that day, then id): their availability that day covers its
 * arrival times, they cover its ZIP, it fits into their route with every arrival inside its window,
 * and they have fewer than 3 that day. The minimum advance is not asked: it is the customer's rule,
 * and an admin moves tomorrow's jobs too.
 */
export function dadsFreeFor(
  booking: BookingToReassign,
  dads: readonly DadSchedule[],
  bookings: readonly ScheduledBooking[],
  travel: Travel = NO_TRAVEL,
  timeZone = BUSINESS_TIME_ZONE,
): FreeDad[] {
  return reassignCandidates(booking, dads, bookings, travel, timeZone).free;
}

/**
 * Every DAD other than the booking's own, split into those free for it (as dadsFreeFor orders them)
 * and those who are not, each with why: an admin told "nobody is free" can see what to change.
 */
export function reassignCandidates(
  booking: BookingToReassign,
  dads: readonly DadSchedule[],
  bookings: readonly ScheduledBooking[],
  travel: Travel = NO_TRAVEL,
  timeZone = BUSINESS_TIME_ZONE,
): { free: FreeDad[]; busy: BusyDad[] } {
  const date = calendarDate(booking.scheduledDate, timeZone);
  // Its own arrival times; a row without them: its arrival window, else only a day the DAD works.
  const arrival = booking.startTime && booking.endTime ? { startTime: booking.startTime, endTime: booking.endTime } : windowStartingAt(booking.scheduledDate, timeZone)?.window;
  const works = (windows: TimeRange[]) => (arrival ? covers(windows, arrival.startTime, arrival.endTime) : windows.length > 0);
  const windowEnd = arrival ? zonedInstant(date, arrival.endTime, timeZone).getTime() : booking.scheduledDate.getTime();
  const stop = stopOf(booking, windowEnd);
  const clock = clockOf(timeZone);
  const { days } = dadDays(bookings.filter((other) => other.id !== booking.id), undefined, clock);
  const free: Array<FreeDad & { count: number }> = [];
  const busy: BusyDad[] = [];
  for (const dad of dads) {
    if (dad.id === booking.dadId) continue;
    const reasons: ReassignRefusal[] = [];
    if (dad.covered && !dad.covered.has(booking.zipCode ?? '')) reasons.push('not_covered');
    if (!works(dadWindowsOn(date, dad.weekly, dad.specific))) reasons.push('not_working');
    const day = days.get(`${dad.id}|${date}`);
    if (!reasons.length && day && day.count >= MAX_BOOKINGS_PER_DAD_PER_DAY) reasons.push('day_full');
    if (reasons.length) {
      busy.push({ id: dad.id, reasons });
      continue;
    }
    const insertion = bestInsertion(dad.baseZip ?? null, day?.stops ?? [], stop, travel);
    if (insertion) free.push({ id: dad.id, insertion, count: day?.count ?? 0 });
    // No room even with no drive at all: another job holds the time; else the drives are what do not fit.
    else busy.push({ id: dad.id, reasons: [bestInsertion(null, day?.stops ?? [], stop, NO_TRAVEL) ? 'route_does_not_fit' : 'overlapping_job'] });
  }
  free.sort((x, y) => x.insertion.addedMinutes - y.insertion.addedMinutes || x.count - y.count || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return { free: free.map(({ id, insertion }) => ({ id, insertion })), busy };
}

/**
 * A DAD's routes by day as they stand (the DAD's day, the dispatch board, claims after a change):
 * the bookings of one DAD, planned from their base in route order. A day whose stops no longer fit
 * (a job moved by hand, drive times changed) is planned anyway with each arrival as early as it can
 * be, so late stops show as late instead of vanishing.
 */
export function dayRoute(base: string | null, bookings: readonly ScheduledBooking[], travel: Travel = NO_TRAVEL, timeZone = BUSINESS_TIME_ZONE) {
  const clock = clockOf(timeZone);
  const stops = routeOrder(
    bookings.filter((b) => b.status !== 'cancelled').map((b) => stopOf(b, clock.window(b.scheduledDate.getTime()).windowEnd)),
  );
  return planRoute(base, stops, travel) ?? planRoute(base, stops.map((s) => ({ ...s, windowEnd: Infinity })), travel)!;
}
