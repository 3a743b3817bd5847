import { z } from 'zod';
import type { BookingSummaryDto } from './booking';
import { DATE_RANGE_MESSAGE, isCalendarDate, isSaneDate } from './calendar-date';
import type { CarDto } from './car';
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
export interface OnMyWayDto {
  bookingId: string;
  /** When the DAD expects to arrive (ISO), as the customer was told. */
  expectedAt: string;
  /** False when the DAD had already said so: nothing new was sent. */
  announced: boolean;
}

/** GET /api/dad/customers: paged; `q` matches the full name, case-insensitively. */
export const dadCustomersQuerySchema = pageQuerySchema;
export type DadCustomersQuery = z.output<typeof dadCustomersQuerySchema>;

/**
 * GET /api/dad/summary: the dashboard's figures, each computed from bookings, sessions and reviews;
 * null when there is nothing to compute it from yet (the screen shows "—"). Rates are 0..100.
 */
export interface DadSummaryDto {
  today: { date: string; jobs: number; completed: number; earnings: string };
  /** Tips customers gave for this DAD's jobs this week (by when they tipped), less what was refunded of them, money string; all of it is theirs. */
  weekTips: string;
  averageRating: number | null;
  week: {
    from: string;
    to: string;
    jobs: number;
    earnings: string;
    averageRating: number | null;
  };
  /** Reviews of 4 or 5 stars among all reviews of this DAD's jobs. */
  satisfactionRate: number | null;
  /** Started jobs whose session began before their arrival window ended. */
  onTimeRate: number | null;
  /** Customers with 2 or more bookings with this DAD among all their customers. */
  repeatRate: number | null;
}

/** GET /api/dad/customers: one customer this DAD has served or is booked to serve (dad-and-admin §3). */
export interface DadCustomerSummaryDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The day of the latest completed job with this DAD, YYYY-MM-DD in America/Los_Angeles; null before the first. */
  lastServiceDate: string | null;
  /** Bookings with this DAD that are not cancelled. */
  totalBookings: number;
  /** Sum of the completed ones, "0.00" format. */
  totalRevenue: string;
}

/**
 * One booking in a customer profile: the summary, plus the flat names the spec gives this list
 * (dad-and-admin §3: packageName, carMake, carYear, carModel).
 */
export interface CustomerProfileBookingDto extends BookingSummaryDto {
  packageName: string;
  carMake: string | null;
  carYear: number | null;
  carModel: string | null;
}

/**
 * GET /api/customers/{id}/profile and GET /api/admin/customer/{id}. A DAD sees only their own
 * bookings with the customer (and the cars on them); an admin sees everything.
 */
export interface CustomerProfileDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: string;
  washPoints: number;
  totalBookings: number;
  totalRevenue: string;
  bookings: CustomerProfileBookingDto[];
  cars: CarDto[];
}

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
