import {
  addDays,
  BUSINESS_TIME_ZONE,
  calendarDate,
  formatCalendarDate,
  windowStartingAt,
  type TimeWindowSlot,
} from '@dd/domain/time-windows';

/** The bookable windows of the coming days, by day; days with none are left out. */
export function windowsByDay(slots: readonly TimeWindowSlot[]): { date: string; slots: TimeWindowSlot[] }[] {
  const days = new Map<string, TimeWindowSlot[]>();
  for (const slot of slots) if (slot.bookable) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** "Tuesday, March 10 · Morning, 8:00 AM-12:00 PM" for the chosen window's start. */
export function describeWindow(start: string | null): string {
  const found = start ? windowStartingAt(new Date(start)) : null;
  if (!found) return '';
  return `${formatCalendarDate(found.date, { weekday: 'long', month: 'long', day: 'numeric' })} · ${found.window.name}, ${found.window.label}`;
}

/** The calendar days step 4 asks GET /api/availability about: today (business zone) and the next `days - 1`. */
export function availabilityRange(now: Date, days: number, timeZone = BUSINESS_TIME_ZONE): { from: string; to: string } {
  const from = calendarDate(now, timeZone);
  return { from, to: addDays(from, Math.max(1, days) - 1) };
}
