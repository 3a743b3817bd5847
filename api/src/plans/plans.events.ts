import type { UserEntity } from '../identity/users/user.entity';
import type { InTransaction } from '../platform/events/events';
import type { PlanWindow } from '@dd/contracts/plan';

/** A change of a membership, announced inside the transaction that made it. */
export interface MembershipChange extends InTransaction {
  membershipId: string;
  customerId: string;
  planId: string;
}

/** A change the customer made, with the customer (for the confirmation email) and the membership as it now is. */
export interface CustomerPlanChange extends MembershipChange {
  customer: UserEntity;
  planName: string;
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
    'plan.joined': CustomerPlanChange & { firstVisitDate: string };
    'plan.paused': CustomerPlanChange & { visits: number; resumesOn: string };
    'plan.cancelled': CustomerPlanChange & { endsOn: string };
    'plan.slot-changed': CustomerPlanChange & { weekday: number; window: PlanWindow; nextVisitDate: string };
    'plan.visit-placed': PlanVisitOutcome;
    'plan.visit-unplaced': PlanVisitOutcome;
    'plan.payment-failed': PlanVisitOutcome;
  }
}
