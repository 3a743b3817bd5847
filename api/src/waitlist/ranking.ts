import { ARRIVAL_WINDOWS, calendarDate, windowStartingAt } from '@dd/domain/time-windows';
import type { WaitlistWindow } from '@dd/contracts/waitlist';

/** What an entry must be for a place to be offered to it, before asking scheduling whether the job fits. */
export interface WaitingEntry {
  id: string;
  fromDate: string;
  toDate: string;
  windows: WaitlistWindow[];
  createdAt: Date;
}

/** Whether the place starting at `start` is on one of the entry's days and in one of its windows. */
export function wantsPlace(entry: WaitingEntry, start: Date): boolean {
  const place = windowStartingAt(start);
  if (!place) return false;
  return entry.fromDate <= place.date && place.date <= entry.toDate && entry.windows.includes(place.window.id);
}

/** A waiting entry whose job fits the place, and the drive minutes it adds to the route that takes it. */
export interface Fit<E extends WaitingEntry = WaitingEntry> {
  entry: E;
  addedMinutes: number;
}

/** How long after a move for the weather the customer's waiting comes first (decision 0432). */
export const WEATHER_PRIORITY_DAYS = 14;

/**
 * Who is offered a place first (issue 44): a customer moved for the weather within
 * WEATHER_PRIORITY_DAYS (`first`, decision 0432), then the job nearest to the DAD's other stops
 * (least added drive), then who has waited longest, then the id (a stable order on every instance).
 */
export function rankFits<E extends WaitingEntry>(fits: readonly Fit<E>[], first: (entry: E) => boolean = () => false): Fit<E>[] {
  const rank = (fit: Fit<E>) => (first(fit.entry) ? 0 : 1);
  return [...fits].sort(
    (a, b) => rank(a) - rank(b) || a.addedMinutes - b.addedMinutes || a.entry.createdAt.getTime() - b.entry.createdAt.getTime() || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
  );
}

/** The window a place starts, as customers read it ("Sat, Dec 5, 8:00 AM-12:00 PM"). */
export function placeLabel(start: Date): { date: string; windowLabel: string } {
  const place = windowStartingAt(start);
  return { date: place?.date ?? calendarDate(start), windowLabel: place?.window.label ?? ARRIVAL_WINDOWS[0].label };
}
