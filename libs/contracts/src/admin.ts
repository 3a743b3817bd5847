import { z } from 'zod';
import type { RemoteReleaseDto } from './client-errors';
import { nameText, phoneNumber, requiredText } from './auth';
import type { BookingSummaryDto } from './booking';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';
import { oneOrAll, pageQuerySchema } from './paging';

/** The spec's words for the admin forms (dad-and-admin §5), shared by the API and the screens. */
export const ADMIN_MESSAGES = {
  packageName: 'Package name is required',
  description: 'Description is required',
  features: 'Features are required',
  sedanPrice: 'Sedan price is required',
  suvPrice: 'SUV price is required',
  truckPrice: 'Truck price is required',
  duration: 'Duration is required',
  price: 'Enter a price like 89.00',
  durationWhole: 'Duration must be a whole number of minutes above 0',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  password: 'Password must be at least 8 characters',
  zipCodes: 'Service area ZIP codes are required',
  badZips: (zips: string[]) => `Every ZIP code must be five digits: ${zips.join(', ')}`,
  hoursStart: 'Business hours start time is required',
  hoursEnd: 'Business hours end time is required',
  hoursOrder: 'Business hours must start before they end',
  time: 'Enter a time like 09:00',
  positive: 'Must be positive',
  wholeHours: 'Must be a whole number of hours',
  rating: 'Rating must be 1 to 5 stars',
  feeType: 'Choose a fixed amount or a percentage',
  percentOver100: 'A percentage fee cannot be more than 100%',
} as const;

/** A package's derived type (dad-and-admin §3): lower case, spaces to underscores, other characters removed. */
export const packageTypeOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

/** A price the admin types ("89", "89.5", "89.00"), sent on as "89.00". */
export const priceField = (required: string) => requiredText(required).regex(/^\d{1,6}(\.\d{1,2})?$/, ADMIN_MESSAGES.price).transform((v) => Number(v).toFixed(2));

/** Features arrive as a list, or as the form's text with one per line; blank lines are dropped. */
const features = z
  .union([z.array(z.string()), z.string()], { error: ADMIN_MESSAGES.features })
  .transform((value) => (Array.isArray(value) ? value : value.split(/\r?\n/)).map((f) => f.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(200, 'Each feature must be at most 200 characters')).min(1, ADMIN_MESSAGES.features).max(30, 'At most 30 features'));

const packageFields = {
  name: nameText('Package name', ADMIN_MESSAGES.packageName),
  description: requiredText(ADMIN_MESSAGES.description).max(2000, 'Description must be at most 2000 characters'),
  features,
  basePriceSedans: priceField(ADMIN_MESSAGES.sedanPrice),
  basePriceSuvs: priceField(ADMIN_MESSAGES.suvPrice),
  basePriceTrucks: priceField(ADMIN_MESSAGES.truckPrice),
  durationMinutes: z.coerce
    .number({ error: ADMIN_MESSAGES.duration })
    .int(ADMIN_MESSAGES.durationWhole)
    .min(1, ADMIN_MESSAGES.durationWhole)
    .max(24 * 60, ADMIN_MESSAGES.durationWhole),
  isActive: z.boolean().default(true),
};

/** POST /api/admin/packages. A `type` sent by the client is ignored: the server derives it from the name. */
export const createPackageSchema = z.object(packageFields);
export type CreatePackageRequest = z.input<typeof createPackageSchema>;
export type CreatePackageInput = z.output<typeof createPackageSchema>;

/** PUT /api/admin/packages/{id}: only the fields sent change (the card's toggle sends isActive alone). */
export const updatePackageSchema = z.object({ ...packageFields, isActive: z.boolean() }).partial();
export type UpdatePackageInput = z.output<typeof updatePackageSchema>;

/** The dashboard's booking alerts (AdminAlertsDto); each links to Booking Management filtered to it. */
export const BOOKING_ATTENTION = ['awaiting_confirmation', 'uncaptured', 'payment_issues', 'unassigned'] as const;
export type BookingAttention = (typeof BOOKING_ATTENTION)[number];

/** GET /api/admin/bookings: `q` is a customer's first or last name, email, a booking id or its 8-character reference. */
export const adminBookingQuerySchema = pageQuerySchema.extend({
  status: oneOrAll(BOOKING_STATUSES, 'Status must be all, pending, confirmed, in_progress, completed or cancelled'),
  /** One of the dashboard's "Needs your attention" lists: exactly the bookings its count counts. */
  attention: z.enum(BOOKING_ATTENTION, { error: `attention must be one of ${BOOKING_ATTENTION.join(', ')}` }).optional(),
});
export type AdminBookingQuery = z.output<typeof adminBookingQuerySchema>;

/**
 * PUT /api/admin/bookings/{id} (dad-and-admin §7): `status` or `paymentStatus`. Any known value is
 * read; which moves are allowed is the server's rule (a refused move is 409 INVALID_TRANSITION).
 */
