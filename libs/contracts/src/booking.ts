import { z } from 'zod';
import { EMAIL_MAX_LENGTH, nameText, optionalPhone, requiredText } from './auth';
import { BOOKING_STATUSES, PAYMENT_STATUSES, VEHICLE_TYPES, type VehicleType } from './enums';
import { addOnIdsParam, bookingAddOnIdsField, bookingVehicleDtoSchema, moreVehiclesField, moreVehiclesParam } from './add-on';
import { moneyText } from './package';
import { idField, optionalIdField } from './ids';
import { LANGUAGES } from './language';
import { pageQuerySchema } from './paging';

/** The spec's words for booking refusals, shared by the API and the wizard. */
export const BOOKING_MESSAGES = {
  outsideServiceArea: 'We currently only serve Orange County.',
  packageUnavailable: 'This package is not available',
  emailTaken: 'An account with this email already exists. Please sign in to book.',
  contactRequired: 'Please enter your contact details to book',
  customersOnly: 'Only customer accounts can book a detail. Please sign in as a customer to book.',
  notAWindow: 'Please choose one of the available arrival times',
  past: 'This time has already passed. Please choose another time.',
  tooSoon: (hours: number) => `Bookings must be made at least ${hours} hour${hours === 1 ? '' : 's'} in advance. Please choose a later time.`,
  tooFar: (days: number) => `Bookings can be made up to ${days} days ahead. Please choose an earlier date.`,
  carNotFound: 'Car not found',
  carTypeMismatch: "The vehicle type doesn't match the selected car",
} as const;

export type { BookingVehicleDto } from './add-on';

/** A US ZIP code: 5 digits, optionally +4. Its first five digits decide the service area. */
export const zipCodeSchema = z
  .string({ error: 'Valid ZIP code is required' })
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, 'Valid ZIP code is required');

/** POST /api/validate-address (customer-side §7): { zipCode } -> { isInServiceArea }. */
export const validateAddressSchema = z.object({ zipCode: zipCodeSchema });
export type ValidateAddressRequest = z.input<typeof validateAddressSchema>;

/** Wizard step 3 (customer-side §5). */
export const locationSchema = z.object({
  // Each limit names itself: without its own message a check takes the schema's ('... is required').
  address: requiredText('Address is required').max(255, 'Address must be at most 255 characters'),
  city: requiredText('City is required').max(100, 'City must be at most 100 characters'),
  zipCode: zipCodeSchema,
  specialInstructions: z
    .string()
    .trim()
    .max(1000, 'Special instructions must be at most 1000 characters')
    .nullish()
    .transform((text) => text || null),
});

/** Checkout form (customer-side §5). */
export const checkoutSchema = z.object({
  firstName: nameText('First name'),
  lastName: nameText('Last name'),
  email: z.email('Valid email is required').max(EMAIL_MAX_LENGTH, 'Valid email is required'),
  phone: optionalPhone,
  agreeToTerms: z.literal(true, { error: 'You must agree to the terms' }),
  agreeToPhotos: z.boolean().optional(),
});
export type CheckoutForm = z.input<typeof checkoutSchema>;

/**
 * POST /api/bookings: the spec's booking draft (vehicleType, packageId, totalAmount, address,
 * city, zipCode, specialInstructions, scheduledDate) plus, beside it, an optional carId and the
 * checkout `contact` (required from a visitor, who is registered from it; optional for a signed-in
 * customer, whose own account is used and only the consents are read). totalAmount is accepted and
 * ignored: the server prices the booking. Optional too: `addOnIds` (the first vehicle's add-ons)
 * and `moreVehicles` (vehicles 2 and 3, each with its size, package, saved car and add-ons).
 */
export const createBookingSchema = locationSchema.extend({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }).default('sedan'),
  packageId: idField('Please choose a package', BOOKING_MESSAGES.packageUnavailable),
  totalAmount: z.union([z.string(), z.number()]).optional(),
  /** The chosen window's `start` from upcomingWindows (@dd/domain/time-windows), an ISO instant. */
  scheduledDate: z.iso.datetime({ offset: true, error: 'Please choose a time' }),
  carId: optionalIdField(BOOKING_MESSAGES.carNotFound),
  addOnIds: bookingAddOnIdsField,
  moreVehicles: moreVehiclesField,
  contact: checkoutSchema.optional(),
  /**
   * The language the visitor booked in (the page's): the account a visitor's checkout opens keeps it,
   * and every email, text and invite to them is in it (decision 0410). A signed-in customer's account
   * keeps its own.
   */
  language: z.enum(LANGUAGES, { error: 'Choose English, Spanish or Vietnamese' }).optional(),
  /** A friend's referral code from /book?ref=CODE (last 8 characters of their id); a code that fits nobody is ignored. */
  ref: z
    .string()
    .trim()
    .nullish()
    .transform((code) => (code && /^[0-9A-Za-z]{8}$/.test(code) ? code.toUpperCase() : null)),
});
export type CreateBookingRequest = z.input<typeof createBookingSchema>;
export type CreateBookingInput = z.output<typeof createBookingSchema>;

