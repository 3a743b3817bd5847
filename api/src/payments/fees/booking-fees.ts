import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { feeCents, feePolicyText } from '@dd/domain/fees';
import { feePolicyOf } from '@dd/contracts/settings';
import { BookingEvents, type Actor } from '../../bookings/booking-events';
import type { BookingEntity } from '../../bookings/booking.entity';
import { BookingRepository } from '../../bookings/booking.repository';
import { Events } from '../../platform/events/events';
import { SettingsService } from '../../settings/settings.service';
import { BookingPaymentLedger } from '../booking-payment-ledger';
import { toCents } from '../card-holds';
import { viaGateway } from '../payment-errors';
import { PaymentErrors } from '../payments.errors';
import { PaymentGateway } from '../payment-gateway';
import { idempotencyKey } from '../idempotency-keys';

export type FeeKind = 'late_cancel' | 'no_show';

/**
 * Late-cancellation and no-show fees, taken from the card held for the booking by a partial
 * capture (the gateway releases the rest of the hold). A fee is charged only when the customer
 * agreed to the policy at checkout (the agreement and the words shown are kept on the booking) and
 * a hold stands; the booking records which fee and how much in the same transaction that cancels
 * it, then `charge` captures it, once (the ledger's conditional move, an idempotency key).
 */
@Injectable()
export class BookingFees {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly ledger: BookingPaymentLedger,
    private readonly settings: SettingsService,
    private readonly events: BookingEvents,
    private readonly bus: Events,
  ) {}

  /** The policy in plain words with this booking's amounts (what the customer agrees to at checkout). */
  async policyText(totalAmount: string): Promise<string> {
    return feePolicyText(feePolicyOf(await this.settings.get()), toCents(totalAmount));
  }

  /** Records the customer's agreement (when, and the words shown), before the card is held. */
  async recordAgreement(bookingId: string, totalAmount: string, now = new Date()): Promise<void> {
    await BookingRepository.recordFeeAgreement(this.dataSource.manager, bookingId, { feePolicyAgreedAt: now, feePolicyText: await this.policyText(totalAmount) });
  }

  /** The fee of this kind on the booking now, in cents; null when none can be charged (no agreement, no hold, a zero fee). */
  async quote(booking: BookingEntity, kind: FeeKind): Promise<number | null> {
    if (!booking.feePolicyAgreedAt || booking.paymentStatus !== 'authorized' || !booking.stripePaymentIntentId) return null;
    const policy = feePolicyOf(await this.settings.get());
    const cents = feeCents(toCents(booking.totalAmount), kind === 'late_cancel' ? policy.lateCancelFee : policy.noShowFee);
    return cents > 0 ? cents : null;
  }

  /**
   * Captures the fee the booking records (feeKind, feeCents) from its hold and announces it (the customer is emailed).
   * Safe to repeat: a booking already captured is left alone.
   */
  async charge(bookingId: string, actor: Actor): Promise<void> {
    const booking = await BookingRepository.rowOrFail(this.dataSource.manager, bookingId);
    if (!booking.feeKind || booking.feeCents == null || booking.paymentStatus !== 'authorized' || !booking.stripePaymentIntentId) return;
    const intentId = booking.stripePaymentIntentId;
    const intent = await viaGateway('charge the fee', () =>
      this.gateway.capture(intentId, booking.feeCents!, idempotencyKey(booking.id, 'capture-fee', booking.paymentAttempt)),
    );
    if (intent.status === 'canceled') {
      await this.ledger.lapsed(booking.id, intentId, 'The card hold ended before the fee was charged');
      throw PaymentErrors.holdEndedForFee();
    }
    if (intent.status !== 'succeeded') throw PaymentErrors.feeNotCharged(intent.status);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.ledger.captured(booking.id, intentId, intent.amountCapturedCents || booking.feeCents!, manager))) return;
      await this.events.record(manager, booking.id, 'payment_changed', actor, { paymentStatus: 'captured', fee: booking.feeKind, amountCents: booking.feeCents });
      await this.bus.emit('payment.fee-captured', { manager, bookingId: booking.id });
    });
  }
}
