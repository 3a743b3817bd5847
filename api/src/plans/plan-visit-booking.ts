import { Injectable } from '@nestjs/common';
import type { CreateBookingInput } from '@dd/contracts/booking';
import { BookingCheckout } from '../bookings/booking-checkout';
import type { UserEntity } from '../identity/users/user.entity';
import { PlanVisitPricing } from './plan-visit-pricing';

/**
 * Books a plan visit through bookings' own checkout, the member as the booker, priced at the plan's
 * member price: PlanVisitPricing answers the checkout's pricing port while the visit is claimed as
 * `placing` (decision 0420).
 */
@Injectable()
export class PlanVisitBooking {
  constructor(
    private readonly checkout: BookingCheckout,
    private readonly pricing: PlanVisitPricing,
  ) {}

  book(customer: UserEntity, input: CreateBookingInput): Promise<{ id: string }> {
    return this.pricing.whilePlacing(customer.id, () => this.checkout.create(input, { user: customer, ip: '', signIn: async () => undefined }));
  }
}
