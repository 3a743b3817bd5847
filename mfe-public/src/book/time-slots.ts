import type { AvailabilityResponse, AvailabilityWindowDto } from '@dd/contracts/availability';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  calendarDate,
  formatCalendarDate,
  upcomingWindows,
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

/**
 * The windows as this remote computed them before the scheduling API existed: every window far
 * enough ahead is available (customer-side §9). Used only when GET /api/availability answers 404
 * (a remote deployed ahead of its API); the server still checks the window at POST /api/bookings.
 */
export function localAvailability(now: Date, options: { days: number; minAdvanceHours: number; timeZone?: string }): AvailabilityResponse {
  const days = new Map<string, AvailabilityWindowDto[]>();
  for (const slot of upcomingWindows(now, options)) {
    const window: AvailabilityWindowDto = {
      date: slot.date,
      window: slot.window,
      label: slot.label,
      startTime: slot.startTime,
      endTime: slot.endTime,
      start: slot.start,
      available: slot.bookable,
      ...(slot.bookable ? {} : { reason: 'min_advance' as const, reasonText: `Book at least ${options.minAdvanceHours} hours ahead` }),
    };
    days.set(slot.date, [...(days.get(slot.date) ?? []), window]);
  }
  return { days: [...days].map(([date, windows]) => ({ date, windows })) };
}
