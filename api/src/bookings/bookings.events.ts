import type { BookingStatus } from '@dd/contracts/enums';
import type { InTransaction } from '../platform/events/events';
import type { Actor } from './booking-events';
import type { BookingEntity } from './booking.entity';

/**
 * What bookings announce, one event per change, emitted inside the change's transaction by
 * BookingEvents.record (which also writes the change to booking_events). Other features react to
 * them (scheduling frees the time, loyalty gives credit back, messaging tells people, payments
 * releases the hold); bookings imports none of them.
 */
export interface BookingChange<Details = Record<string, unknown>> extends InTransaction {
  bookingId: string;
  actor: Actor;
  details: Details;
  /** The booking as the change found it, where the change had read it. */
  before?: BookingEntity;
}

export interface BookingCancelled {
  from: BookingStatus;
  /** A late-cancellation or no-show fee recorded on the booking, to take from the hold. */
  fee?: 'late_cancel' | 'no_show';
  feeCents?: number;
  /** Why the system cancelled it (an unpaid hold that ran out), when no person did. */
  reason?: string;
}

export interface BookingCreated {
  scheduledDate: string;
  dadId: string;
  /** ISO: when the card is to be held, for a booking whose payment is arranged for later (decision 0474). */
  paymentDueAt?: string;
}

/** The DAD set out for the job (issue 43): about `etaMinutes` away. */
export interface DadOnTheWay {
  etaMinutes: number;
  /** ISO: when the DAD expects to arrive. */
  expectedAt: string;
}

/**
 * The customer was not there (issue 37 item 12): the booking is closed (stored as cancelled, with
 * the report) and the no-show fee recorded when the customer agreed to it. Its own event, so a
 * feature decides for itself what a no-show means to it, apart from a cancellation.
 */
export interface BookingNoShow {
  from: BookingStatus;
  fee?: 'no_show';
  feeCents?: number;
  noShow: true;
}

export interface BookingRescheduled {
  from: string;
  to: string;
  fromDadId: string | null;
  dadId: string;
  /** Set when a feature above offered the move and waived the customer's rules (a weather move). */
  waiver?: 'weather';
}

declare module '../platform/events/events' {
  interface EventMap {
    'booking.created': BookingChange<BookingCreated>;
    'booking.confirmed': BookingChange;
    'booking.rescheduled': BookingChange<BookingRescheduled>;
    /** To another DAD, or to nobody (`dadId` null: its DAD was deactivated) until an admin assigns one. */
    'booking.reassigned': BookingChange<{ fromDadId: string | null; dadId: string | null; reason?: string }>;
    'booking.started': BookingChange;
    'booking.completed': BookingChange;
    'booking.cancelled': BookingChange<BookingCancelled>;
    'booking.no-show': BookingChange<BookingNoShow>;
    'booking.payment-changed': BookingChange;
    'booking.dad-on-the-way': BookingChange<DadOnTheWay>;
    /** The customer confirmed they expect the DAD (a text reply `C`). */
    'booking.customer-confirmed': BookingChange<{ via: 'sms' }>;
  }
}
