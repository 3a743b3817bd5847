import { z } from 'zod';
import { BOOKING_LIST_STATUSES, BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';
import { oneOrAll, pageQuerySchema } from './paging';

/** The admin's Booking Management (dad-and-admin §3): filters, status changes, reassignment. */

/** The dashboard's booking alerts (AdminAlertsDto); each links to Booking Management filtered to it. */
export const BOOKING_ATTENTION = ['awaiting_confirmation', 'uncaptured', 'payment_issues', 'unassigned'] as const;
export type BookingAttention = (typeof BOOKING_ATTENTION)[number];

/** GET /api/admin/bookings: `q` is a customer's first or last name, email, a booking id or its 8-character reference. */
export const adminBookingQuerySchema = pageQuerySchema.extend({
  /** `cancelled` lists the cancellations, `no_show` the bookings the customer was not there for (both `status: cancelled` on the wire). */
  status: oneOrAll(BOOKING_LIST_STATUSES, 'Status must be all, pending, confirmed, in_progress, completed, cancelled or no_show'),
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
    z.object({
      status: z.enum(BOOKING_STATUSES, { error: 'Unknown booking status' }),
      /** With status cancelled: take the late-cancellation fee the customer agreed to (inside the policy window only); else the hold is released. */
      lateCancelFee: z.boolean({ error: 'lateCancelFee must be true or false' }).optional(),
    }),
    z.object({ paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }) }),
  ],
  { error: 'Send status or paymentStatus' },
);
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

/** GET /api/admin/bookings/{id}/cancel-options: what an admin's cancellation would cost the customer now. */
export const adminCancelOptionsDtoSchema = z
  .object({
    /** Not yet started (pending or confirmed). */
    cancellable: z.boolean(),
    /** More than cancellationPolicyHours before the start: no fee can apply. */
    freeCancellation: z.boolean(),
    cancellationPolicyHours: z.number(),
    /** The late-cancellation fee the customer agreed to at checkout (money string), inside the window; null when none applies. */
    lateCancelFee: z.string().nullable(),
  })
  .meta({ id: 'AdminCancelOptions' });
export type AdminCancelOptionsDto = z.infer<typeof adminCancelOptionsDtoSchema>;

/** POST /api/admin/bookings/{id}/reassign: another DAD who is free for the booking's window. */
export const reassignBookingSchema = z.object({ dadId: z.guid({ error: 'Choose a DAD' }) });
export type ReassignBookingRequest = z.output<typeof reassignBookingSchema>;

/** GET /api/admin/bookings/{id}/reassign-options: the DADs free for the booking's time as it stands, fairest first. */
export const freeDadDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** How many minutes of driving their day grows by with this booking in their route (issue 27). */
  addedDriveMinutes: z.number().int(),
}).meta({ id: 'FreeDad' });
export type FreeDadDto = z.output<typeof freeDadDtoSchema>;

/**
 * Why a DAD cannot take a booking as it stands (scheduling decides, in this order): the ZIP is
 * outside their coverage; their hours that day do not cover its arrival times; their day already
 * has the most jobs allowed; another job of theirs holds that time; the drives of their route leave
 * no arrival inside a window.
 */
export const REASSIGN_REFUSALS = ['not_covered', 'not_working', 'day_full', 'overlapping_job', 'route_does_not_fit'] as const;
export type ReassignRefusal = (typeof REASSIGN_REFUSALS)[number];

/** A DAD who cannot take the booking, with every reason that holds. */
export const busyDadDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  reasons: z.array(z.enum(REASSIGN_REFUSALS)).min(1),
});
export type BusyDadDto = z.output<typeof busyDadDtoSchema>;

/**
 * GET /api/admin/bookings/{id}/reassign-choices: every other active DAD, `free` as reassign-options
 * lists them and `busy` with why each cannot take it (both empty once the booking has started).
 */
export const reassignChoicesDtoSchema = z.object({ free: z.array(freeDadDtoSchema), busy: z.array(busyDadDtoSchema) });
export type ReassignChoicesDto = z.output<typeof reassignChoicesDtoSchema>;
