import { Injectable } from '@nestjs/common';
import type { BookingChange } from '../bookings/bookings.events';
import { OnChange } from '../platform/events/events';
import { DadAssigner } from './dad-assigner';

/** What scheduling does when bookings change. */
@Injectable()
export class SchedulingListeners {
  constructor(private readonly assigner: DadAssigner) {}

  /** A cancelled booking's time, or a no-show's, is free again on its DAD's day, in the same transaction. */
  @OnChange('booking.cancelled')
  @OnChange('booking.no-show')
  async freeTime({ manager, bookingId }: BookingChange): Promise<void> {
    await this.assigner.release(manager, bookingId);
  }

  /** A booking left with no DAD (its DAD was deactivated) holds no DAD's time until it is assigned again. */
  @OnChange('booking.reassigned')
  async freeUnassigned({ manager, bookingId, details }: BookingChange<{ dadId: string | null }>): Promise<void> {
    if (details.dadId === null) await this.assigner.release(manager, bookingId);
  }
}
