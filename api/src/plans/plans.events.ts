import type { UserEntity } from '../identity/users/user.entity';
import type { InTransaction } from '../platform/events/events';
import type { PlanWindow } from '@dd/contracts/plan';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';

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
    'plan.car-changed': CustomerPlanChange & { carName: string; nextVisitDate: string };
    'plan.visit-placed': PlanVisitOutcome;
    /** With the customer (null: account closed), why (`reason`, without the nearest times `note` adds) and the nearest free windows offered instead. */
    'plan.visit-unplaced': PlanVisitOutcome & { customer: UserEntity | null; planName: string; reason: string; nearest: Pick<AvailabilityWindowDto, 'date' | 'startTime' | 'endTime'>[] };
    /**
     * A visit's card hold was declined (at placing, at a scheduled retry, or after a card update):
     * `retryAt` is when it is tried again; null when no retry is left and the plan is stopped for
     * payment (decision 0460). With the customer (null: account closed) for the email; `triedBy`: the
     * schedule (placing included), or by hand, the customer's card update or the admin's Retry now.
     */
    'plan.payment-failed': PlanVisitOutcome & { customer: UserEntity | null; planName: string; amount: string; retries: number; retryAt: Date | null; triedBy: 'schedule' | 'customer' | 'admin' };
    /** A failed visit payment was held after all: `amount` is the revenue recovered, after `retries` tries. */
    'plan.payment-recovered': PlanVisitOutcome & { amount: string; retries: number };
    /** A plan stopped for payment resumes (the card was updated and nothing is owed): visits are placed again from `nextVisitDate`. */
    'plan.resumed': MembershipChange & { nextVisitDate: string };
  }
}
