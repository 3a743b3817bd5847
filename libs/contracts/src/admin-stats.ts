import { z } from 'zod';
import { remoteReleaseDtoSchema } from './client-errors';

/** The admin dashboard (dad-and-admin §3): stats, revenue, performance, alerts, system status. */

/** GET /api/admin/stats/revenue?days= */
export const revenueQuerySchema = z.object({
  days: z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)], { error: 'days must be 30 or 90' })).default(30),
});

/** How many days a stats period covers; growth compares it with the same number of days before. */
export const STATS_PERIOD_DAYS = 30;

/** The average shown while no review is approved yet (dad-and-admin §3). */
export const DEFAULT_AVERAGE_RATING = 4.9;

/** Things waiting for an admin, for the dashboard's alert banner. */
export const adminAlertsDtoSchema = z
  .object({
    /** Pending bookings to confirm or cancel. */
    awaitingConfirmation: z.number().int(),
    /** Completed jobs whose card hold is still to be captured. */
    uncaptured: z.number().int(),
    /** Bookings whose card hold failed to renew or lapsed (paymentIssue set). */
    paymentIssues: z.number().int(),
    /** Jobs from today on with no DAD (their DAD was deactivated): to assign. */
    unassigned: z.number().int(),
    pendingReviews: z.number().int(),
    /** Chargebacks not decided yet (GET /api/admin/disputes lists them). */
    openDisputes: z.number().int(),
  })
  .meta({ id: 'AdminAlerts' });
export type AdminAlertsDto = z.infer<typeof adminAlertsDtoSchema>;

/**
 * GET /api/admin/stats (dad-and-admin §3). The period is the last STATS_PERIOD_DAYS days up to now;
 * growth is the percent change against the STATS_PERIOD_DAYS days before (null when that was zero).
 * Revenue is captured money of jobs scheduled in the period; bookings are bookings made in it;
 * active customers booked a job scheduled in it (cancelled ones not counted).
 */
export const adminStatsDtoSchema = z
  .object({
    /** Money kept: what was captured, less what was refunded, for the jobs of the period. */
    totalRevenue: z.string(),
    /** What was refunded of the period's jobs. */
    refundedAmount: z.string(),
    /** Tips on the period's jobs, less what was refunded of them (the DADs' money, not in totalRevenue). */
    tipsAmount: z.string(),
    /** What was refunded of those tips. */
    tipsRefundedAmount: z.string(),
    revenueGrowth: z.number().nullable(),
    totalBookings: z.number().int(),
    bookingsGrowth: z.number().nullable(),
    activeCustomers: z.number().int(),
    customerGrowth: z.number().nullable(),
    /** Over every approved review; DEFAULT_AVERAGE_RATING when there is none. */
    averageRating: z.number(),
    pendingReviews: z.number().int(),
    periodDays: z.number().int(),
    alerts: adminAlertsDtoSchema,
  })
  .meta({ id: 'AdminStats' });
export type AdminStatsDto = z.infer<typeof adminStatsDtoSchema>;

/** GET /api/admin/stats/revenue?days=30|90: captured money per business day, oldest first, every day listed. */
export const revenuePointDtoSchema = z.object({ date: z.string(), amount: z.string() }).meta({ id: 'RevenuePoint' });
export type RevenuePointDto = z.infer<typeof revenuePointDtoSchema>;

/**
 * GET /api/admin/stats/performance: the dashboard's performance bars, over jobs scheduled in the last
 * STATS_PERIOD_DAYS days up to now. `share` is 0..1, null when there was nothing to measure.
 */
export const performanceMeasureDtoSchema = z
  .object({
    key: z.enum(['completed', 'on_time', 'captured', 'rating']),
    label: z.string(),
    share: z.number().nullable(),
    /** What the share is of, in words ('27 of 30 jobs'). */
    detail: z.string(),
  })
  .meta({ id: 'PerformanceMeasure' });
export type PerformanceMeasureDto = z.infer<typeof performanceMeasureDtoSchema>;

export const adminPerformanceDtoSchema = z
  .object({ periodDays: z.number().int(), measures: z.array(performanceMeasureDtoSchema) })
  .meta({ id: 'AdminPerformance' });
export type AdminPerformanceDto = z.infer<typeof adminPerformanceDtoSchema>;

/** GET /api/admin/status: what the dashboard's system status shows, each from a real check. */
export const systemStatusDtoSchema = z
  .object({
    database: z.object({ ok: z.boolean(), type: z.string(), latencyMs: z.number() }),
    storage: z.object({ ok: z.boolean(), kind: z.string() }),
    payments: z.object({ mode: z.enum(['stripe', 'test']) }),
    jobs: z.array(z.object({ name: z.string(), lastRunAt: z.string().nullable() })),
    /** The version each remote runs (its URL when deployed elsewhere, 'not deployed'), as /api/health tells. */
    remotes: z.record(z.string(), z.string()),
    /** Each served version (current, and a candidate where one is tried) with its loads and error rate. */
    releases: z.array(remoteReleaseDtoSchema),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatusDto = z.infer<typeof systemStatusDtoSchema>;

/**
 * A background job that failed every try (GET /api/admin/queue/failed): a dead letter, kept until the
 * admin retries it (POST /api/admin/queue/failed/{queue}/{job}/retry) or it ages out.
 */
export const deadLetterDtoSchema = z
  .object({
    queue: z.string(),
    id: z.string(),
    name: z.string(),
    error: z.string(),
    attempts: z.number().int(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: 'DeadLetter' });
export type DeadLetterDto = z.infer<typeof deadLetterDtoSchema>;

/** GET /api/admin/queue/failed: `queued` is false without REDIS_URL (background work then runs in-process; failures are logged). */
export const deadLettersDtoSchema = z
  .object({ queued: z.boolean(), jobs: z.array(deadLetterDtoSchema) })
  .meta({ id: 'DeadLetters' });
export type DeadLettersDto = z.infer<typeof deadLettersDtoSchema>;
