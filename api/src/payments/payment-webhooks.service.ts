import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingRepository } from '../bookings/booking.repository';
import { BookingPaymentLedger } from './booking-payment-ledger';
import { toCents } from './card-holds';
import { viaGateway } from './payment-errors';
import { PaymentErrors } from './payments.errors';
import { PaymentEventEntity } from './payment-event.entity';
import { PaymentGateway, WebhookSignatureError, type GatewayIntent, type PaymentEvent } from './payment-gateway';
import { isUniqueViolation } from '../common/unique-violation';
import { DisputesService } from './disputes/disputes.service';
import { BookingTipEntity } from './tips/booking-tip.entity';

export interface WebhookReceipt {
  received: true;
  /** True when this event id was applied before: nothing was done again. */
  duplicate?: true;
}

/**
 * Gateway webhooks keep a booking's paymentStatus right even when the browser never comes back
 * to confirm. Each event is applied once: its id is stored in the same transaction as the move,
 * and the ledger's conditional moves make a late or repeated event harmless anyway.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger(PaymentWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly ledger: BookingPaymentLedger,
    private readonly disputes: DisputesService,
  ) {}

  async handle(payload: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    if (!payload?.length) throw PaymentErrors.webhookInvalid('A webhook needs its raw JSON body');
    let event: PaymentEvent;
    try {
      event = this.gateway.parseWebhookEvent(payload, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw PaymentErrors.webhookInvalid(error.message);
      throw error;
    }
    return this.receive(event);
  }

  /**
   * A verified event (from a webhook, or listed by reconciliation), applied once: its id is stored
   * in the transaction that applies it, so a second delivery is answered as a duplicate.
   */
  async receive(event: PaymentEvent): Promise<WebhookReceipt> {
    const booking = event.paymentIntentId ? await this.bookingOf(event) : null;
    // The authorized event's object lacks the hold's expiry; the gateway has it (asked before the transaction).
    const intent =
      booking && event.kind === 'authorized' ? await viaGateway('load the payment', () => this.gateway.retrieveIntent(event.paymentIntentId!)) : null;

    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(PaymentEventEntity, { id: event.id, type: event.type, paymentIntentId: event.paymentIntentId });
        // Events about intents no booking holds (a renewal's old hold, another app on the account) are only noted.
        if (booking) await this.apply(event, booking, intent, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { received: true, duplicate: true };
      throw error;
    }
    if (booking && event.dispute) await this.answerDispute(event, booking);
    return { received: true };
  }

  /**
   * Evidence goes to Stripe after the dispute is recorded (not inside the transaction). When it
   * cannot be sent, the event is forgotten again so Stripe's redelivery or the reconciliation job
   * brings it back, and the webhook answers 502.
   */
  private async answerDispute(event: PaymentEvent, booking: BookingEntity): Promise<void> {
    try {
      await viaGateway('submit the dispute evidence', () => this.disputes.answer(event.dispute!.id, booking));
    } catch (error) {
      await this.dataSource.getRepository(PaymentEventEntity).delete({ id: event.id });
      throw error;
    }
  }

  /** The booking whose payment the event is about; a dispute may also be on a tip's separate charge. */
  private async bookingOf(event: PaymentEvent): Promise<BookingEntity | null> {
    const booking = await BookingRepository.withPaymentIntent(this.dataSource.manager, event.paymentIntentId!);
    if (booking || event.kind !== 'dispute') return booking;
    const tip = await this.dataSource.getRepository(BookingTipEntity).findOneBy({ paymentIntentId: event.paymentIntentId! });
    return tip ? BookingRepository.row(this.dataSource.manager, tip.bookingId) : null;
  }

  private async apply(event: PaymentEvent, booking: BookingEntity, intent: GatewayIntent | null, manager: EntityManager) {
    const intentId = event.paymentIntentId!;
    switch (event.kind) {
      case 'authorized':
        if (intent?.status === 'requires_capture') await this.ledger.authorized(booking.id, intent, new Date(), manager);
        return;
      case 'failed':
        await this.ledger.failed(booking.id, intentId, manager);
        return;
      case 'captured':
        await this.ledger.captured(booking.id, intentId, event.amountCapturedCents || toCents(booking.totalAmount), manager);
        return;
      case 'dispute':
        if (event.dispute) await this.disputes.record(event.dispute, booking.id, manager);
        return;
      case 'canceled':
        // We release holds ourselves (already 'refunded'); a hold that ended otherwise cannot be captured any more.
        if (booking.status === 'cancelled') await this.ledger.released(booking.id, intentId, manager);
        else if (await this.ledger.lapsed(booking.id, intentId, 'The card hold was released before the payment was captured', manager)) {
          this.logger.warn(`Booking ${booking.id}: its card hold ended before capture`);
        }
        return;
      default:
        return;
    }
  }
}