export const adminBookingUpdateSchema = z.union(
  [
    z.object({ status: z.enum(BOOKING_STATUSES, { error: 'Unknown booking status' }) }),
    z.object({ paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }) }),
  ],
  { error: 'Send status or paymentStatus' },
);
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

/** POST /api/admin/bookings/{id}/reassign: another DAD who is free for the booking's window. */
export const reassignBookingSchema = z.object({ dadId: z.guid({ error: 'Choose a DAD' }) });
export type ReassignBookingRequest = z.output<typeof reassignBookingSchema>;

/** GET /api/admin/bookings/{id}/reassign-options: the DADs free for the booking's time as it stands, fairest first. */
export interface FreeDadDto {
  id: string;
  firstName: string;
  lastName: string;
  /** How many minutes of driving their day grows by with this booking in their route (issue 27). */
  addedDriveMinutes: number;
}

/** GET /api/admin/customers: `q` a name or email; sort Most Recent (default) or Most Bookings. */
export const adminCustomerQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['recent', 'bookings'], { error: 'Sort must be recent or bookings' }).default('recent'),
});
export type AdminCustomerQuery = z.output<typeof adminCustomerQuerySchema>;

/** GET /api/admin/dads: `q` a name or email. */
export const adminDadQuerySchema = pageQuerySchema;

/** POST /api/admin/dads (dad-and-admin §5 Add DAD). Any role sent is dropped: this makes DADs only. */
export const createDadSchema = z.object({
  firstName: nameText('First name', ADMIN_MESSAGES.firstName),
  lastName: nameText('Last name', ADMIN_MESSAGES.lastName),
  email: z.email(ADMIN_MESSAGES.email).max(255, ADMIN_MESSAGES.email),
  phone: phoneNumber,
  password: z.string({ error: ADMIN_MESSAGES.password }).min(8, ADMIN_MESSAGES.password).max(200, 'Password is too long'),
});
export type CreateDadRequest = z.input<typeof createDadSchema>;

/** PATCH /api/admin/dads/{id}: deactivate or reactivate. */
export const updateDadSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** GET /api/admin/reviews: status and rating filters. */
export const adminReviewQuerySchema = pageQuerySchema.extend({
  status: oneOrAll(['approved', 'pending'], 'Status must be all, approved or pending'),
  rating: z.coerce.number({ error: ADMIN_MESSAGES.rating }).int(ADMIN_MESSAGES.rating).min(1, ADMIN_MESSAGES.rating).max(5, ADMIN_MESSAGES.rating).optional(),
});
export type AdminReviewQuery = z.output<typeof adminReviewQuerySchema>;

/** PATCH /api/admin/reviews/{id}: edit (rating, comment, isApproved) or approve (isApproved alone). */
export const updateReviewSchema = z
  .object({
    rating: z.number({ error: ADMIN_MESSAGES.rating }).int(ADMIN_MESSAGES.rating).min(1, ADMIN_MESSAGES.rating).max(5, ADMIN_MESSAGES.rating),
    comment: z
      .string()
      .trim()
      .max(2000, 'Comment must be at most 2000 characters')
      .nullable()
      .transform((v) => v || null),
    isApproved: z.boolean({ error: 'isApproved must be true or false' }),
    /** Why the customer's rating or words are changed (required then; kept with the edit). */
    editReason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .partial();
export type UpdateReviewInput = z.output<typeof updateReviewSchema>;

export const REVIEW_EDIT_MESSAGES = {
  reasonRequired: 'Say why you are changing what the customer wrote',
};

const time = (required: string) => requiredText(required).regex(/^([01]\d|2[0-3]):[0-5]\d$/, ADMIN_MESSAGES.time);
const nonNegativeDecimal = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, ADMIN_MESSAGES.positive)
  .transform((v) => Number(v).toFixed(2));
const wholeHours = z.coerce.number({ error: ADMIN_MESSAGES.wholeHours }).int(ADMIN_MESSAGES.wholeHours).min(0, ADMIN_MESSAGES.positive).max(24 * 365, 'Must be at most a year of hours');

/** ZIP codes as a list or the form's comma-separated text: trimmed, blanks dropped, each five digits (the bad ones named). */
const zipCodes = z
  .union([z.array(z.string()), z.string()], { error: ADMIN_MESSAGES.zipCodes })
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map((z) => z.trim()).filter(Boolean))])
  .superRefine((zips, ctx) => {
    if (!zips.length) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.zipCodes });
    const bad = zips.filter((z) => !/^\d{5}$/.test(z));
    if (bad.length) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.badZips(bad) });
  });

