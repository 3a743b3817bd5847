/**
 * The scheduling calls beside the spec's. Owned by the scheduling module; the wizard's step 4 and
 * the customer's Manage dialog read them. Shapes here are the agreement between API and UI.
 */

/**
 * Why a window cannot be booked, for the UI to say so: gone, closer than the minimum advance, past
 * the 60-day horizon ('too_far', added beside the draft), nobody works then, or everybody is taken.
 */
export type UnavailableReason = 'past' | 'min_advance' | 'too_far' | 'fully_booked' | 'no_dad';

/** GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD&packageId=...&vehicleType=... (public). */
export interface AvailabilityWindowDto {
  date: string;
  /** The spec's arrival windows: morning 8-12, afternoon 12-4, evening 4-8. */
  window: 'morning' | 'afternoon' | 'evening';
  label: string;
  startTime: string;
  endTime: string;
  /** The window's start, an ISO instant: what POST /api/bookings takes as scheduledDate. */
  start: string;
  available: boolean;
  reason?: UnavailableReason;
  /** One readable line for the UI when not available. */
  reasonText?: string;
}

export interface AvailabilityDayDto {
  date: string;
  windows: AvailabilityWindowDto[];
}

export interface AvailabilityResponse {
  days: AvailabilityDayDto[];
}

/** Spec dad-and-admin §3: a weekly window (dayOfWeek 0 Sunday .. 6 Saturday, 'HH:MM'). */
export interface WeeklyAvailabilityDto {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** Spec dad-and-admin §3: a specific-date window. */
export interface SpecificDateAvailabilityDto {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** POST /api/bookings/{id}/reschedule body; POST /api/bookings/{id}/cancel takes none. */
export interface RescheduleBookingRequest {
  scheduledDate: string;
}

/** The business's contact details (the refund policy page and the cancellation refusal name them). */
export const BUSINESS_CONTACT = { email: 'hello@dadsdetail.com' } as const;

/** The 409 of a window that was free on screen but taken by the time of booking (the UI goes back to step 4). */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time.';

/** /legal/refunds's words, for a cancellation inside the policy window (409 message and policyText). */
export const cancellationPolicyText = (hours: number) =>
  `Free cancellation ends ${hours} hours before your appointment, and that time has passed. ` +
  `Please contact us as soon as you can at ${BUSINESS_CONTACT.email} with your booking reference.`;

/** GET /api/bookings/{id}/events: every change to a booking, who made it and when. */
export interface BookingEventDto {
  id: string;
  bookingId: string;
  type: 'created' | 'rescheduled' | 'cancelled' | 'status_changed' | 'payment_changed' | 'dad_assigned';
  actorId: string | null;
  actorRole: 'customer' | 'dad' | 'admin' | 'system';
  details: Record<string, unknown>;
  createdAt: string;
}

/** What GET /api/bookings/{id}/manage tells the customer before they change a booking. */
export interface BookingManageOptionsDto {
  canReschedule: boolean;
  canCancel: boolean;
  /** True when cancelling now is free (outside cancellationPolicyHours before the start). */
  freeCancellation: boolean;
  cancellationPolicyHours: number;
  /** Shown inside the policy window: how to reach the business instead. */
  policyText: string;
}
