import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookEvent, WebhookEventType } from '@dd/contracts/webhooks';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../../bookings/bookings.events';
import type { ReviewPosted } from '../../reviews/reviews.events';
import { CachedRead } from '../../platform/cache/cached-read';
import { CacheVersions } from '../../platform/cache/cache-versions';
import { OnChange } from '../../platform/events/events';
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

type Listener = Pick<WebhookEndpointEntity, 'id' | 'eventTypes' | 'disabledAt'>;

const listeners = (manager: EntityManager): Promise<Listener[]> =>
  manager.find(WebhookEndpointEntity, { select: { id: true, eventTypes: true, disabledAt: true } });

/**
 * Turns the features' events into webhook deliveries: one row per enabled endpoint that takes the
 * event, written with the change's manager, inside its transaction (the outbox: a change that rolls
 * back sends nothing, one that commits is sent by WebhookWorker after). Bookings knows nothing of it.
 *
 * The endpoints are kept until one is made, disabled or deleted, here at once and on the other
 * instances within a poll (CacheVersions), so a change reads none (decision 0484). An endpoint made on
 * another instance therefore takes the events of changes from that poll on; one disabled or deleted
 * there meanwhile gets no row, since the rows are written only for endpoints still enabled.
 */
@Injectable()
export class WebhookEvents implements OnApplicationBootstrap {
  private readonly endpoints: CachedRead<Listener[]>;

  constructor(@InjectDataSource() dataSource: DataSource, versions: CacheVersions) {
    this.endpoints = new CachedRead(versions, ['webhook_endpoints'], () => listeners(dataSource.manager));
  }

  /** Loaded before the first request: a burst of bookings on a new instance would all read them while the pool is busy. */
  async onApplicationBootstrap(): Promise<void> {
    await this.endpoints.get();
  }

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
    // Kept when current; else read with the change's connection, which must not wait for a second one.
    const endpoints = (await (this.endpoints.ifCurrent() ?? listeners(manager))).filter((endpoint) => endpoint.disabledAt === null && endpoint.eventTypes.includes(type));
    if (!endpoints.length) return;
    const now = Date.now();
    const payload = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data } satisfies WebhookEvent);
    // One row per endpoint still there and enabled, whatever the kept list says. Raw SQL skips the ORM's
    // subscribers; the change's own rows (its event, its review) already mark signed-in reads stale.
    const rows = endpoints.map(
      () => "SELECT ?, e.id, ?, ?, 'pending', 0, ?, 0, '[]' FROM webhook_endpoints e WHERE e.id = ? AND e.disabledAt IS NULL",
    );
    await manager.query(
      `INSERT INTO webhook_deliveries (id, endpointId, eventType, payload, status, attempts, nextAttemptAt, claimedUntil, log) ${rows.join(' UNION ALL ')}`,
      endpoints.flatMap((endpoint) => [randomUUID(), type, payload, now, endpoint.id]),
    );
  }
}
