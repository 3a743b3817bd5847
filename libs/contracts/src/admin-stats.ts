import { z } from 'zod';
import type { RemoteReleaseDto } from './client-errors';

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
export interface AdminAlertsDto {
  /** Pending bookings to confirm or cancel. */
  awaitingConfirmation: number;
  /** Completed jobs whose card hold is still to be captured. */
  uncaptured: number;
  /** Bookings whose card hold failed to renew or lapsed (paymentIssue set). */
  paymentIssues: number;
  /** Jobs from today on with no DAD (their DAD was deactivated): to assign. */
  unassigned: number;
  pendingReviews: number;
  /** Chargebacks not decided yet (GET /api/admin/disputes lists them). */
  openDisputes: number;
}

/**
 * GET /api/admin/stats (dad-and-admin §3). The period is the last STATS_PERIOD_DAYS days up to now;
 * growth is the percent change against the STATS_PERIOD_DAYS days before (null when that was zero).
 * Revenue is captured money of jobs scheduled in the period; bookings are bookings made in it;
 * active customers booked a job scheduled in it (cancelled ones not counted).
 */
export interface AdminStatsDto {
  /** Money kept: what was captured, less what was refunded, for the jobs of the period. */
  totalRevenue: string;
  /** What was refunded of the period's jobs. */
  refundedAmount: string;
  /** Tips on the period's jobs, less what was refunded of them (the DADs' money, not in totalRevenue). */
  tipsAmount: string;
  /** What was refunded of those tips. */
  tipsRefundedAmount: string;
  revenueGrowth: number | null;
  totalBookings: number;
  bookingsGrowth: number | null;
  activeCustomers: number;
  customerGrowth: number | null;
  /** Over every approved review; DEFAULT_AVERAGE_RATING when there is none. */
  averageRating: number;
  pendingReviews: number;
  periodDays: number;
  alerts: AdminAlertsDto;
}

/** GET /api/admin/stats/revenue?days=30|90: captured money per business day, oldest first, every day listed. */
export interface RevenuePointDto {
  date: string;
  amount: string;
}

/**
 * GET /api/admin/stats/performance: the dashboard's performance bars, over jobs scheduled in the last
 * STATS_PERIOD_DAYS days up to now. `share` is 0..1, null when there was nothing to measure.
 */
export interface PerformanceMeasureDto {
  key: 'completed' | 'on_time' | 'captured' | 'rating';
  label: string;
  share: number | null;
  /** What the share is of, in words ('27 of 30 jobs'). */
  detail: string;
}

export interface AdminPerformanceDto {
  periodDays: number;
  measures: PerformanceMeasureDto[];
}

/** GET /api/admin/status: what the dashboard's system status shows, each from a real check. */
export interface SystemStatusDto {
  database: { ok: boolean; type: string; latencyMs: number };
  storage: { ok: boolean; kind: string };
  payments: { mode: 'stripe' | 'test' };
  jobs: Array<{ name: string; lastRunAt: string | null }>;
  /** The version each remote runs (its URL when deployed elsewhere, 'not deployed'), as /api/health tells. */
  remotes: Record<string, string>;
  /** Each served version (current, and a candidate where one is tried) with its loads and error rate. */
  releases: RemoteReleaseDto[];
}

/**
 * A background job that failed every try (GET /api/admin/queue/failed): a dead letter, kept until the
 * admin retries it (POST /api/admin/queue/failed/{queue}/{job}/retry) or it ages out.
 */
export interface DeadLetterDto {
  queue: string;
  id: string;
  name: string;
  error: string;
  attempts: number;
  failedAt: string | null;
}

/** GET /api/admin/queue/failed: `queued` is false without REDIS_URL (background work then runs in-process; failures are logged). */
export interface DeadLettersDto {
  queued: boolean;
  jobs: DeadLetterDto[];
}
