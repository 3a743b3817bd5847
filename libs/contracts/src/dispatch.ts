import { z } from 'zod';
import type { DadCoverageDto } from './admin-dads';
import type { BookingStatus } from './enums';
import { isCalendarDate, isSaneDate } from './calendar-date';

/**
 * Dispatch (issue 27): a DAD's day as a route, for the DAD's day screen (GET /api/dad/route) and the
 * admin's dispatch board (GET /api/admin/dispatch). Times are ISO instants; windows are the booking's
 * arrival times on the business clock.
 */

export const ROUTE_DATE_MESSAGE = 'Please choose a date (YYYY-MM-DD)';

/** ?date=YYYY-MM-DD, today (business time zone) when absent. */
export const routeQuerySchema = z.object({
  date: z.string().refine(isCalendarDate, ROUTE_DATE_MESSAGE).refine(isSaneDate, ROUTE_DATE_MESSAGE).optional(),
});
export type RouteQuery = z.output<typeof routeQuerySchema>;

/** One stop of a route, in route order. */
export interface RouteStopDto {
  bookingId: string;
  status: BookingStatus;
  customerName: string;
  address: string;
  city: string;
  zipCode: string;
  packageName: string;
  /** The customer's arrival window, 'HH:MM' (what they were promised). */
  startTime: string | null;
  endTime: string | null;
  durationMinutes: number;
  /** As planned when booked or last changed. */
  plannedArrival: string | null;
  /** Planned again from the day's actual progress (a job running long moves the later ones). */
  expectedArrival: string;
  /** The drive from the previous stop (or the DAD's base). */
  driveMinutes: number;
  driveMeters: number;
  /** Opens the phone's maps app with directions to the address. */
  navigateUrl: string;
  /** Expected after the window's end: this customer's promise is at risk. */
  atRisk: boolean;
}

export interface DadRouteDto {
  dad: { id: string; firstName: string; lastName: string };
  date: string;
  coverage: DadCoverageDto;
  stops: RouteStopDto[];
  /** Every drive of the day, the way back to the base included. */
  driveMinutes: number;
  driveMeters: number;
}

/** GET /api/admin/dispatch: a row per active DAD, and the day's bookings without a DAD. */
export interface DispatchBoardDto {
  date: string;
  routes: DadRouteDto[];
  unassigned: RouteStopDto[];
}
