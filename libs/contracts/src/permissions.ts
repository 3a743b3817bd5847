import type { Role } from './roles';

/**
 * The one map of who may do what. The API's global guard refuses any route that names no
 * permission (or is not marked public), and the shell's route guards read the same map, so
 * the browser and the server can never disagree about an area.
 */
export const PERMISSIONS = {
  /** Anything a signed-in person does to their own account (GET /api/user, profile, photo). */
  account: ['customer', 'dad', 'admin'],
  /** Uploading images and reading the ones shared with you; ImagesService checks each object. */
  images: ['customer', 'dad', 'admin'],
  /** Linking before/after photos to a job: only its assigned DAD (checked per booking) or an admin. */
  jobPhotos: ['dad', 'admin'],
  /** The customer portal: own cars, bookings, rewards, payment methods, preferences. */
  customerArea: ['customer'],
  /** The DAD portal: assigned jobs, availability, served customers. */
  dadArea: ['dad'],
  /** The admin area: everything under /dadportal/admin and /api/admin. */
  adminArea: ['admin'],
  /** Reading bookings: BookingsService scopes them (a customer's own, a DAD's assigned, an admin's all). */
  bookings: ['customer', 'dad', 'admin'],
  /** Paying for a booking (payment intent, confirm); PaymentsService checks the booking is the caller's own. */
  checkout: ['customer'],
  /** Reading a customer's profile: a DAD only customers booked with them (CustomerProfileService checks), an admin anyone. */
  customerProfiles: ['dad', 'admin'],
  /** Capturing and releasing card holds (dad-and-admin §7). */
  managePayments: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const hasPermission = (role: Role | undefined | null, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