/** GET /api/bookings/quote: the price lines the server would charge the caller now (add-ons and more vehicles as GET /api/availability takes them). */
export const bookingQuoteSchema = z.object({
  packageId: createBookingSchema.shape.packageId,
  vehicleType: createBookingSchema.shape.vehicleType,
  addOnIds: addOnIdsParam,
  moreVehicles: moreVehiclesParam,
});
export type BookingQuoteQuery = z.output<typeof bookingQuoteSchema>;
/** The quote's query as a client sends it: `addOnIds` comma-separated, `moreVehicles` as vehiclesParam() writes it. */
export interface BookingQuoteRequest {
  packageId: string;
  vehicleType: VehicleType;
  addOnIds?: string;
  moreVehicles?: string;
}

/**
 * GET /api/bookings: the caller's bookings, a page at a time. `dadId` narrows to one DAD's
 * assignments (the spec's DAD screens send their own id; a DAD may not ask for another's, an admin
 * may ask for any), `status` to one status; `q` searches package, address, city and customer.
 */
export const bookingListQuerySchema = pageQuerySchema.extend({
  dadId: idField('dadId must be a valid id').optional(),
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** One vehicle's part of the price lines: its package for its size and each add-on. */
const priceLinesVehicleSchema = z.object({
  position: z.number().int(),
  vehicleType: z.enum(VEHICLE_TYPES),
  packageName: z.string(),
  packagePrice: moneyText,
  addOns: z.array(z.object({ name: z.string(), price: moneyText })),
});
export type PriceLinesVehicle = z.infer<typeof priceLinesVehicleSchema>;

/**
 * How the server priced a booking: the package for the vehicle size, the tier discount, the reward
 * credit, and the total (never below zero). Shown on wizard step 5, the success screen, the receipt
 * and the admin booking card. With add-ons or several vehicles, `vehicles` itemises them:
 * packagePrice is then every vehicle's package together, addOnsPrice every add-on, and the
 * discount and credits come off both.
 */
export const bookingPriceLinesSchema = z
  .object({
    /** The package(s), before discounts. */
    packagePrice: moneyText,
    /** Every add-on of every vehicle (absent on bookings made before add-ons: none). */
    addOnsPrice: moneyText.optional(),
    /** Each vehicle's package and add-ons (absent on bookings made before add-ons). */
    vehicles: z.array(priceLinesVehicleSchema).optional(),
    tierDiscount: moneyText,
    /** The tier benefit that gave the discount ("Silver: $10 off every 5th booking"), else null. */
    tierBenefit: z.string().nullable(),
    rewardCredit: moneyText,
    freeInteriorAddOn: z.boolean(),
    total: moneyText,
  })
  .meta({ id: 'BookingPriceLines' });
export type BookingPriceLines = z.infer<typeof bookingPriceLinesSchema>;

const bookingFields = {
  id: z.string(),
  customerId: z.string(),
  dadId: z.string().nullable(),
  carId: z.string().nullable(),
  packageId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  scheduledDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  specialInstructions: z.string().nullable(),
  totalAmount: moneyText,
  priceLines: bookingPriceLinesSchema,
  /** The vehicle type the booking was priced for (null on bookings made before it was recorded, when no car says it). */
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  /** The checkout's agreeToPhotos: before/after photos of this job may be shown publicly (gallery). */
  photoConsent: z.boolean(),
  stripePaymentIntentId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Until when an unpaid booking holds its time (ISO); after it, unless paid, it is cancelled and the time freed. */
  holdExpiresAt: z.string().nullable(),
  /** What the card was charged for the booking (money string); null until the payment is captured. */
  capturedAmount: moneyText.nullable(),
  /** How much of that was refunded ('0.00' when nothing). */
  refundedAmount: moneyText,
  /** A late-cancellation or no-show fee taken from the hold instead of the total (the rest of the hold released); null when none. */
  fee: z.object({ kind: z.enum(['late_cancel', 'no_show']), amount: moneyText }).nullable(),
  /** Closed because the customer was not there (status `cancelled`; the lists show it as a no-show: decision 0365). */
  noShow: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }).optional(),
  dad: z.object({ firstName: z.string(), lastName: z.string() }).nullable().optional(),
};

/**
 * A booking as every list and every change answers it, to its customer, its DAD and admins (both
 * spec files, §3: the Booking fields, and the names the DAD and admin views nest).
 */
export const bookingSummaryDtoSchema = z
  .object({
    ...bookingFields,
    package: z.object({ name: z.string() }).optional(),
    car: z.object({ year: z.number().int(), make: z.string(), model: z.string(), color: z.string().nullable() }).nullable().optional(),
    /**
     * Each vehicle of the booking, first one first, with its car, package and add-ons (lists and
     * opened bookings; absent from the answer to a change; empty on bookings made before vehicles were recorded).
     */
    vehicles: z.array(bookingVehicleDtoSchema).optional(),
  })
  .meta({ id: 'BookingSummary' });
export type BookingSummaryDto = z.infer<typeof bookingSummaryDtoSchema>;

