import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { PaymentMethodEntity } from './payment-method.entity';
import { PaymentRefundEntity } from './refunds/payment-refund.entity';
import { BookingTipEntity } from './tips/booking-tip.entity';

/**
 * Saved cards are removed on deletion; charges, refunds and tips are payment records the law asks us
 * to keep (they name no one once the account is anonymised). The card stays at Stripe under its
 * customer id until the operator removes it there (docs/how-to/operators/privacy-requests.md).
 */
@HoldsPersonalData({ tables: ['payment_methods', 'payment_refunds', 'booking_tips'] })
@Injectable()
export class PaymentsPersonalData implements PersonalData {
  async exportFor({ userId, bookingIds }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const cards = await manager.find(PaymentMethodEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    const byBooking = { where: { bookingId: In(bookingIds) }, order: { createdAt: 'ASC' as const } };
    const refunds = bookingIds.length ? await manager.find(PaymentRefundEntity, byBooking) : [];
    const tips = bookingIds.length ? await manager.find(BookingTipEntity, byBooking) : [];
    return {
      savedCards: cards.map(({ brand, last4, expMonth, expYear, isDefault, createdAt }) => ({ brand, last4, expMonth, expYear, isDefault, createdAt })),
      refunds: refunds.map(({ bookingId, amountCents, reason, status, createdAt }) => ({ bookingId, amountCents, reason, status, createdAt })),
      tips: tips.map(({ bookingId, amountCents, refundedCents, status, createdAt }) => ({ bookingId, amountCents, refundedCents, status, createdAt })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    await manager.delete(PaymentMethodEntity, { userId });
    return [];
  }
}
