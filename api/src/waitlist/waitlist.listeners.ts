import { Injectable } from '@nestjs/common';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../bookings/bookings.events';
import { AfterCommit, OnChange } from '../platform/events/events';
import type { HoursChanged } from '../scheduling/scheduling.events';
import { WaitlistRounds } from './waitlist-rounds';

/**
 * What the waitlist does when bookings or a DAD's hours change: a cancelled booking's window, the old
 * window of a rescheduled one, or a window a DAD's new hours reach, is a place that opened. It is written in the change's transaction (it commits or
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
  async rescheduled({ manager, bookingId, details, before }: BookingChange<BookingRescheduled>): Promise<void> {
    // Moved for the weather: their waiting comes first for the next windows (decision 0432).
    if (details.waiver === 'weather' && before) await this.rounds.prioritize(manager, before.customerId, bookingId);
    await this.rounds.recordOpening(manager, { dadId: details.fromDadId, start: new Date(details.from), sourceBookingId: bookingId, reason: 'rescheduled' });
  }

  /** A DAD's new or longer hours: the windows they reach that someone waits for are places that opened. */
  @OnChange('scheduling.hours-changed')
  async hoursAdded({ manager, dadId, added }: HoursChanged): Promise<void> {
    await this.rounds.recordHoursOpened(manager, dadId, added);
  }

  @AfterCommit('scheduling.hours-changed')
  async offerHours({ dadId }: HoursChanged): Promise<void> {
    await this.rounds.offerOpenedBy({ dadId, reason: 'hours' });
  }

  @AfterCommit('booking.cancelled')
  async offerCancelled({ bookingId }: BookingChange): Promise<void> {
    await this.rounds.offerOpenedBy({ sourceBookingId: bookingId });
  }

  @AfterCommit('booking.rescheduled')
  async offerRescheduled({ bookingId }: BookingChange): Promise<void> {
    await this.rounds.offerOpenedBy({ sourceBookingId: bookingId });
  }
}
