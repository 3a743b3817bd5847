/**
 * Arrival windows on the business calendar. The business runs in America/Los_Angeles: a window is a
 * wall-clock time there ("08:00" on 2027-03-14) and its start is stored and sent as a UTC instant.
 * Conversions use the platform's Intl time-zone data (no library in the UI bundle), so daylight
 * saving changes come from the same tz database the browser and Node already carry.
 */

export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** The spec's three fixed windows (customer-side §9). */
export const ARRIVAL_WINDOWS = [
  { id: 'morning', name: 'Morning', label: '8:00 AM-12:00 PM', startTime: '08:00', endTime: '12:00' },
  { id: 'afternoon', name: 'Afternoon', label: '12:00 PM-4:00 PM', startTime: '12:00', endTime: '16:00' },
  { id: 'evening', name: 'Evening', label: '4:00 PM-8:00 PM', startTime: '16:00', endTime: '20:00' },
] as const;

export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number];
export type ArrivalWindowId = ArrivalWindow['id'];

/** The platform default of minAdvanceBookingHours (dad-and-admin §9). */
export const DEFAULT_MIN_ADVANCE_HOURS = 24;

/** How many calendar days ahead (today included) a detail can be booked; the server refuses later starts. */
export const BOOKING_HORIZON_DAYS = 60;

/** One window on one day. */
export interface TimeWindowSlot {
  /** The business calendar day, 'YYYY-MM-DD'. */
  date: string;
  window: ArrivalWindowId;
  /** '8:00 AM-12:00 PM' */
  label: string;
  /** 'HH:MM' wall-clock in the business time zone (the booking's startTime / endTime). */
  startTime: string;
  endTime: string;
  /** The window's start as an ISO instant: what POST /api/bookings takes as scheduledDate. */
  start: string;
  end: string;
  /** Whether it can be booked now: far enough ahead and, when an availability check is given, available. */
  bookable: boolean;
}

export interface UpcomingWindowsOptions {
  /** Calendar days to list, today (in the business zone) included. Default 14. */
  days?: number;
  /** settings.minAdvanceBookingHours. Default 24. */
  minAdvanceHours?: number;
  /**
   * The seam for real availability (per-DAD schedules, capacity): a later issue passes it in. Without
   * it every window far enough ahead is bookable, as the spec's "all shown as Available".
   */
  isAvailable?: (slot: Omit<TimeWindowSlot, 'bookable'>) => boolean;
  timeZone?: string;
}

/** Every window of the next `days` business days, in order, each marked bookable or not. */
export function upcomingWindows(now: Date, options: UpcomingWindowsOptions = {}): TimeWindowSlot[] {
  const { days = 14, minAdvanceHours = DEFAULT_MIN_ADVANCE_HOURS, isAvailable, timeZone = BUSINESS_TIME_ZONE } = options;
  const today = calendarDate(now, timeZone);
  const slots: TimeWindowSlot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    for (const window of ARRIVAL_WINDOWS) {
      const start = zonedInstant(date, window.startTime, timeZone);
      const slot = {
        date,
        window: window.id,
        label: window.label,
        startTime: window.startTime,
        endTime: window.endTime,
        start: start.toISOString(),
        end: zonedInstant(date, window.endTime, timeZone).toISOString(),
      };
      const bookable = meetsMinimumAdvance(start, now, minAdvanceHours) && (isAvailable?.(slot) ?? true);
      slots.push({ ...slot, bookable });
    }
  }
  return slots;
}

export type WindowStartCheck =
  | { ok: true; date: string; window: ArrivalWindow }
  | { ok: false; reason: 'not_a_window' | 'past' | 'too_soon' | 'too_far' };

/**
 * Whether `start` may be booked at `now`: it must be exactly one window's start on the business
 * calendar, in the future, at least the minimum advance ahead and within the horizon. Accepts
 * exactly the slots upcomingWindows(now, { days: horizonDays, minAdvanceHours }) marks bookable.
 */
