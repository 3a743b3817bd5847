import type { BookingStatus } from '@dd/contracts/enums';

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
