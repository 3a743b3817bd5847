/**
 * Who can take a booking when: the scheduling rules shared by the API (GET /api/availability, DAD
 * assignment, the claims that stop double booking in the database) and the UI. Pure functions.
 *
 * The rule, per DAD and arrival window (dad-and-admin §4, §9):
 * - their availability on a date is their specific-date windows for that date when any exist,
 *   otherwise their weekly windows for that weekday (wall-clock times in America/Los_Angeles);
 * - one of those windows must cover the whole arrival window (they may be asked to arrive at any
 *   time in it);
 * - a booking holds its DAD from the window's start until the window's end plus the package
 *   duration: the DAD may arrive as late as the window's end and the job then takes its duration.
 *   So the job may run past the arrival window and past the end of the DAD's availability by at
 *   most the package duration (otherwise the evening window, 4-8 PM, could never be booked: the
 *   availability editor stops at 20:00);
 * - that hold must not overlap another non-cancelled booking of theirs ("1 booking at a time"),
 *   counted in 30-minute units (the unit the database claims are made of);
 * - fewer than 3 non-cancelled bookings that day ("maximum 3 per day");
 * - and the window's start is at least the minimum advance ahead (settings.minAdvanceBookingHours,
 *   never below the 2 hours the DAD pages state).
 */
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

/** dad-and-admin §9: "maximum 3 per day". */
export const MAX_BOOKINGS_PER_DAD_PER_DAY = 3;
/**
 * dad-and-admin §9: "bookings at least 2 hours in advance" (text on the DAD pages). The floor under
 * settings.minAdvanceBookingHours: an admin may lower the setting, never below this.
 */
export const MIN_ADVANCE_FLOOR_HOURS = 2;
/** The granularity of a DAD's schedule and of the database's time claims. */
export const CLAIM_UNIT_MINUTES = 30;

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
}

/** A booking as far as scheduling cares. */
export interface ScheduledBooking {
  id: string;
  dadId: string | null;
  scheduledDate: Date;
  durationMinutes: number;
  status: string;
}

/** Why a window cannot be booked: the contract's reasons, so the API passes them on as they are. */
export type SlotUnavailableReason = UnavailableReason;

/** One window on one day as the availability rule sees it. */
export interface SlotAvailability extends Pick<TimeWindowSlot, 'date' | 'window' | 'label' | 'startTime' | 'endTime' | 'start'> {
  available: boolean;
  reason?: SlotUnavailableReason;
  /** The DADs who could take it, the fairest choice first (fewest bookings that day, then that week, then id). */
  freeDadIds: string[];
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
 * The time a booking holds its DAD: from its start until its arrival window's end plus the package
 * duration. A start that is not a window's (older or hand-made rows) holds start .. start + duration.
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
  /** Held unit ranges [first, last). */
  held: Array<[number, number]>;
  count: number;
}

/**
 * Every arrival window from `from` to `to`, each available or not with the reason, and the DADs who
 * could take it. Loads nothing: the caller passes the DADs' schedules and the bookings of the range.
 */
