import type { CustomerProfileDto } from '@dd/contracts/dad';

/** One booking as a customer's profile lists it. */
export type ProfileBooking = CustomerProfileDto['bookings'][number];

export const CUSTOMER_BOOKINGS = Symbol('CustomerBookings');
/**
 * Bookings: a customer's bookings for their profile. Customers sit below bookings; bookings
 * implements this and the composition root binds it (decision record 0302).
 */
export interface CustomerBookings {
  /** The customer's bookings, latest appointment first; only those with `dadId` when given. */
  of(customerId: string, dadId?: string): Promise<ProfileBooking[]>;
}
