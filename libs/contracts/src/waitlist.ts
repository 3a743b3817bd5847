import { z } from 'zod';
import { VEHICLE_TYPES } from './enums';
import { idField } from './ids';
import { isCalendarDate } from './calendar-date';
import { locationSchema } from './booking';

/**
 * The waitlist (issue 44): a customer for whom no window suits asks for a range of days and the
 * windows that would do; when a place opens that fits, it is offered to the best-fitting waiting
 * customers at once, each offer held for WAITLIST_OFFER_HOLD_MINUTES; the first to accept books it.
 */

/** How long an offer stands before it lapses and the place goes to the next customers. */
export const WAITLIST_OFFER_HOLD_MINUTES = 10;
/** How many waiting customers one round offers the same place to. */
export const WAITLIST_OFFER_FANOUT = 3;
/** How far ahead a customer may wait (the booking horizon). */
export const WAITLIST_MAX_RANGE_DAYS = 60;

export const WAITLIST_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type WaitlistWindow = (typeof WAITLIST_WINDOWS)[number];

export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist. We'll text and email you when a place opens.",
  offerTaken: 'Sorry, this place was just taken by another customer.',
  offerExpired: 'This offer has expired.',
  windowsRequired: 'Please choose at least one time of day',
  rangeOrder: 'The last day must be on or after the first day',
  dateRequired: 'Please choose a day',
} as const;

const day = z.string({ error: WAITLIST_MESSAGES.dateRequired }).refine(isCalendarDate, WAITLIST_MESSAGES.dateRequired);

/** POST /api/waitlist: what would suit, and what to book when it opens. */
export const joinWaitlistSchema = locationSchema
  .extend({
    packageId: idField('Please choose a package'),
    vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }).default('sedan'),
    fromDate: day,
    toDate: day,
    windows: z.array(z.enum(WAITLIST_WINDOWS)).min(1, WAITLIST_MESSAGES.windowsRequired).max(3),
  })
  .refine((v) => v.toDate >= v.fromDate, { message: WAITLIST_MESSAGES.rangeOrder, path: ['toDate'] });
export type JoinWaitlistRequest = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlistInput = z.output<typeof joinWaitlistSchema>;

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'booked', 'withdrawn'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];
export const WAITLIST_OFFER_STATUSES = ['offered', 'accepted', 'expired', 'taken'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** An offer of a freed place, as its customer sees it. */
export const waitlistOfferDtoSchema = z
  .object({
    id: z.string(),
    status: z.enum(WAITLIST_OFFER_STATUSES),
    /** The window's start, an ISO instant. */
    start: z.string(),
    date: z.string(),
    windowLabel: z.string(),
    expiresAt: z.string(),
    bookingId: z.string().nullable(),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOfferDto = z.infer<typeof waitlistOfferDtoSchema>;

const waitlistEntryFields = {
  id: z.string(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  packageId: z.string(),
  packageName: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  windows: z.array(z.enum(WAITLIST_WINDOWS)),
  createdAt: z.string(),
  /** Offers still open, newest first. */
  offers: z.array(waitlistOfferDtoSchema),
};
export const waitlistEntryDtoSchema = z.object(waitlistEntryFields).meta({ id: 'WaitlistEntry' });
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDtoSchema>;

/** POST /api/waitlist/offers/{id}/accept: the booking made (unpaid: pay for it from the booking's page). */
export const acceptOfferResponseSchema = z.object({ bookingId: z.string() }).meta({ id: 'AcceptOfferResponse' });
export type AcceptOfferResponse = z.infer<typeof acceptOfferResponseSchema>;

/** GET /api/admin/waitlist: who waits, and how many freed places the waitlist filled. */
export const adminWaitlistDtoSchema = z
  .object({
    entries: z.array(z.object({ ...waitlistEntryFields, customerName: z.string() })),
    openings: z.object({ total: z.number().int(), filled: z.number().int(), open: z.number().int(), lapsed: z.number().int() }),
    /** filled / (filled + lapsed), 0..1; null before any place has closed. */
    fillRate: z.number().nullable(),
  })
  .meta({ id: 'AdminWaitlist' });
export type AdminWaitlistDto = z.infer<typeof adminWaitlistDtoSchema>;
