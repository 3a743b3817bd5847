import { Global, Module } from '@nestjs/common';
import { BOOKING_PAYMENTS, BOOKING_SCHEDULE, CHECKOUT_PRICING } from '../bookings/booking-ports';
import { BookingPaymentsAdapter } from '../payments/booking-payments';
import { PaymentsModule } from '../payments/payments.module';
import { PlanPricingModule } from '../plans/plan-pricing.module';
import { PlanVisitPricing } from '../plans/plan-visit-pricing';
import { BookingScheduleAdapter } from '../scheduling/booking-schedule';
import { SchedulingModule } from '../scheduling/scheduling.module';

/**
 * Binds the ports bookings own (bookings/booking-ports.ts) to the features above them that answer
 * (decision record 0265). Global, so BookingsModule injects the tokens without importing them.
 */
@Global()
@Module({
  imports: [SchedulingModule, PaymentsModule, PlanPricingModule],
  providers: [
    { provide: BOOKING_SCHEDULE, useExisting: BookingScheduleAdapter },
    { provide: BOOKING_PAYMENTS, useExisting: BookingPaymentsAdapter },
    { provide: CHECKOUT_PRICING, useExisting: PlanVisitPricing },
  ],
  exports: [BOOKING_SCHEDULE, BOOKING_PAYMENTS, CHECKOUT_PRICING],
})
export class BookingPortsModule {}