/** A DAD's work on one booking (dad-and-admin §3). Coordinates are decimal strings with 7 places. */
export const jobSessionDtoSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    dadId: z.string(),
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    durationMinutes: z.number().int().nullable(),
    geofenceVerified: z.boolean(),
    geofenceLatitude: z.string().nullable(),
    geofenceLongitude: z.string().nullable(),
  })
  .meta({ id: 'JobSession' });
export type JobSessionDto = z.infer<typeof jobSessionDtoSchema>;

/**
 * One booking opened, whoever opens it (GET /api/bookings/{id}, the DAD's job sheet and day list,
 * the receipt): the summary, plus what is needed at the door (package features, plate), the DAD's
 * work so far and the money taken.
 */
export const bookingDetailDtoSchema = z
  .object({
    ...bookingFields,
    package: z.object({ name: z.string(), features: z.array(z.string()) }).optional(),
    car: z.object({ year: z.number().int(), make: z.string(), model: z.string(), color: z.string().nullable(), licensePlate: z.string().nullable() }).nullable().optional(),
    session: jobSessionDtoSchema.nullable(),
    /** Each vehicle of the booking, first one first (empty on bookings made before vehicles were recorded). */
    vehicles: z.array(bookingVehicleDtoSchema),
    /** Minutes on site: every vehicle's package and add-ons. */
    durationMinutes: z.number().int(),
    /** The card that holds or paid it; null when none is saved, and always to its DAD. */
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** When the money was taken; null while it is only held. */
    capturedAt: z.string().nullable(),
    /** Money of the booking's payment given back to the card, oldest first (refunds the gateway made; a tip's refunds are in tip.refundedAmount). */
    refunds: z.array(z.object({ id: z.string(), amount: moneyText, createdAt: z.string() })),
    /** The tip added after the job (a separate charge on the saved card) and how much of it was refunded ('0.00' when nothing); null when none. */
    tip: z.object({ amount: moneyText, refundedAmount: moneyText, createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'BookingDetail' });
export type BookingDetailDto = z.infer<typeof bookingDetailDtoSchema>;

/** POST /api/bookings/{id}/reschedule; POST /api/bookings/{id}/cancel takes no body. */
export const rescheduleBookingSchema = z.object({
  scheduledDate: z.iso.datetime({ offset: true, error: 'Please choose a time' }),
});
export type RescheduleBookingRequest = z.input<typeof rescheduleBookingSchema>;

/** The business's contact details (the refund policy page and the cancellation refusal name them). */
export const BUSINESS_CONTACT = { email: 'hello@dadsdetail.com' } as const;

/** The 409 of a window that was free on screen but taken by the time of booking (the UI goes back to step 4). */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time.';

/** /legal/refunds's words, for a cancellation inside the policy window (409 message and policyText). */
export const cancellationPolicyText = (hours: number) =>
  `Free cancellation ends ${hours} hours before your appointment, and that time has passed. ` +
  `Please contact us as soon as you can at ${BUSINESS_CONTACT.email} with your booking reference.`;

/** GET /api/bookings/{id}/events: every change to a booking, who made it and when. */
export const bookingEventDtoSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    type: z.enum(['created', 'rescheduled', 'cancelled', 'status_changed', 'payment_changed', 'dad_assigned', 'dad_on_the_way', 'customer_confirmed']),
    actorId: z.string().nullable(),
    actorRole: z.enum(['customer', 'dad', 'admin', 'system']),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'BookingEvent' });
export type BookingEventDto = z.infer<typeof bookingEventDtoSchema>;

/** What GET /api/bookings/{id}/manage tells the customer before they change a booking. */
export const bookingManageOptionsDtoSchema = z
  .object({
    canReschedule: z.boolean(),
    canCancel: z.boolean(),
    /** True when cancelling now is free (outside cancellationPolicyHours before the start). */
    freeCancellation: z.boolean(),
    cancellationPolicyHours: z.number().int(),
    /** Shown inside the policy window: how to reach the business instead. */
    policyText: z.string(),
    /** Why the customer cannot move it themselves when canReschedule is false (the policy window, or the owner's limit of moves). */
    rescheduleRefusal: z.string().nullable(),
    /**
     * Inside the window, when the customer agreed to the fees at checkout and the card is held: the
     * late-cancellation fee cancelling now costs (money string); canCancel is then true. Null otherwise.
     */
    lateCancelFee: moneyText.nullable(),
  })
  .meta({ id: 'BookingManageOptions' });
export type BookingManageOptionsDto = z.infer<typeof bookingManageOptionsDtoSchema>;

/** POST /api/bookings/{id}/cancel: inside the policy window, `acceptFee: true` confirms the late-cancellation fee shown. */
export const cancelBookingSchema = z.object({ acceptFee: z.boolean().optional() }).default({});

/** The DAD's "Customer not here" (after I'm Here): where they are; the photo is the job's before photo taken there. */
export const noShowSchema = z.object({
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type NoShowBody = z.output<typeof noShowSchema>;

export const NO_SHOW_MESSAGES = {
  photoRequired: 'Take a photo of the place first (as a before photo), then mark the customer not here',
  notArrived: 'Tap I’m Here when you arrive; then you can mark the customer not here',
  tooEarly: 'A no-show can be marked once the arrival window has begun',
} as const;
