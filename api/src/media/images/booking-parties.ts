export const BOOKING_PARTIES = Symbol('BookingParties');
/**
 * Bookings: who is on a booking, for the image read rules (a booking's photos go to its customer and
 * its DAD; a profile photo to the people its owner shares a booking with). Media sits below bookings
 * and keeps only booking ids; bookings implements this and the composition root binds it (decision
 * record 0302).
 */
export interface BookingParties {
  /** Whether `userId` is the customer or the assigned DAD of any of `bookingIds`. */
  isPartyToAny(userId: string, bookingIds: string[]): Promise<boolean>;
  /** Whether the two people share a booking, one as its customer and the other as its DAD. */
  shareABooking(one: string, other: string): Promise<boolean>;
}
