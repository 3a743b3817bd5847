import type { BookingDto } from './booking';

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
  pendingReviews: number;
}

/**
 * GET /api/admin/stats (dad-and-admin §3). The period is the last STATS_PERIOD_DAYS days up to now;
 * growth is the percent change against the STATS_PERIOD_DAYS days before (null when that was zero).
 * Revenue is captured money of jobs scheduled in the period; bookings are bookings made in it;
 * active customers booked a job scheduled in it (cancelled ones not counted).
 */
export interface AdminStatsDto {
  totalRevenue: string;
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

/** GET /api/admin/status: what the dashboard's system status shows, each from a real check. */
export interface SystemStatusDto {
  database: { ok: boolean; type: string; latencyMs: number };
  storage: { ok: boolean; kind: string };
  payments: { mode: 'stripe' | 'test' };
  jobs: Array<{ name: string; lastRunAt: string | null }>;
  /** The version each remote runs (its URL when deployed elsewhere, 'not deployed'), as /api/health tells. */
  remotes: Record<string, string>;
}

/** GET /api/admin/customers/summary: the Customers tiles. */
export interface AdminCustomerSummaryDto {
  totalCustomers: number;
  totalBookings: number;
  /** Rounded to a whole number. */
  avgWashPoints: number;
}

/** A DAD as the admin list shows it (dad-and-admin §3): totals over completed bookings. */
export interface AdminDadDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isActive: boolean;
  totalBookings: number;
  totalRevenue: string;
  createdAt: string;
}

/** GET /api/admin/dads/summary: the Manage DADs tiles. */
export interface AdminDadSummaryDto {
  totalDads: number;
  activeDads: number;
  totalRevenue: string;
}

/** PATCH /api/admin/dads/{id}: the DAD, and their upcoming bookings (to reassign after a deactivation). */
export interface AdminDadUpdateResponse {
  dad: AdminDadDto;
  upcomingBookings: BookingDto[];
}

/** One recorded admin change (admin_audit): who, when, what. */
export interface AdminAuditDto {
  id: string;
  entityType: AdminAuditEntityType;
  entityId: string;
  action: string;
  actor: { id: string | null; firstName: string; lastName: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const ADMIN_AUDIT_ENTITY_TYPES = ['package', 'settings', 'dad', 'review'] as const;
export type AdminAuditEntityType = (typeof ADMIN_AUDIT_ENTITY_TYPES)[number];
