import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from './enums';
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

export type WaitlistEntryStatus = 'waiting' | 'booked' | 'withdrawn';
export type WaitlistOfferStatus = 'offered' | 'accepted' | 'expired' | 'taken';

/** An offer of a freed place, as its customer sees it. */
export interface WaitlistOfferDto {
  id: string;
  status: WaitlistOfferStatus;
  /** The window's start, an ISO instant. */
  start: string;
  date: string;
  windowLabel: string;
  expiresAt: string;
  bookingId: string | null;
}

export interface WaitlistEntryDto {
  id: string;
  status: WaitlistEntryStatus;
  packageId: string;
  packageName: string;
  vehicleType: VehicleType;
  address: string;
  city: string;
  zipCode: string;
  fromDate: string;
  toDate: string;
  windows: WaitlistWindow[];
  createdAt: string;
  /** Offers still open, newest first. */
  offers: WaitlistOfferDto[];
}

/** POST /api/waitlist/offers/{id}/accept: the booking made (unpaid: pay for it from the booking's page). */
export interface AcceptOfferResponse {
  bookingId: string;
}

/** GET /api/admin/waitlist: who waits, and how many freed places the waitlist filled. */
export interface AdminWaitlistDto {
  entries: Array<WaitlistEntryDto & { customerName: string }>;
  openings: { total: number; filled: number; open: number; lapsed: number };
  /** filled / (filled + lapsed), 0..1; null before any place has closed. */
  fillRate: number | null;
}
