import type { InTransaction } from '../platform/events/events';

/** A change of a membership, announced inside the transaction that made it. */
export interface MembershipChange extends InTransaction {
  membershipId: string;
  customerId: string;
  planId: string;
}

/** A visit of a plan, placed as a booking (held on the card or not) or not placed at all. */
export interface PlanVisitOutcome extends MembershipChange {
  visitDate: string;
  bookingId: string | null;
  /** Why the visit was not placed or not paid, in words for the customer. */
  note: string | null;
}

/** What plans announce; messaging may tell the customer, operations may count. */
declare module '../platform/events/events' {
  interface EventMap {
    'plan.joined': MembershipChange;
    'plan.paused': MembershipChange & { visits: number; resumesOn: string };
    'plan.cancelled': MembershipChange & { endsOn: string };
    'plan.slot-changed': MembershipChange & { weekday: number; window: string; nextVisitDate: string };
    'plan.visit-placed': PlanVisitOutcome;
    'plan.visit-unplaced': PlanVisitOutcome;
    'plan.payment-failed': PlanVisitOutcome;
  }
}
