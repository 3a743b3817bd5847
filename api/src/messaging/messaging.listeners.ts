import { Injectable } from '@nestjs/common';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../bookings/bookings.events';
import { OnChange } from '../platform/events/events';
import { Notifications } from './notifications';

/** The messages bookings' changes send, written to the outbox in the change's transaction. */
@Injectable()
export class MessagingListeners {
  constructor(private readonly notifications: Notifications) {}

  @OnChange('booking.confirmed')
  async confirmed({ manager, bookingId }: BookingChange): Promise<void> {
    await this.notifications.bookingConfirmed(manager, bookingId);
  }

  @OnChange('booking.rescheduled')
  async rescheduled({ manager, bookingId, before }: BookingChange<BookingRescheduled>): Promise<void> {
    if (before) await this.notifications.bookingRescheduled(manager, bookingId, before);
  }

  /** A hold the system let run out was never a booking the customer made: nobody is told. */
  @OnChange('booking.cancelled')
  async cancelled({ manager, bookingId, details }: BookingChange<BookingCancelled>): Promise<void> {
    if (details.reason) return;
    await this.notifications.bookingCancelled(manager, bookingId);
  }
}
