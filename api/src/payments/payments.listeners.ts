import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BookingEvents } from '../bookings/booking-events';
import { BookingRepository } from '../bookings/booking.repository';
import type { BookingCancelled, BookingChange, BookingNoShow } from '../bookings/bookings.events';
import { AfterCommit } from '../platform/events/events';
import { BookingFees } from './fees/booking-fees';
import { PaymentsService } from './payments.service';

/** What payments does when bookings change: gateway calls, after the change has committed. */
@Injectable()
export class PaymentsListeners {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly fees: BookingFees,
    private readonly events: BookingEvents,
  ) {}

  /**
   * A cancelled (or no-show) booking's card hold: the fee it records is taken from it (the rest released), or
   * the whole hold is released. A cancellation stands whatever the gateway says; what is left is
   * shown to admins (a fee not taken) or released later by the card-hold job.
   */
  @AfterCommit('booking.cancelled')
  @AfterCommit('booking.no-show')
  async settleHold({ bookingId, actor, details }: BookingChange<BookingCancelled | BookingNoShow>): Promise<void> {
    if (details.fee) {
      try {
        await this.fees.charge(bookingId, actor);
      } catch (error) {
        this.logger.warn(`Booking ${bookingId}: the ${details.fee} fee was not charged: ${(error as Error).message}`);
        const what = details.fee === 'late_cancel' ? 'late-cancellation' : 'no-show';
        await BookingRepository.flagHoldIssue(this.dataSource.manager, bookingId, `The ${what} fee could not be charged: ${(error as Error).message}`.slice(0, 255));
      }
      return;
    }
    try {
      if (await this.payments.releaseBookingHold(bookingId)) {
        await this.events.record(null, bookingId, 'payment_changed', actor, { paymentStatus: 'refunded', reason: 'cancelled' });
      }
    } catch (error) {
      this.logger.warn(`Cancelled booking ${bookingId} kept its card hold for now: ${(error as Error).message}`);
    }
  }
}
