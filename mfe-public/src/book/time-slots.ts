import {
  addDays,
  BUSINESS_TIME_ZONE,
  calendarDate,
  formatCalendarDate,
  windowStartingAt,
} from '@dd/domain/time-windows';

/** "Tuesday, March 10 · Morning, 8:00 AM-12:00 PM" for the chosen window's start. */
export function describeWindow(start: string | null, locale = 'en-US', windowName: (english: string) => string = (name) => name): string {
  const found = start ? windowStartingAt(new Date(start)) : null;
  if (!found) return '';
  return `${formatCalendarDate(found.date, { weekday: 'long', month: 'long', day: 'numeric' }, locale)} · ${windowName(found.window.name)}, ${found.window.label}`;
}

/** The calendar days step 4 asks GET /api/availability about: today (business zone) and the next `days - 1`. */
export function availabilityRange(now: Date, days: number, timeZone = BUSINESS_TIME_ZONE): { from: string; to: string } {
  const from = calendarDate(now, timeZone);
  return { from, to: addDays(from, Math.max(1, days) - 1) };
}
