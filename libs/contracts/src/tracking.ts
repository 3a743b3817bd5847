import { z } from 'zod';
import { LANGUAGES } from './language';

/**
 * The customer's tracking link (issue 43): a signed, expiring link sent with On my way, opened
 * without signing in. GET /api/track/{token} answers the whole page once; the page then polls
 * GET /api/track/{token}/estimate, which answers only what changes.
 */

/** How often the tracking page asks for a new estimate (seconds); the DAD's phone sends its position about as often. */
export const TRACKING_POLL_SECONDS = 15;

/** Where the job stands for the customer: the DAD is on the way, is at the car, has finished, or it was called off. */
export const TRACKING_STATES = ['on_the_way', 'arrived', 'done', 'called_off'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

export const trackingEstimateDtoSchema = z
  .object({
    state: z.enum(TRACKING_STATES),
    /** When the DAD is expected (ISO): from their last position and the drive time while on the way; null once there. */
    expectedAt: z.string().nullable(),
    /** The expected arrival is after the promised window's end. */
    late: z.boolean(),
    /** When the estimate was last worked out (ISO). */
    updatedAt: z.string(),
  })
  .meta({ id: 'TrackingEstimate' });
export type TrackingEstimateDto = z.infer<typeof trackingEstimateDtoSchema>;

export const trackingDtoSchema = trackingEstimateDtoSchema
  .extend({
    dad: z.object({ firstName: z.string(), photoUrl: z.string().nullable() }),
    /** The car being detailed ("Blue Honda Civic"), or its size when the booking names no car. */
    car: z.string(),
    address: z.string(),
    /** The promised arrival window (ISO instants). */
    windowStart: z.string(),
    windowEnd: z.string(),
    /** When the link stops working (ISO). */
    expiresAt: z.string(),
    /** The customer's own language (`users.language`): the page opens in it unless the reader chose another; null when never chosen. */
    language: z.enum(LANGUAGES).nullable(),
  })
  .meta({ id: 'Tracking' });
export type TrackingDto = z.infer<typeof trackingDtoSchema>;

/** POST /api/dad/bookings/{id}/position: the DAD's phone, between On my way and I'm Here. */
export const dadPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type DadPositionRequest = z.infer<typeof dadPositionSchema>;

export const TRACKING_MESSAGES = {
  invalid: 'This tracking link is not valid',
  expired: 'This tracking link has expired',
  replaced: 'This tracking link was replaced by a newer one',
  notOnTheWay: 'Your position is shared only between On my way and I’m Here',
};
