import type { BookingSummaryDto } from '@dd/contracts/booking';

/** The next appointment: the soonest future booking that is neither cancelled nor completed. */
export function nextAppointment(bookings: readonly BookingSummaryDto[], now: Date): BookingSummaryDto | undefined {
  return bookings
    .filter((b) => Date.parse(b.scheduledDate) > now.getTime() && b.status !== 'cancelled' && b.status !== 'completed')
    .sort((a, b) => Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate))[0];
}

/** Recent Activity: the first 3 bookings (newest first), "Detail completed" or "Booking created" (their message ids). */
export function recentActivity(bookings: readonly BookingSummaryDto[]) {
  return bookings.slice(0, 3).map((b) => ({
    id: b.id,
    label: b.status === 'completed' ? ('dash.recent.completed' as const) : ('dash.recent.created' as const),
    createdAt: b.createdAt,
    status: b.status,
  }));
}