export function checkWindowStart(
  start: Date,
  now: Date,
  { minAdvanceHours = DEFAULT_MIN_ADVANCE_HOURS, horizonDays = BOOKING_HORIZON_DAYS, timeZone = BUSINESS_TIME_ZONE } = {},
): WindowStartCheck {
  const found = windowStartingAt(start, timeZone);
  if (!found) return { ok: false, reason: 'not_a_window' };
  if (start.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (!meetsMinimumAdvance(start, now, minAdvanceHours)) return { ok: false, reason: 'too_soon' };
  if (found.date >= addDays(calendarDate(now, timeZone), horizonDays)) return { ok: false, reason: 'too_far' };
  return { ok: true, ...found };
}

/** The window that starts exactly at this instant, or null (a minute off, or another time of day). */
export function windowStartingAt(instant: Date, timeZone = BUSINESS_TIME_ZONE): { date: string; window: ArrivalWindow } | null {
  if (Number.isNaN(instant.getTime())) return null;
  const date = calendarDate(instant, timeZone);
  const window = ARRIVAL_WINDOWS.find((w) => zonedInstant(date, w.startTime, timeZone).getTime() === instant.getTime());
  return window ? { date, window } : null;
}

export function meetsMinimumAdvance(start: Date, now: Date, minAdvanceHours: number): boolean {
  return start.getTime() - now.getTime() >= minAdvanceHours * 3_600_000;
}

/** The calendar day of an instant in the zone, 'YYYY-MM-DD'. */
export function calendarDate(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const p = zonedParts(instant.getTime(), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, so DST days of 23 or 25 hours do not matter). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The instant at which the zone's wall clock shows `time` on `date`. A time that exists twice (the
 * fall-back hour) gives its first occurrence; a time that does not exist (the spring-forward gap,
 * 02:00-03:00) gives the instant the clock would have shown it without the jump (02:30 -> 03:30 PDT),
 * as Temporal's 'compatible' rule does. The arrival windows (08:00 to 20:00) are never either.
 */
export function zonedInstant(date: string, time: string, timeZone = BUSINESS_TIME_ZONE): Date {
  const [year, month, day] = parseDate(date);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side bracket any transition on this day (a zone changes at most once a day).
  const earlier = wall - offsetAt(wall - DAY_MS, timeZone);
  const later = wall - offsetAt(wall + DAY_MS, timeZone);
  const valid = [earlier, later].filter((candidate) => wall - candidate === offsetAt(candidate, timeZone));
  return new Date(valid.length ? Math.min(...valid) : earlier);
}

/**
 * "Mon, Nov 23" for a 'YYYY-MM-DD' day. Formats the day itself, so it is right in any browser zone
 * (new Date('2026-11-23') is UTC midnight: the previous evening in California).
 */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }, locale = 'en-US'): string {
  const [year, month, day] = parseDate(date);
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new TypeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** The zone's offset from UTC in ms at an instant (negative west of Greenwich). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * A DateTimeFormat built on its first use, then kept. Building one with a time zone loads the zone's
 * data (about 20 ms on a phone): at a module's top level that cost lands on every page load that
 * imports the module, used or not.
 */
export function lazyDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

// Building a DateTimeFormat is costly (a tenth of a millisecond and more, loading the locale's and the zone's data):
// each locale and set of options gets one, built on first use (so never at a page's load) and reused.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

// The hottest one, per zone, looked up without building a key.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(epochMs: number, timeZone: string) {
  let format = zoneFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(epochMs)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/**
 * "8:00 AM-12:00 PM" from a booking's 'HH:MM' arrival times: one 12-hour format on every screen and
 * in every message (a job of its own times, "17:00-19:30", reads "5:00 PM-7:30 PM" too).
 */
export function arrivalWindowLabel(startTime: string | null, endTime: string | null): string {
  const found = ARRIVAL_WINDOWS.find((w) => w.startTime === startTime?.slice(0, 5) && w.endTime === endTime?.slice(0, 5));
  if (found) return found.label;
  const hm = (t: string) => {
    const [h, m] = t.split(':').map(Number);
    return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return startTime && endTime ? `${hm(startTime)}-${hm(endTime)}` : '';
}

/** 'HH:MM' (24-hour) of an instant on the business clock: how windows, claims and quiet hours write times. */
export function wallClock(instant: Date): string {
  return dateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** The time of day of an instant on the business clock, in a locale ("10:40 AM", "10:40 a. m.", "10:40"). */
export function clockTime(instant: Date, locale = 'en-US'): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(instant);
}