/** PATCH /api/admin/settings: the fields sent change; the result must still make sense (start before end). */
export const updateSettingsSchema = z
  .object({
    serviceAreaZipCodes: zipCodes,
    businessHoursStart: time(ADMIN_MESSAGES.hoursStart),
    businessHoursEnd: time(ADMIN_MESSAGES.hoursEnd),
    washPointsPerDollar: nonNegativeDecimal,
    washPointsRedemptionRate: nonNegativeDecimal,
    minAdvanceBookingHours: wholeHours,
    cancellationPolicyHours: wholeHours,
    emailNotificationsEnabled: z.boolean({ error: 'Email notifications must be on or off' }),
    requireSecondFactorForDads: z.boolean({ error: 'Two-step sign-in for DADs must be on or off' }),
    lateCancelFeeType: z.enum(['fixed', 'percent'], { error: ADMIN_MESSAGES.feeType }),
    lateCancelFeeAmount: nonNegativeDecimal,
    noShowFeeType: z.enum(['fixed', 'percent'], { error: ADMIN_MESSAGES.feeType }),
    noShowFeeAmount: nonNegativeDecimal,
  })
  .partial()
  .refine((s) => !s.businessHoursStart || !s.businessHoursEnd || s.businessHoursStart < s.businessHoursEnd, {
    message: ADMIN_MESSAGES.hoursOrder,
    path: ['businessHoursEnd'],
  });
export type UpdateSettingsRequest = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;

/** GET /api/admin/stats/revenue?days= */
export const revenueQuerySchema = z.object({
  days: z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)], { error: 'days must be 30 or 90' })).default(30),
});

/** What the admin audit log records changes to (a booking: its refunds; other booking changes are in booking_events). */
export const ADMIN_AUDIT_ENTITY_TYPES = ['package', 'add_on', 'settings', 'dad', 'review', 'booking'] as const;
export type AdminAuditEntityType = (typeof ADMIN_AUDIT_ENTITY_TYPES)[number];

/** GET /api/admin/audit: the recorded admin changes, newest first. */
export const adminAuditQuerySchema = pageQuerySchema.extend({
  entityType: z.enum(ADMIN_AUDIT_ENTITY_TYPES, { error: 'Unknown entity type' }).optional(),
  entityId: z.string().max(36).optional(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

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

/** GET /api/admin/customers/summary: the Customers tiles. */
export interface AdminCustomerSummaryDto {
  totalCustomers: number;
  totalBookings: number;
  /** Rounded to a whole number. */
  avgWashPoints: number;
}

/** A customer as the admin list shows it (dad-and-admin §3). */
export interface AdminCustomerDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  totalBookings: number;
  washPoints: number;
  createdAt: string;
}

/** Where a DAD works (issue 27): their base, and the ZIPs or the radius they cover; nothing set: the whole service area. */
export interface DadCoverageDto {
  homeZip: string | null;
  coverageZips: string[] | null;
  coverageRadiusMiles: number | null;
}

export const DAD_COVERAGE_MESSAGES = {
  zip: 'ZIP codes must be 5 digits',
  outsideArea: 'Every ZIP code must be in the service area',
  radius: 'The radius must be a whole number of miles from 1 to 60',
  both: 'Choose covered ZIP codes or a radius, not both',
  radiusNeedsBase: 'A radius needs a home base ZIP code',
} as const;

const coverageZip = z.string({ error: DAD_COVERAGE_MESSAGES.zip }).trim().regex(/^\d{5}$/, DAD_COVERAGE_MESSAGES.zip);

/** PUT /api/admin/dads/{id}/coverage. */
export const dadCoverageSchema = z
  .object({
    homeZip: coverageZip.nullable(),
    coverageZips: z.array(coverageZip, { error: DAD_COVERAGE_MESSAGES.zip }).max(200).nullable(),
    coverageRadiusMiles: z.number({ error: DAD_COVERAGE_MESSAGES.radius }).int(DAD_COVERAGE_MESSAGES.radius).min(1, DAD_COVERAGE_MESSAGES.radius).max(60, DAD_COVERAGE_MESSAGES.radius).nullable(),
  })
  .refine((c) => !(c.coverageZips?.length && c.coverageRadiusMiles != null), { message: DAD_COVERAGE_MESSAGES.both, path: ['coverageRadiusMiles'] })
  .refine((c) => c.coverageRadiusMiles == null || !!c.homeZip, { message: DAD_COVERAGE_MESSAGES.radiusNeedsBase, path: ['homeZip'] });
export type DadCoverageRequest = z.input<typeof dadCoverageSchema>;

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
  /** Their base and coverage (issue 27). */
  coverage: DadCoverageDto;
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
  upcomingBookings: BookingSummaryDto[];
}

/**
 * GET /api/admin/dads/{id}/deactivation (issue 37): what deactivating the DAD would touch. Jobs in
 * progress block it; the not-yet-started jobs from today on lose their DAD and wait for reassignment.
 */
export interface AdminDadDeactivationDto {
  inProgress: BookingSummaryDto[];
  upcoming: BookingSummaryDto[];
}

export const DAD_DEACTIVATION_MESSAGES = {
  jobsInProgress: (name: string, count: number) =>
    `${name} has ${count === 1 ? 'a job' : `${count} jobs`} in progress. Deactivate once ${count === 1 ? 'it is' : 'they are'} finished or marked a no-show.`,
};

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

