import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isCalendarDate, isSaneDate } from './calendar-date';
import { addOnIdsParam, moreVehiclesParam } from './add-on';
import { VEHICLE_TYPES } from './enums';
import { idField } from './ids';

/**
 * The scheduling calls beside the spec's. Owned by the scheduling module; the wizard's step 4 and
 * the customer's Manage dialog read them. Shapes here are the agreement between API and UI.
 */

/** The spec's words (dad-and-admin §5) and ours beside them, shared by the API and the availability screens. */
export const AVAILABILITY_MESSAGES = {
  dateRequired: 'Please select a date',
  startBeforeEnd: 'Start time must be before end time',
  timeGrid: 'Times must be on the half hour between 06:00 and 20:00',
  dayOfWeek: 'Day of week must be 0 (Sunday) to 6 (Saturday)',
  overlap: 'Availability windows on the same day must not overlap',
  pastDate: 'Please select today or a later date',
  rangeRequired: 'Please choose the dates to show (from and to, YYYY-MM-DD)',
  rangeOrder: "'from' must not be after 'to'",
  rangeTooLong: 'Ask for at most 62 days at a time',
  packageRequired: 'Please choose a package',
  dateOutOfRange: DATE_RANGE_MESSAGE,
} as const;

/** The longest range GET /api/availability answers in one call (the booking horizon is 60 days). */
export const AVAILABILITY_MAX_RANGE_DAYS = 62;

/** 'HH:MM' on the 30-minute grid from 06:00 to 20:00 (dad-and-admin §5). */
const isGridTime = (time: string) => /^([01]\d|2[0-3]):(00|30)$/.test(time) && time >= '06:00' && time <= '20:00';

const time = z.string({ error: AVAILABILITY_MESSAGES.timeGrid }).refine(isGridTime, AVAILABILITY_MESSAGES.timeGrid);
const dateField = z
  .string({ error: AVAILABILITY_MESSAGES.dateRequired })
  .trim()
  .min(1, AVAILABILITY_MESSAGES.dateRequired)
  .refine(isCalendarDate, AVAILABILITY_MESSAGES.dateRequired)
  .refine(isSaneDate, AVAILABILITY_MESSAGES.dateOutOfRange);

const startBeforeEnd: [(w: { startTime: string; endTime: string }) => boolean, { message: string; path: string[] }] = [
  (w) => w.startTime < w.endTime,
  { message: AVAILABILITY_MESSAGES.startBeforeEnd, path: ['endTime'] },
];

export const weeklyWindowSchema = z
  .object({
    dayOfWeek: z.number({ error: AVAILABILITY_MESSAGES.dayOfWeek }).int(AVAILABILITY_MESSAGES.dayOfWeek).min(0, AVAILABILITY_MESSAGES.dayOfWeek).max(6, AVAILABILITY_MESSAGES.dayOfWeek),
    startTime: time,
    endTime: time,
  })
  .refine(...startBeforeEnd);

/** PUT /api/dad/availability/weekly: replaces the DAD's whole weekly set. */
export const weeklyAvailabilitySchema = z.object({
  availabilities: z
    .array(weeklyWindowSchema, { error: 'availabilities must be a list' })
    .max(100, 'At most 100 weekly windows')
    .refine((list) => !overlaps(list.map((w) => ({ key: String(w.dayOfWeek), ...w }))), AVAILABILITY_MESSAGES.overlap),
});
export type WeeklyAvailabilityRequest = z.input<typeof weeklyAvailabilitySchema>;

/**
 * POST /api/dad/availability/specific-dates. The date must not be in the past in the business time
 * zone; the API checks that (it knows today there), the form sets the picker's minimum to today.
 */
export const specificDateAvailabilitySchema = z.object({ date: dateField, startTime: time, endTime: time }).refine(...startBeforeEnd);
export type SpecificDateAvailabilityRequest = z.input<typeof specificDateAvailabilitySchema>;

const rangeDate = z
  .string({ error: AVAILABILITY_MESSAGES.rangeRequired })
  .refine(isCalendarDate, AVAILABILITY_MESSAGES.rangeRequired)
  .refine(isSaneDate, AVAILABILITY_MESSAGES.dateOutOfRange);

