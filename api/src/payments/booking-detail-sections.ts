import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { fromCents } from '@dd/domain/pricing';
import { BookingDetails } from '../bookings/booking-details';
import { PaymentMethodEntity } from './payment-method.entity';
import { PaymentRefundEntity } from './refunds/payment-refund.entity';
import { BookingTipEntity } from './tips/booking-tip.entity';

/**
 * Payments' sections of a booking's details (decision record 0300): the card that holds or paid it,
 * the refunds of its payment and the tip added after the job, each one query for all the bookings
 * opened. The card and the refunds are not their DAD's to see.
 */
@Injectable()
export class PaymentDetailSections implements OnModuleInit {
  constructor(
    private readonly details: BookingDetails,
    @InjectRepository(PaymentMethodEntity) private readonly cards: Repository<PaymentMethodEntity>,
    @InjectRepository(PaymentRefundEntity) private readonly refunds: Repository<PaymentRefundEntity>,
    @InjectRepository(BookingTipEntity) private readonly tips: Repository<BookingTipEntity>,
  ) {}

  onModuleInit(): void {
    this.details.contribute('card', async (bookings, { withCard }) => {
      const methodIds = withCard ? [...new Set(bookings.flatMap((b) => (b.stripePaymentMethodId ? [b.stripePaymentMethodId] : [])))] : [];
      const cards = methodIds.length ? await this.cards.findBy({ stripePaymentMethodId: In(methodIds) }) : [];
      const cardOf = new Map(cards.map((c) => [c.stripePaymentMethodId, c]));
      return (b) => {
        const card = b.stripePaymentMethodId ? cardOf.get(b.stripePaymentMethodId) : undefined;
        return card ? { brand: card.brand, last4: card.last4 } : null;
      };
    });
    this.details.contribute('refunds', async (bookings, { withCard }) => {
      // Only bookings whose payment was captured can have refunds.
      const refundable = withCard ? bookings.filter((b) => b.paymentCapturedCents != null).map((b) => b.id) : [];
      const refunds = refundable.length
        ? await this.refunds.find({ where: { bookingId: In(refundable), status: 'succeeded', tipId: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } })
        : [];
      return (b) => refunds.filter((r) => r.bookingId === b.id).map((r) => ({ id: r.id, amount: fromCents(r.amountCents), createdAt: r.createdAt.toISOString() }));
    });
    this.details.contribute('tip', async (bookings) => {
      // Only completed jobs can have a tip.
      const completed = bookings.filter((b) => b.status === 'completed').map((b) => b.id);
      const tips = completed.length ? await this.tips.findBy({ bookingId: In(completed), status: 'succeeded' }) : [];
      return (b) => {
        const tip = tips.find((t) => t.bookingId === b.id);
        return tip ? { amount: fromCents(tip.amountCents), refundedAmount: fromCents(tip.refundedCents), createdAt: tip.createdAt.toISOString() } : null;
      };
    });
  }
}
