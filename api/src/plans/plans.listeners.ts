import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { BookingChange } from '../bookings/bookings.events';
import { OnChange } from '../platform/events/events';
import { PlanVisitEntity } from './plan-visit.entity';

/**
 * What plans do when bookings change: a plan visit is a booking, so its visit row follows it, in the
 * booking's own transaction (its manager). Bookings know nothing of plans.
 */
@Injectable()
export class PlansListeners {
  /** A visit cancelled (by the customer, an admin, or an unpaid hold that ran out) is a cancelled visit; the plan goes on. */
  @OnChange('booking.cancelled')
  async visitCancelled({ manager, bookingId }: BookingChange): Promise<void> {
    await manager.update(PlanVisitEntity, { bookingId, status: In(['placing', 'placed', 'payment_failed']) }, { status: 'cancelled' });
  }

  /** Nobody was there: the visit did not happen either (its booking records the no-show and any fee). */
  @OnChange('booking.no-show')
  async visitMissed(change: BookingChange): Promise<void> {
    await this.visitCancelled(change);
  }

  @OnChange('booking.completed')
  async visitCompleted({ manager, bookingId }: BookingChange): Promise<void> {
    await manager.update(PlanVisitEntity, { bookingId, status: 'placed' }, { status: 'completed' });
  }
}
