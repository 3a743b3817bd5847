import { forbidden, notFound } from '../common/api-exception';

/**
 * The errors the bookings feature answers, one named error each (codes in libs/contracts/src/errors.ts).
 * A booking the caller may not see is "not found" too: saying it exists would leak it.
 */
export const BookingErrors = {
  notFound: () => notFound('Booking not found'),
  notYourBookings: () => forbidden('You can only see the bookings assigned to you'),
  notYourJob: () => forbidden("Only the booking's assigned DAD can add photos to it"),
};
