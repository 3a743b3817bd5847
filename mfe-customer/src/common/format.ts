import type { BookingStatus, PaymentStatus, VehicleType } from '@dd/contracts/enums';
import { ARRIVAL_WINDOWS, calendarDate, formatCalendarDate, windowStartingAt } from '@dd/domain/time-windows';

/** The booking reference (customer-side §9): the last 8 characters of the id, uppercase. */
export const bookingReference = (id: string) => id.slice(-8).toUpperCase();

/** "Tuesday, March 10, 2026": the long date of an instant on the business calendar. */
export function longDate(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return formatCalendarDate(calendarDate(instant), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** "Tuesday, March 10" (the window picker's day headings). */
export const dayTitle = (date: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' });

/** "Morning, 8:00 AM-12:00 PM": the arrival window a booking starts in (its start, else its startTime). */
export function windowText(booking: { scheduledDate: string; startTime?: string | null }): string {
  const found = windowStartingAt(new Date(booking.scheduledDate))?.window ?? ARRIVAL_WINDOWS.find((w) => w.startTime === booking.startTime?.slice(0, 5));
  return found ? `${found.name}, ${found.label}` : '';
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  in_progress: 'purple',
  completed: 'green',
  cancelled: 'default',
};

/**
 * Payment statuses as a customer reads them: the card is authorized at checkout and charged after
 * the job (customer-side §1); 'refunded' is what a released hold records (nothing will be charged).
 */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  authorized: 'Card authorized (charged after the job)',
  captured: 'Paid',
  failed: 'Payment failed',
  refunded: 'Card hold released (nothing charged)',
};

export const VEHICLE_LABELS: Record<VehicleType, string> = { sedan: 'Sedan', suv: 'SUV', truck: 'Truck' };

/** What the customer may do with a booking in the history list (customer-side §2). */
export function bookingActions(status: BookingStatus) {
  return {
    viewDetails: true,
    viewPhotos: status === 'completed' || status === 'in_progress',
    receipt: status === 'completed',
    review: status === 'completed',
    manage: status === 'pending' || status === 'confirmed',
  };
}
