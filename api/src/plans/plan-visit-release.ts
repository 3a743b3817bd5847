import { Injectable, Logger } from '@nestjs/common';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { BookingChangesService } from '../bookings/booking-changes.service';
import type { UserEntity } from '../identity/users/user.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlanVisitPlacement } from './plan-visit-placement';

/**
 * A change of plan (a new slot, another car, a pause) applies to every visit whose card is not yet
 * held (decision 0474): such visits are forgotten in the change's transaction, their bookings
 * cancelled once it committed (the customer's calendar and the DAD told, as for any cancellation),
 * and the plan placed again at once as it now stands. A visit whose card is held stays a booking the
 * customer can change or cancel as any other.
 */
@Injectable()
export class PlanVisitRelease {
  private readonly logger = new Logger(PlanVisitRelease.name);

  constructor(
    private readonly changes: BookingChangesService,
    private readonly placement: PlanVisitPlacement,
  ) {}

  /** The membership's visits placed whose card is not yet held, earliest first. */
  static unheld(manager: EntityManager, membershipId: string): Promise<PlanVisitEntity[]> {
    return manager.find(PlanVisitEntity, { where: { membershipId, status: 'placed', holdDueAt: Not(IsNull()) }, order: { visitDate: 'ASC' } });
  }

  /** Forgets the visits in the change's transaction (their dates free to be placed again); returns their bookings. */
  static async forget(manager: EntityManager, visits: PlanVisitEntity[]): Promise<string[]> {
    for (const visit of visits) await manager.delete(PlanVisitEntity, { id: visit.id, status: 'placed' });
    return visits.map((visit) => visit.bookingId!);
  }

  /**
   * After the change committed: each forgotten visit's booking cancelled as the member, then the
   * plan's visits placed again. A booking that cannot be cancelled now (an instance stopped, a
   * conflict) keeps its place only until its hold was due: the unpaid-hold job cancels it then.
   */
  async replace(member: UserEntity, membershipId: string, bookingIds: string[], now: Date): Promise<void> {
    for (const id of bookingIds) {
      await this.changes.cancel(member, id).catch((error: unknown) => this.logger.warn(`Booking ${id}: not cancelled with its plan change (${error instanceof Error ? error.message : String(error)})`));
    }
    await this.placement.placeMembership(membershipId, now);
  }
}
