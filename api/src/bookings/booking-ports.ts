import type { EntityManager } from 'typeorm';
import type { ReassignRefusal } from '@dd/contracts/admin-bookings';
import type { AvailabilityResponse, BookingAvailabilityQuery } from '@dd/contracts/availability';
import type { BookingPriceLines } from '@dd/contracts/booking';
import type { BookingSubtotal } from '@dd/domain/loyalty';
import type { UserEntity } from '../identity/users/user.entity';
import type { Actor } from './booking-events';
import type { BookingEntity } from './booking.entity';

/**
 * What bookings must ask before deciding, from the features above them (decision record 0265).
 * Bookings own these interfaces; the feature that knows the answer implements one and the
 * composition root (app/booking-ports.module.ts) binds it to the token, so bookings never import
 * scheduling, payments or loyalty. What happens after a change is not asked here: it is an event.
 */

/** A new time for a booking: where it starts, how long, and where. */
export interface SlotRequest {
  start: Date;
  durationMinutes: number;
  /** The customer's ZIP: a stop of the DAD's route. */
  zipCode: string;
  /** The booking being moved: its own time does not stand in its way. */
  excludeBookingId?: string;
  /** Keep this DAD when they are free. */
  preferDadId?: string | null;
}

/** Where the DAD's route puts a booking: when they arrive, and the drive there. */
export type PlannedArrival = Pick<BookingEntity, 'plannedArrival' | 'driveMinutes' | 'driveMeters'>;

/**
 * Writes the booking with the DAD it was given, in the transaction that claims the DAD's time. A new
 * booking is inserted with `arrival` (the route then need not update it); a moved one leaves it to the route.
 */
export type WithDad<T> = (manager: EntityManager, dadId: string, arrival: PlannedArrival, dad: AssignedDadName) => Promise<{ bookingId: string; result: T }>;

/** The DAD's name as scheduling planned with them: what a new booking's answer shows without reading it back. */
export type AssignedDadName = Pick<UserEntity, 'firstName' | 'lastName'>;

/** Scheduling's split of the other active DADs for a booking's reassignment. */
export interface ReassignCandidates {
  free: { id: string; addedDriveMinutes: number }[];
  busy: { id: string; reasons: ReassignRefusal[] }[];
}

export const BOOKING_SCHEDULE = Symbol('BookingSchedule');
/** Scheduling: free DADs and their time claims, never a double booking. */
export interface BookingSchedule {
  /**
   * Gives the slot a free DAD: `write` saves the booking in the transaction that claims the DAD's
   * time; when no DAD is free (any more), 409 SLOT_TAKEN and nothing is saved.
   */
  assign<T>(slot: SlotRequest, write: WithDad<T>): Promise<T>;
  /** The windows the booking could move to, its own time not counted against it. */
  windowsFor(query: BookingAvailabilityQuery, booking: BookingEntity): Promise<AvailabilityResponse>;
  /** The other DADs: those free for the booking's time as it stands with the drive each would add, and those not with why. */
  candidates(booking: BookingEntity): Promise<ReassignCandidates>;
  /**
   * Gives the booking to `dadId`: `write` runs in the transaction that moves its time claims; when
   * that DAD is not free for it, 409 SLOT_TAKEN and nothing changes.
   */
  reassign(booking: BookingEntity, dadId: string, write: (manager: EntityManager) => Promise<void>): Promise<void>;
}

/** The booking being priced at checkout: when, which car, which package (a quote has none). */
export type PricedBooking = Pick<BookingEntity, 'scheduledDate' | 'carId' | 'packageId'>;

/** The customer being priced, as the caller already holds the row (the session's, or the checkout's locked one): the tier comes from its points. */
export type PricedCustomer = Pick<UserEntity, 'id' | 'washPoints'>;

export const CHECKOUT_PRICING = Symbol('CheckoutPricing');
/** Loyalty (and a plan's member prices): what the customer pays after their tier benefit and reward credits. */
export interface CheckoutPricingPort {
  /** The price lines for a subtotal (a visitor: null), and the reward claims they use; `booking`: the booking being written. */
  quote(customer: PricedCustomer | null, subtotal: BookingSubtotal, manager?: EntityManager, booking?: PricedBooking): Promise<{ lines: BookingPriceLines; claimIds: string[] }>;
  /** Marks the claims as used by the booking, in its transaction; 409 when one was used meanwhile. */
  use(manager: EntityManager, bookingId: string, claimIds: string[]): Promise<void>;
}

export type FeeKind = NonNullable<BookingEntity['feeKind']>;

export const BOOKING_PAYMENTS = Symbol('BookingPayments');
/** Payments: fee quotes, the card, and what the gateway says was taken. */
export interface BookingPayments {
  /** The fee in cents a cancellation of this kind would take from the hold now; null: none applies. */
  feeQuote(booking: BookingEntity, kind: FeeKind): Promise<number | null>;
  /** Records a capture the gateway confirms (admin's PUT paymentStatus 'captured'). */
  recordGatewayCapture(bookingId: string, actor: Actor): Promise<void>;
  /** A card's brand and last digits as the gateway describes it (a card no longer saved). */
  describeCard(paymentMethodId: string): Promise<{ brand: string; last4: string } | null>;
}
