import { z } from 'zod';
import { VEHICLE_TYPES } from './enums';
import { idField } from './ids';
import { isCalendarDate } from './calendar-date';
import { checkoutSchema, locationSchema } from './booking';
import { EMAIL_MAX_LENGTH, nameText, optionalPhone } from './auth';
import { LANGUAGES } from './language';

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
  contactRequired: 'Please enter an email or a phone number so we can tell you when a place opens',
  tooManyJoins: 'Too many waitlist requests from this address.',
} as const;

const day = z.string({ error: WAITLIST_MESSAGES.dateRequired }).refine(isCalendarDate, WAITLIST_MESSAGES.dateRequired);

const wishSchema = locationSchema.extend({
  packageId: idField('Please choose a package'),
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }).default('sedan'),
  fromDate: day,
  toDate: day,
  windows: z.array(z.enum(WAITLIST_WINDOWS)).min(1, WAITLIST_MESSAGES.windowsRequired).max(3),
});
const anEmail = z.email();
const inOrder = (v: { fromDate: string; toDate: string }) => v.toDate >= v.fromDate;
const rangeOrder = { message: WAITLIST_MESSAGES.rangeOrder, path: ['toDate'] };

/** POST /api/waitlist: what would suit, and what to book when it opens. */
export const joinWaitlistSchema = wishSchema.refine(inOrder, rangeOrder);
export type JoinWaitlistRequest = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlistInput = z.output<typeof joinWaitlistSchema>;

/**
 * POST /api/waitlist/visitors: a visitor without an account waits too, with a name and an email or a
 * phone (or both) that offers go to, and the language offers are written in.
 */
export const visitorJoinWaitlistSchema = wishSchema
  .extend({
    firstName: nameText('First name'),
    lastName: nameText('Last name'),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .max(EMAIL_MAX_LENGTH, 'Valid email is required')
      .nullish()
      .transform((email) => email || null)
      .refine((email) => email === null || anEmail.safeParse(email).success, 'Valid email is required'),
    phone: optionalPhone,
    language: z.enum(LANGUAGES, { error: 'Choose English, Spanish or Vietnamese' }).optional(),
  })
  .refine(inOrder, rangeOrder)
  .refine((v) => !!(v.email || v.phone), { message: WAITLIST_MESSAGES.contactRequired, path: ['email'] });
export type VisitorJoinWaitlistRequest = z.input<typeof visitorJoinWaitlistSchema>;
export type VisitorJoinWaitlistInput = z.output<typeof visitorJoinWaitlistSchema>;

/**
 * POST /api/waitlist/visitor-offers/{key}/accept: as the checkout books for a visitor, the contact
 * opens an account (signed in at once); a signed-in customer sends none and books on their own.
 */
export const acceptVisitorOfferSchema = z.object({ contact: checkoutSchema.optional(), language: z.enum(LANGUAGES, { error: 'Choose English, Spanish or Vietnamese' }).optional() });
export type AcceptVisitorOfferRequest = z.input<typeof acceptVisitorOfferSchema>;
export type AcceptVisitorOfferInput = z.output<typeof acceptVisitorOfferSchema>;

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

/**
 * What a visitor's offer link shows: the place, what would be booked, and who asked (to fill the
 * checkout's contact). The link is its key (decision 0456): once the offer is no longer open (taken,
 * accepted, lapsed) it names nobody, so the street address and the contact are null.
 */
export const visitorOfferDtoSchema = z
  .object({
    offer: waitlistOfferDtoSchema,
    packageName: z.string(),
    vehicleType: z.enum(VEHICLE_TYPES),
    address: z.string().nullable(),
    city: z.string(),
    zipCode: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'VisitorWaitlistOffer' });
export type VisitorOfferDto = z.infer<typeof visitorOfferDtoSchema>;
