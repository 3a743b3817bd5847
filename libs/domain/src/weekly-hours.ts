import type { WeeklyTimeRange } from './availability';

/** The times a DAD's hours can start or end at: every half hour from 06:00 to 20:00. */
export const TIME_CHOICES: string[] = Array.from({ length: 29 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** Monday first, as a working week is read; Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The window "Add Window" adds: the spec's 09:00-17:00 (dad-and-admin §4) on the first day of the week
 * that has no hours yet, so a second click never adds a duplicate Monday that clashes at once (issue 37
 * item 19). With every day taken, the day after the last window's, from the end of its last window.
 */
export function nextWeeklyWindow(windows: readonly WeeklyTimeRange[]): WeeklyTimeRange {
  const free = WEEK_ORDER.find((day) => !windows.some((w) => w.dayOfWeek === day));
  if (free !== undefined) return { dayOfWeek: free, startTime: '09:00', endTime: '17:00' };
  const last = windows[windows.length - 1];
  const day = WEEK_ORDER[(WEEK_ORDER.indexOf(last.dayOfWeek) + 1) % 7];
  const latest = windows.filter((w) => w.dayOfWeek === day).reduce((end, w) => (w.endTime > end ? w.endTime : end), '06:00');
  const start = TIME_CHOICES.find((t) => t >= latest && t < TIME_CHOICES[TIME_CHOICES.length - 1]) ?? '06:00';
  const end = TIME_CHOICES.find((t) => t > start) ?? '20:00';
  return { dayOfWeek: day, startTime: start, endTime: TIME_CHOICES[Math.min(TIME_CHOICES.indexOf(end) + 15, TIME_CHOICES.length - 1)] };
}
