import { Injectable } from '@nestjs/common';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../bookings/bookings.events';
import { AfterCommit, OnChange } from '../platform/events/events';
import { WaitlistRounds } from './waitlist-rounds';

/**
 * What the waitlist does when bookings change: a cancelled booking's window, or the old window of a
 * rescheduled one, is a place that opened. It is written in the change's transaction (it commits or
 * rolls back with it) and offered after commit, when the freed time is visible to every instance.
 */
@Injectable()
export class WaitlistListeners {
  constructor(private readonly rounds: WaitlistRounds) {}

  @OnChange('booking.cancelled')
  async cancelled({ manager, bookingId, before }: BookingChange<BookingCancelled>): Promise<void> {
    // A change that did not read the booking (an unpaid hold running out) frees a place nobody had paid for: not offered.
    if (!before?.dadId) return;
    await this.rounds.recordOpening(manager, { dadId: before.dadId, start: before.scheduledDate, sourceBookingId: bookingId, reason: 'cancelled' });
  }

  @OnChange('booking.rescheduled')
  async rescheduled({ manager, bookingId, details }: BookingChange<BookingRescheduled>): Promise<void> {
    await this.rounds.recordOpening(manager, { dadId: details.fromDadId, start: new Date(details.from), sourceBookingId: bookingId, reason: 'rescheduled' });
  }

  @AfterCommit('booking.cancelled')
  async offerCancelled({ bookingId }: BookingChange): Promise<void> {
    await this.rounds.offerOpenedBy(bookingId);
  }

  @AfterCommit('booking.rescheduled')
  async offerRescheduled({ bookingId }: BookingChange): Promise<void> {
    await this.rounds.offerOpenedBy(bookingId);
  }
}
