import { z } from 'zod';
import { dadCoverageDtoSchema } from './admin-dads';
import { BOOKING_STATUSES } from './enums';
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
export const routeStopDtoSchema = z
  .object({
    bookingId: z.string(),
    status: z.enum(BOOKING_STATUSES),
    customerName: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
    packageName: z.string(),
    /** The customer's arrival window, 'HH:MM' (what they were promised). */
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    durationMinutes: z.number(),
    /** As planned when booked or last changed. */
    plannedArrival: z.string().nullable(),
    /** Planned again from the day's actual progress (a job running long moves the later ones). */
    expectedArrival: z.string(),
    /** The drive from the previous stop (or the DAD's base). */
    driveMinutes: z.number(),
    driveMeters: z.number(),
    /** Opens the phone's maps app with directions to the address. */
    navigateUrl: z.string(),
    /** Expected after the window's end: this customer's promise is at risk. */
    atRisk: z.boolean(),
  })
  .meta({ id: 'RouteStop' });
export type RouteStopDto = z.infer<typeof routeStopDtoSchema>;

export const dadRouteDtoSchema = z
  .object({
    dad: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    date: z.string(),
    coverage: dadCoverageDtoSchema,
    stops: z.array(routeStopDtoSchema),
    /** Every drive of the day, the way back to the base included. */
    driveMinutes: z.number(),
    driveMeters: z.number(),
  })
  .meta({ id: 'DadRoute' });
export type DadRouteDto = z.infer<typeof dadRouteDtoSchema>;

/** GET /api/admin/dispatch: a row per active DAD, and the day's bookings without a DAD. */
export const dispatchBoardDtoSchema = z
  .object({ date: z.string(), routes: z.array(dadRouteDtoSchema), unassigned: z.array(routeStopDtoSchema) })
  .meta({ id: 'DispatchBoard' });
export type DispatchBoardDto = z.infer<typeof dispatchBoardDtoSchema>;
