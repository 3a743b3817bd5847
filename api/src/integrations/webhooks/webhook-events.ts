import { Injectable } from '@nestjs/common';
import type { WebhookEvent, WebhookEventType } from '@dd/contracts/webhooks';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../../bookings/bookings.events';
import type { ReviewPosted } from '../../reviews/reviews.events';
import { insertRows } from '../../platform/database/insert-rows';
import { OnChange } from '../../platform/events/events';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** The fields payments writes in a booking.payment-changed (api/src/payments: capture, fee, refund). */
interface PaymentMove {
  paymentStatus?: string;
  fee?: 'late_cancel' | 'no_show';
  amountCents?: number;
  refundId?: string;
  amount?: string | number;
  fullyRefunded?: boolean;
  tipRefund?: string | number;
}

/**
 * Turns the features' events into webhook deliveries: one row per enabled endpoint that takes the
 * event, written with the change's manager, inside its transaction (the outbox: a change that rolls
 * back sends nothing, one that commits is sent by WebhookWorker after). Bookings knows nothing of it.
 */
@Injectable()
export class WebhookEvents {
  @OnChange('booking.created')
  created({ manager, bookingId }: BookingChange): Promise<void> {
    return this.write(manager, 'booking.created', { bookingId });
  }

  @OnChange('booking.confirmed')
  confirmed({ manager, bookingId }: BookingChange): Promise<void> {
    return this.write(manager, 'booking.confirmed', { bookingId });
  }

  @OnChange('booking.rescheduled')
  rescheduled({ manager, bookingId, details }: BookingChange<BookingRescheduled>): Promise<void> {
    return this.write(manager, 'booking.rescheduled', { bookingId, from: details.from, to: details.to });
  }

  @OnChange('booking.cancelled')
  cancelled({ manager, bookingId, details }: BookingChange<BookingCancelled>): Promise<void> {
    return this.write(manager, 'booking.cancelled', { bookingId, previousStatus: details.from, ...(details.fee ? { fee: details.fee, feeCents: details.feeCents } : {}) });
  }

  @OnChange('booking.completed')
  completed({ manager, bookingId }: BookingChange): Promise<void> {
    return this.write(manager, 'booking.completed', { bookingId });
  }

  /**
   * Payments record their moves as booking.payment-changed: a capture (of the payment, or of a fee)
   * and a refund made at the gateway are sent; a released hold (nothing was charged) and a tip are not.
   */
  @OnChange('booking.payment-changed')
  paymentChanged({ manager, bookingId, details }: BookingChange<PaymentMove>): Promise<void> {
    if (details.refundId) {
      return this.write(manager, 'payment.refunded', { bookingId, amount: Number(details.amount).toFixed(2), fullyRefunded: details.fullyRefunded === true, tip: details.tipRefund !== undefined });
    }
    if (details.paymentStatus === 'captured') return this.write(manager, 'payment.captured', { bookingId, ...(details.fee ? { fee: details.fee, feeCents: details.amountCents } : {}) });
    return Promise.resolve();
  }

  @OnChange('review.posted')
  reviewPosted({ manager, bookingId, reviewId, rating }: ReviewPosted): Promise<void> {
    return this.write(manager, 'review.posted', { bookingId, reviewId, rating });
  }

  private async write(manager: BookingChange['manager'], type: WebhookEventType, data: WebhookEvent['data']): Promise<void> {
    const endpoints = (await manager.find(WebhookEndpointEntity, { select: { id: true, eventTypes: true, disabledAt: true } })).filter(
      (endpoint) => endpoint.disabledAt === null && endpoint.eventTypes.includes(type),
    );
    if (!endpoints.length) return;
    const now = Date.now();
    const payload = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data } satisfies WebhookEvent);
    await insertRows(
      manager,
      WebhookDeliveryEntity,
      endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, payload, status: 'pending' as const, attempts: 0, nextAttemptAt: now, claimedUntil: 0, claimedBy: null, lastStatusCode: null, lastError: null, log: [], deliveredAt: null })),
    );
  }
}
