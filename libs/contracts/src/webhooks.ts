import { z } from 'zod';

/**
 * Webhooks out (issue 39): an admin registers an HTTPS endpoint and the events it wants; each event
 * is POSTed to it signed with the Standard Webhooks scheme (headers `webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), retried with backoff over about a day.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'payment.captured',
  'payment.refunded',
  'review.posted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Seconds after a failed try before the next: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (about 17.6 hours in all), then the delivery is failed. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000] as const;

/** POST /api/admin/webhooks */
export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Give the URL' })
    .trim()
    .max(500, 'URL must be at most 500 characters')
    .url('Give a full URL, such as https://example.com/hooks')
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with https:// or http://'),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type' }), { error: 'Choose at least one event' }).min(1, 'Choose at least one event').max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(120, 'Description must be at most 120 characters').optional(),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointSchema>;

/** An endpoint as the admin's list shows it: never its secret. */
export const webhookEndpointDtoSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    createdAt: z.string(),
    /** Set once disabled: no event is written for it any more, and what was waiting is not sent. */
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointDto = z.infer<typeof webhookEndpointDtoSchema>;

/** POST /api/admin/webhooks answers the signing secret once (`whsec_<base64>`); it is kept sealed. */
export const createdWebhookEndpointDtoSchema = webhookEndpointDtoSchema.extend({ secret: z.string() }).meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhookEndpointDto = z.infer<typeof createdWebhookEndpointDtoSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One try of a delivery: the receiver's status code (null when it could not be reached) and the error. */
export const webhookAttemptSchema = z.object({ at: z.string(), statusCode: z.number().int().nullable(), error: z.string().nullable() });

/** GET /api/admin/webhooks/{id}/deliveries: one event for one endpoint, with each try. */
export const webhookDeliveryDtoSchema = z
  .object({
    /** The `webhook-id` header: the same on every try and on a replay, so a receiver can drop repeats. */
    id: z.string(),
    endpointId: z.string(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    log: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDtoSchema>;

/**
 * The body of every webhook (the Standard Webhooks envelope): `type`, `timestamp` (ISO, when the
 * change happened) and `data`. `data.bookingId` names the booking; read it with an API key for more.
 */
export const webhookEventSchema = z
  .object({
    type: z.enum(WEBHOOK_EVENT_TYPES),
    timestamp: z.string(),
    data: z.object({
      bookingId: z.string(),
      /** booking.rescheduled: the start before and after (ISO). */
      from: z.string().optional(),
      to: z.string().optional(),
      /** booking.cancelled: the status it was cancelled from, and a fee recorded with it; payment.captured: the fee, when the capture was a late-cancellation or no-show fee. */
      previousStatus: z.string().optional(),
      fee: z.enum(['late_cancel', 'no_show']).optional(),
      feeCents: z.number().int().optional(),
      /** payment.refunded: the amount given back in dollars ("25.50"), whether the payment (or the tip) is now wholly refunded, and whether it was the tip. */
      amount: z.string().optional(),
      fullyRefunded: z.boolean().optional(),
      tip: z.boolean().optional(),
      /** review.posted: the review (approved later by an admin) and its stars. */
      reviewId: z.string().optional(),
      rating: z.number().int().optional(),
    }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
