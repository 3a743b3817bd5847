import { z } from 'zod';
import { VEHICLE_TYPES } from './enums';
import { requiredText } from './auth.schema';

/** Wizard step 3 (customer-side §5). */
export const locationSchema = z.object({
  address: requiredText('Address is required').max(255),
  city: requiredText('City is required').max(100),
  zipCode: z.string({ error: 'Valid ZIP code is required' }).trim().min(5, 'Valid ZIP code is required').max(10, 'Valid ZIP code is required'),
  specialInstructions: z.string().trim().max(1000).optional().nullable(),
});

/** Checkout form (customer-side §5). */
export const checkoutSchema = z.object({
  firstName: requiredText('First name is required').max(100),
  lastName: requiredText('Last name is required').max(100),
  email: z.email('Valid email is required'),
  phone: z.string().trim().max(30).optional().nullable(),
  agreeToTerms: z.literal(true, { error: 'You must agree to the terms' }),
  agreeToPhotos: z.boolean().optional(),
});
export type CheckoutForm = z.input<typeof checkoutSchema>;

/**
 * POST /api/bookings: the spec's booking draft (vehicleType, packageId, totalAmount, address,
 * city, zipCode, specialInstructions, scheduledDate) plus, beside it, the checkout contact for a
 * visitor and the consents. totalAmount is accepted and ignored: the server prices the booking.
 */
export const createBookingSchema = locationSchema.extend({
  vehicleType: z.enum(VEHICLE_TYPES).default('sedan'),
  packageId: z.string({ error: 'Please choose a package' }).min(1, 'Please choose a package'),
  totalAmount: z.union([z.string(), z.number()]).optional(),
  /** The start of the chosen arrival window, an ISO instant. */
  scheduledDate: z.iso.datetime({ offset: true, error: 'Please choose a time' }),
  carId: z.string().optional().nullable(),
  contact: checkoutSchema.optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingSchema>;
