import type { InTransaction } from '../platform/events/events';

/** A booking's payment moved, inside the transaction that moved it. */
export interface PaymentChange extends InTransaction {
  bookingId: string;
}

/**
 * What payments announces for others to react to in the same transaction (messaging tells people);
 * payments imports none of them.
 */
declare module '../platform/events/events' {
  interface EventMap {
    /** The card is held: the booking is now made. Once per booking (the ledger's conditional move). */
    'payment.authorized': PaymentChange;
    /** The late-cancellation or no-show fee the booking records was captured from its hold, once. */
    'payment.fee-captured': PaymentChange;
  }
}
