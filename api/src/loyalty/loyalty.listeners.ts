import { Injectable } from '@nestjs/common';
import type { BookingChange } from '../bookings/bookings.events';
import { OnChange } from '../platform/events/events';
import { CheckoutPricing } from './checkout-pricing';

/** What loyalty does when bookings change. */
@Injectable()
export class LoyaltyListeners {
  constructor(private readonly pricing: CheckoutPricing) {}

  /** The reward credit a cancelled booking used is the customer's again (a no-show's too: the fee is what it costs), in the same transaction. */
  @OnChange('booking.cancelled')
  @OnChange('booking.no-show')
  async giveBackCredit({ manager, bookingId }: BookingChange): Promise<void> {
    await this.pricing.giveBack(manager, bookingId);
  }
}
