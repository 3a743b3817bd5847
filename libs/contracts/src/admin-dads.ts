import { z } from 'zod';
import { personFields } from './person';
import { ADMIN_MESSAGES } from './admin-forms';
import { nameText, phoneNumber } from './auth';
import { bookingSummaryDtoSchema } from './booking';
import { pageQuerySchema } from './paging';
import { weeklyAvailabilitySchema } from './availability';

/** The admin's DAD roster (dad-and-admin §3, §5): the list, Add DAD, deactivation, coverage. */

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

/** Where a DAD works (issue 27): their base, and the ZIPs or the radius they cover; nothing set: the whole service area. */
export const dadCoverageDtoSchema = z
  .object({
    homeZip: z.string().nullable(),
    coverageZips: z.array(z.string()).nullable(),
    coverageRadiusMiles: z.number().int().nullable(),
  })
  .meta({ id: 'DadCoverage' });
export type DadCoverageDto = z.infer<typeof dadCoverageDtoSchema>;

export const DAD_COVERAGE_MESSAGES = {
  zip: 'ZIP codes must be 5 digits',
  /** The same, naming the ZIP codes that are not (issue 37 item 14). */
  outsideAreaZips: (zips: string[]) => `Not in the service area: ${zips.join(', ')}`,
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

/**
 * POST /api/admin/dads as Add New DAD sends it (issue 37 item 17): the spec's fields, and optionally
 * where they work (as PUT .../coverage) and their weekly hours (as the DAD's own PUT
 * /api/dad/availability/weekly), so a new DAD can be booked from the start.
 */
export const newDadSchema = createDadSchema.extend({
  coverage: dadCoverageSchema.optional(),
  weeklyHours: weeklyAvailabilitySchema.shape.availabilities.optional(),
});
export type NewDadRequest = z.input<typeof newDadSchema>;

/** A DAD as the admin list shows it (dad-and-admin §3): totals over completed bookings. */
export const adminDadDtoSchema = z
  .object({
    ...personFields,
    phone: z.string().nullable(),
    isActive: z.boolean(),
    totalBookings: z.number().int(),
    totalRevenue: z.string(),
    createdAt: z.string(),
    /** Their base and coverage (issue 27). */
    coverage: dadCoverageDtoSchema,
  })
  .meta({ id: 'AdminDad' });
export type AdminDadDto = z.infer<typeof adminDadDtoSchema>;

/** GET /api/admin/dads/summary: the Manage DADs tiles. */
export const adminDadSummaryDtoSchema = z
  .object({ totalDads: z.number().int(), activeDads: z.number().int(), totalRevenue: z.string() })
  .meta({ id: 'AdminDadSummary' });
export type AdminDadSummaryDto = z.infer<typeof adminDadSummaryDtoSchema>;

/** PATCH /api/admin/dads/{id}: the DAD, and their upcoming bookings (to reassign after a deactivation). */
export const adminDadUpdateResponseSchema = z
  .object({ dad: adminDadDtoSchema, upcomingBookings: z.array(bookingSummaryDtoSchema) })
  .meta({ id: 'AdminDadUpdateResponse' });
export type AdminDadUpdateResponse = z.infer<typeof adminDadUpdateResponseSchema>;

/**
 * GET /api/admin/dads/{id}/deactivation (issue 37): what deactivating the DAD would touch. Jobs in
 * progress block it; the not-yet-started jobs from today on lose their DAD and wait for reassignment.
 */
export const adminDadDeactivationDtoSchema = z
  .object({ inProgress: z.array(bookingSummaryDtoSchema), upcoming: z.array(bookingSummaryDtoSchema) })
  .meta({ id: 'AdminDadDeactivation' });
export type AdminDadDeactivationDto = z.infer<typeof adminDadDeactivationDtoSchema>;

export const DAD_DEACTIVATION_MESSAGES = {
  jobsInProgress: (name: string, count: number) =>
    `${name} has ${count === 1 ? 'a job' : `${count} jobs`} in progress. Deactivate once ${count === 1 ? 'it is' : 'they are'} finished or marked a no-show.`,
};
