import { Injectable } from '@nestjs/common';
import type { Actor } from '../bookings/booking-events';
import type { BookingPayments, FeeKind } from '../bookings/booking-ports';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingFees } from './fees/booking-fees';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentsService } from './payments.service';

/** Payments' answers to bookings (their BOOKING_PAYMENTS port). */
@Injectable()
export class BookingPaymentsAdapter implements BookingPayments {
  constructor(
    private readonly fees: BookingFees,
    private readonly payments: PaymentsService,
    private readonly cards: PaymentMethodsService,
  ) {}

  feeQuote(booking: BookingEntity, kind: FeeKind): Promise<number | null> {
    return this.fees.quote(booking, kind);
  }

  recordGatewayCapture(bookingId: string, actor: Actor): Promise<void> {
    return this.payments.recordGatewayCapture(bookingId, actor);
  }

  describeCard(paymentMethodId: string): Promise<{ brand: string; last4: string } | null> {
    return this.cards.describedByGateway(paymentMethodId);
  }
}
