import { z } from 'zod';
import { BOOKING_STATUSES, VEHICLE_TYPES } from './enums';
import { pageQuerySchema } from './paging';
import { optionalPhone, requiredText } from './auth.schema';

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
  address: requiredText('Address is required').max(255),
  city: requiredText('City is required').max(100),
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
  firstName: requiredText('First name is required').max(100),
  lastName: requiredText('Last name is required').max(100),
  email: z.email('Valid email is required').max(255),
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
 * ignored: the server prices the booking.
 */
export const createBookingSchema = locationSchema.extend({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }).default('sedan'),
  packageId: z.string({ error: 'Please choose a package' }).trim().min(1, 'Please choose a package').max(36, BOOKING_MESSAGES.packageUnavailable),
  totalAmount: z.union([z.string(), z.number()]).optional(),
  /** The chosen window's `start` from upcomingWindows (@dd/domain/time-windows), an ISO instant. */
  scheduledDate: z.iso.datetime({ offset: true, error: 'Please choose a time' }),
  carId: z.string().trim().max(36, BOOKING_MESSAGES.carNotFound).nullish().transform((id) => id || null),
  contact: checkoutSchema.optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingSchema>;
export type CreateBookingInput = z.output<typeof createBookingSchema>;

/**
 * GET /api/bookings: the caller's bookings, a page at a time. `dadId` narrows to one DAD's
 * assignments (the spec's DAD screens send their own id; a DAD may not ask for another's, an admin
 * may ask for any), `status` to one status; `q` searches package, address, city and customer.
 */
export const bookingListQuerySchema = pageQuerySchema.extend({
  dadId: z.string().trim().min(1).max(36).optional(),
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
