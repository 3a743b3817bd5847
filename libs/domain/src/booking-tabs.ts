/**
 * The customer's My Bookings tabs (customer-side §4): Past = scheduled before now, or cancelled,
 * or completed; Upcoming = scheduled now or later and neither cancelled nor completed. Upcoming is
 * sorted ascending by date, Past descending.
 */

export type BookingTab = 'upcoming' | 'past';

export interface TabbedBooking {
  scheduledDate: string;
  status: string;
}

/** Which tab a booking belongs to at `now`. An unreadable date counts as past (it cannot be upcoming). */
export function bookingTab(booking: TabbedBooking, now: Date): BookingTab {
  const at = Date.parse(booking.scheduledDate);
  if (booking.status === 'cancelled' || booking.status === 'completed') return 'past';
  if (!Number.isFinite(at) || at < now.getTime()) return 'past';
  return 'upcoming';
}

const time = (booking: TabbedBooking) => {
  const at = Date.parse(booking.scheduledDate);
  return Number.isFinite(at) ? at : 0;
};

/** Both tabs, sorted: Upcoming soonest first, Past latest first. The input is not changed. */
export function splitBookingTabs<T extends TabbedBooking>(bookings: readonly T[], now: Date): Record<BookingTab, T[]> {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const booking of bookings) (bookingTab(booking, now) === 'upcoming' ? upcoming : past).push(booking);
  upcoming.sort((a, b) => time(a) - time(b));
  past.sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}
