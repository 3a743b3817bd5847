import { z } from 'zod';
import { personFields } from './person';
import { bookingSummaryDtoSchema } from './booking';
import { DATE_RANGE_MESSAGE, isCalendarDate, isSaneDate } from './calendar-date';
import { carDtoSchema } from './car';
import { pageQuerySchema } from './paging';


/** GET /api/dad/bookings?date=YYYY-MM-DD: one day in America/Los_Angeles, or every booking when absent. */
export const dadBookingsQuerySchema = z.object({
  date: z.string().refine(isCalendarDate, 'date must be a calendar date (YYYY-MM-DD)').refine(isSaneDate, DATE_RANGE_MESSAGE).optional(),
});
export type DadBookingsQuery = z.output<typeof dadBookingsQuerySchema>;

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

/** POST /api/dad/bookings/{id}/start: the device location when the phone gave one (both or neither). */
export const startSessionSchema = z
  .object({
    latitude: coordinate('latitude', 90).nullish(),
    longitude: coordinate('longitude', 180).nullish(),
    /** The DAD confirmed starting before the arrival window (the answer to 409 EARLY_ARRIVAL); the customer is told. */
    early: z.boolean({ error: 'early must be true or false' }).optional(),
    /** The DAD confirmed starting though their location is far from the job (the answer to 409 AWAY_FROM_JOB); the office sees it. */
    away: z.boolean({ error: 'away must be true or false' }).optional(),
  })
  .refine((body) => (body.latitude == null) === (body.longitude == null), {
    message: 'Send latitude and longitude together, or neither',
    path: ['longitude'],
  });
export type StartSessionRequest = z.input<typeof startSessionSchema>;

/** POST /api/dad/bookings/{id}/on-my-way (issue 43): the DAD sets out, about etaMinutes away; the customer is told once. */
export const onMyWaySchema = z.object({
  etaMinutes: z.number({ error: 'etaMinutes must be a number of minutes' }).int('etaMinutes must be a whole number').min(1, 'etaMinutes must be at least 1').max(240, 'etaMinutes must be at most 240'),
});
export type OnMyWayRequest = z.infer<typeof onMyWaySchema>;
export const onMyWayDtoSchema = z
  .object({
    bookingId: z.string(),
    /** When the DAD expects to arrive (ISO), as the customer was told. */
    expectedAt: z.string(),
    /** False when the DAD had already said so: nothing new was sent. */
    announced: z.boolean(),
  })
  .meta({ id: 'OnMyWay' });
export type OnMyWayDto = z.infer<typeof onMyWayDtoSchema>;

/** GET /api/dad/customers: paged; `q` matches the full name, case-insensitively. */
export const dadCustomersQuerySchema = pageQuerySchema;
export type DadCustomersQuery = z.output<typeof dadCustomersQuerySchema>;

/**
 * GET /api/dad/summary: the dashboard's figures, each computed from bookings, sessions and reviews;
 * null when there is nothing to compute it from yet (the screen shows "—"). Rates are 0..100.
 */
export const dadSummaryDtoSchema = z
  .object({
    today: z.object({ date: z.string(), jobs: z.number().int(), completed: z.number().int(), earnings: z.string() }),
    /** Tips customers gave for this DAD's jobs this week (by when they tipped), less what was refunded of them, money string; all of it is theirs. */
    weekTips: z.string(),
    averageRating: z.number().nullable(),
    week: z.object({
      from: z.string(),
      to: z.string(),
      jobs: z.number().int(),
      earnings: z.string(),
      averageRating: z.number().nullable(),
    }),
    /** Reviews of 4 or 5 stars among all reviews of this DAD's jobs. */
    satisfactionRate: z.number().nullable(),
    /** Started jobs whose session began before their arrival window ended. */
    onTimeRate: z.number().nullable(),
    /** Customers with 2 or more bookings with this DAD among all their customers. */
    repeatRate: z.number().nullable(),
  })
  .meta({ id: 'DadSummary' });
export type DadSummaryDto = z.infer<typeof dadSummaryDtoSchema>;

/** GET /api/dad/customers: one customer this DAD has served or is booked to serve (dad-and-admin §3). */
export const dadCustomerSummaryDtoSchema = z
  .object({
    ...personFields,
    /** The day of the latest completed job with this DAD, YYYY-MM-DD in America/Los_Angeles; null before the first. */
    lastServiceDate: z.string().nullable(),
    /** Bookings with this DAD that are not cancelled. */
    totalBookings: z.number().int(),
    /** Sum of the completed ones, "0.00" format. */
    totalRevenue: z.string(),
  })
  .meta({ id: 'DadCustomerSummary' });
export type DadCustomerSummaryDto = z.infer<typeof dadCustomerSummaryDtoSchema>;

/**
 * One booking in a customer profile: the summary, plus the flat names the spec gives this list
 * (dad-and-admin §3: packageName, carMake, carYear, carModel).
 */
export const customerProfileBookingDtoSchema = bookingSummaryDtoSchema
  .extend({
    packageName: z.string(),
    carMake: z.string().nullable(),
    carYear: z.number().int().nullable(),
    carModel: z.string().nullable(),
  })
  .meta({ id: 'CustomerProfileBooking' });
export type CustomerProfileBookingDto = z.infer<typeof customerProfileBookingDtoSchema>;

/**
 * GET /api/customers/{id}/profile and GET /api/admin/customer/{id}. A DAD sees only their own
 * bookings with the customer (and the cars on them); an admin sees everything.
 */
export const customerProfileDtoSchema = z
  .object({
    ...personFields,
    phone: z.string().nullable(),
    createdAt: z.string(),
    washPoints: z.number().int(),
    totalBookings: z.number().int(),
    totalRevenue: z.string(),
    bookings: z.array(customerProfileBookingDtoSchema),
    cars: z.array(carDtoSchema),
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfileDto = z.infer<typeof customerProfileDtoSchema>;

/** The spec's words for the customer profile (dad-and-admin §2, §8). */
export const CUSTOMER_NOT_FOUND = 'Customer Not Found';

/** Arriving more than this before the window's start asks the DAD first (409 EARLY_ARRIVAL). */
export const EARLY_ARRIVAL_GRACE_MINUTES = 15;

export const JOB_START_MESSAGES = {
  /** 409 JOB_IN_PROGRESS: one job at a time. */
  otherJobRunning: (reference: string) => `You have a job in progress (#${reference}). Finish it before starting another.`,
  /** 409 EARLY_ARRIVAL: `window` as the customer was told it, e.g. "10:00 AM-12:30 PM". */
  early: (window: string) => `The customer expects you ${window}. Start now anyway? We will tell them you have arrived early.`,
  /** 409 AWAY_FROM_JOB (issue 37 item 8): the location sent is far from the job's ZIP code. */
  away: (miles: string, zip: string) => `Your location is about ${miles} miles from this job (ZIP ${zip}). Start anyway? The office will see where you started.`,
};