/** `from` no later than `to`, and at most AVAILABILITY_MAX_RANGE_DAYS days. */
function rangeRules<T extends z.ZodType<{ from: string; to: string }>>(schema: T): T {
  return schema
    .refine((q) => q.from <= q.to, { message: AVAILABILITY_MESSAGES.rangeOrder, path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < AVAILABILITY_MAX_RANGE_DAYS, {
      message: AVAILABILITY_MESSAGES.rangeTooLong,
      path: ['to'],
    }) as T;
}

/**
 * GET /api/availability query. vehicleType is accepted for the wizard's convenience; durations depend
 * on the package and, beside the spec's fields, the first vehicle's `addOnIds` and `moreVehicles`
 * (vehicles 2 and 3 as `vehicleType:packageId[:addOnId,addOnId]`): the server adds up their minutes. `zipCode` narrows to the DADs who cover it (issue 27).
 */
export const availabilityQuerySchema = rangeRules(
  z.object({
    from: rangeDate,
    to: rangeDate,
    packageId: idField(AVAILABILITY_MESSAGES.packageRequired, 'This package is not available'),
    vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }).optional(),
    addOnIds: addOnIdsParam,
    moreVehicles: moreVehiclesParam,
    /** The customer's ZIP (issue 27): only DADs who cover it, with the drive to it, are counted. Without it: every DAD, drives unknown. */
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
      .optional(),
  }),
);
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/**
 * GET /api/bookings/{id}/availability (the customer's own booking, for Reschedule): the windows of a
 * range for the whole booking as it stands (every vehicle's package and add-ons, its durationMinutes),
 * at its address, its own time not counted against it; POST /api/bookings/{id}/reschedule checks the same.
 */
export const bookingAvailabilityQuerySchema = rangeRules(z.object({ from: rangeDate, to: rangeDate }));
export type BookingAvailabilityQuery = z.output<typeof bookingAvailabilityQuerySchema>;

function overlaps(windows: Array<{ key: string; startTime: string; endTime: string }>): boolean {
  const sorted = [...windows].sort((a, b) => `${a.key}|${a.startTime}`.localeCompare(`${b.key}|${b.startTime}`));
  return sorted.some((w, i) => i > 0 && sorted[i - 1].key === w.key && w.startTime < sorted[i - 1].endTime);
}

/**
 * Why a window cannot be booked, for the UI to say so: gone, closer than the minimum advance, past
 * the 60-day horizon ('too_far', added beside the draft), nobody works then, or everybody is taken.
 */
export const UNAVAILABLE_REASONS = ['past', 'min_advance', 'too_far', 'fully_booked', 'no_dad'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD&packageId=...&vehicleType=... (public). */
export const availabilityWindowDtoSchema = z
  .object({
    date: z.string(),
    /** The spec's arrival windows: morning 8-12, afternoon 12-4, evening 4-8. */
    window: z.enum(['morning', 'afternoon', 'evening']),
    label: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** The window's start, an ISO instant: what POST /api/bookings takes as scheduledDate. */
    start: z.string(),
    available: z.boolean(),
    reason: z.enum(UNAVAILABLE_REASONS).optional(),
    /** One readable line for the UI when not available. */
    reasonText: z.string().optional(),
  })
  .meta({ id: 'AvailabilityWindow' });
export type AvailabilityWindowDto = z.infer<typeof availabilityWindowDtoSchema>;

export const availabilityDayDtoSchema = z
  .object({ date: z.string(), windows: z.array(availabilityWindowDtoSchema) })
  .meta({ id: 'AvailabilityDay' });
export type AvailabilityDayDto = z.infer<typeof availabilityDayDtoSchema>;

export const availabilityResponseSchema = z.object({ days: z.array(availabilityDayDtoSchema) }).meta({ id: 'AvailabilityResponse' });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** Spec dad-and-admin §3: a weekly window (dayOfWeek 0 Sunday .. 6 Saturday, 'HH:MM'). */
export const weeklyAvailabilityDtoSchema = z
  .object({ dayOfWeek: z.number().int(), startTime: z.string(), endTime: z.string() })
  .meta({ id: 'WeeklyAvailability' });
export type WeeklyAvailabilityDto = z.infer<typeof weeklyAvailabilityDtoSchema>;

/** Spec dad-and-admin §3: a specific-date window. */
export const specificDateAvailabilityDtoSchema = z
  .object({ id: z.string(), date: z.string(), startTime: z.string(), endTime: z.string() })
  .meta({ id: 'SpecificDateAvailability' });
export type SpecificDateAvailabilityDto = z.infer<typeof specificDateAvailabilityDtoSchema>;
