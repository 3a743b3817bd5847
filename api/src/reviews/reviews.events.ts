import type { InTransaction } from '../platform/events/events';

/** A customer posted a review of their completed booking (not yet approved for the public page). */
export interface ReviewPosted extends InTransaction {
  reviewId: string;
  bookingId: string;
  rating: number;
}

/** What reviews announces for others to react to in the same transaction (webhooks); reviews imports none of them. */
declare module '../platform/events/events' {
  interface EventMap {
    'review.posted': ReviewPosted;
  }
}
