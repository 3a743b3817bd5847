import { Injectable } from '@nestjs/common';
import type { CreateBookingInput } from '@dd/contracts/booking';
import { BookingCheckout } from '../bookings/booking-checkout';
import type { UserEntity } from '../identity/users/user.entity';
import { PlanVisitPricing } from './plan-visit-pricing';

/**
 * Books a plan visit through bookings' own checkout, the member as the booker (its history says
 * made automatically), priced at the plan's member price: PlanVisitPricing answers the checkout's
 * pricing port while the visit is claimed as `placing` (decision 0420).
 */
@Injectable()
export class PlanVisitBooking {
  constructor(
    private readonly checkout: BookingCheckout,
    private readonly pricing: PlanVisitPricing,
  ) {}

  /** `payment`: when the saved card is held, and until when the place is kept if it is not (decision 0474); null: held at once by the caller. */
  book(customer: UserEntity, input: CreateBookingInput, payment: { dueAt: Date; keptUntil: Date } | null): Promise<{ id: string }> {
    const booker = { user: customer, ip: '', signIn: async () => undefined, automatic: true, ...(payment && { paymentArranged: payment }) };
    return this.pricing.whilePlacing(customer.id, () => this.checkout.create(input, booker));
  }
}