export function slotAvailability(input: AvailabilityInput): SlotAvailability[] {
  const { now, from, to, durationMinutes, minAdvanceHours, dads, excludeBookingId } = input;
  const timeZone = input.timeZone ?? BUSINESS_TIME_ZONE;
  const horizonDays = input.horizonDays ?? BOOKING_HORIZON_DAYS;
  const lastBookableDay = addDays(calendarDate(now, timeZone), horizonDays - 1);

  const clock = businessClock(timeZone);
  const midnightOf = clock.midnight;

  // Per DAD: their booked units and count per day, and their count per week.
  const days = new Map<string, DadDay>();
  const weeks = new Map<string, number>();
  for (const booking of input.bookings) {
    if (!booking.dadId || booking.status === 'cancelled' || booking.id === excludeBookingId) continue;
    const interval = clock.occupied(booking.scheduledDate.getTime(), booking.durationMinutes);
    const key = `${booking.dadId}|${interval.date}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = { held: [], count: 0 }));
    day.held.push(unitRange(interval, midnightOf(interval.date)));
    day.count++;
    const weekKey = `${booking.dadId}|${clock.weekStart(interval.date)}`;
    weeks.set(weekKey, (weeks.get(weekKey) ?? 0) + 1);
  }

  // Each DAD's windows by weekday and by specific date, so a day's availability is two lookups.
  const byDad = dads.map((dad) => {
    const specific = new Map<string, TimeRange[]>();
    for (const w of dad.specific) specific.set(w.date, [...(specific.get(w.date) ?? []), w]);
    const weekly: TimeRange[][] = [[], [], [], [], [], [], []];
    for (const w of dad.weekly) weekly[w.dayOfWeek]?.push(w);
    return { dad, specific, weekly };
  });

  const result: SlotAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const midnight = midnightOf(date);
    const week = clock.weekStart(date);
    const weekday = dayOfWeek(date);
    const schedules = byDad.map(({ dad, specific, weekly }) => ({
      id: dad.id,
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
      const end = ends[index] + durationMinutes * 60_000;
      const [first, last] = unitRange({ date, start: start.getTime(), end }, midnight);
      const scheduled = schedules.filter(({ windows }) => covers(windows, window.startTime, window.endTime));
      const free = scheduled
        .filter(({ day }) => !day || (day.count < MAX_BOOKINGS_PER_DAD_PER_DAY && day.held.every(([a, b]) => b <= first || last <= a)))
        .sort((x, y) => (x.day?.count ?? 0) - (y.day?.count ?? 0) || x.week - y.week || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
        .map(({ id }) => id);
      if (free.length) result.push({ ...slot, available: true, freeDadIds: free });
      else result.push({ ...slot, available: false, reason: scheduled.length ? 'fully_booked' : 'no_dad', freeDadIds: [] });
    }
  }
  return result;
}

/**
 * occupiedInterval for many bookings: the Intl time-zone lookups are made once per calendar day
 * (midnight and window instants cached), not several times per booking. Same results.
 */
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

/**
 * The DADs who could take an existing booking as it stands (an admin's reassignment), the fairest
 * first: their availability that day covers its arrival times, its hold overlaps none of their other
 * bookings (in claim units, as the database checks), and they have fewer than 3 that day. The
 * minimum advance is not asked: it is the customer's rule, and an admin moves tomorrow's jobs too.
 */
export function dadsFreeFor(
  booking: BookingToReassign,
  dads: readonly DadSchedule[],
  bookings: readonly ScheduledBooking[],
  timeZone = BUSINESS_TIME_ZONE,
): string[] {
  const interval = occupiedInterval(booking.scheduledDate, booking.durationMinutes, timeZone);
  const wanted = new Set(claimUnits(interval, timeZone));
  // Its own arrival times; a row without them: its arrival window, else only a day the DAD works.
  const arrival = booking.startTime && booking.endTime ? { startTime: booking.startTime, endTime: booking.endTime } : windowStartingAt(booking.scheduledDate, timeZone)?.window;
  const works = (windows: TimeRange[]) => (arrival ? covers(windows, arrival.startTime, arrival.endTime) : windows.length > 0);
  return dads
    .filter((dad) => dad.id !== booking.dadId && works(dadWindowsOn(interval.date, dad.weekly, dad.specific)))
    .map((dad) => {
      const theirs = bookings
        .filter((other) => other.dadId === dad.id && other.id !== booking.id && other.status !== 'cancelled')
        .map((other) => occupiedInterval(other.scheduledDate, other.durationMinutes, timeZone))
        .filter((other) => other.date === interval.date);
      const clash = theirs.some((other) => claimUnits(other, timeZone).some((unit) => wanted.has(unit)));
      return { id: dad.id, count: theirs.length, free: !clash && theirs.length < MAX_BOOKINGS_PER_DAD_PER_DAY };
    })
    .filter((dad) => dad.free)
    .sort((x, y) => x.count - y.count || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .map((dad) => dad.id);
}
