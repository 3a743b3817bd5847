import { z } from 'zod';
import { ERROR_CODES } from './errors';

/**
 * The error body every API failure carries (Nest's shape); `message` is always one readable line.
 * Loose: a few errors add what the screen needs to recover (the booking's new state, a retry time).
 */
export const apiErrorSchema = z
  .looseObject({
    statusCode: z.number().int(),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    error: z.string().optional(),
    /** Field-level messages for a 400, keyed by the field's path. */
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** The request's id (also its X-Request-Id header): support finds its log line by it. */
    requestId: z.string().optional(),
    /** A 429 or 503: when to try again (also the Retry-After header). */
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
