import { Injectable } from '@nestjs/common';
import type { WebhookEvent, WebhookEventType } from '@dd/contracts/webhooks';
import type { BookingCancelled, BookingChange, BookingRescheduled } from '../../bookings/bookings.events';
import { insertRows } from '../../platform/database/insert-rows';
import { OnChange } from '../../platform/events/events';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

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
