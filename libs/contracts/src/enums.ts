export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What a booking is as the lists show and filter it: the spec's five statuses and `no_show`, a
 * booking closed because the customer was not there (its `status` stays `cancelled` on the wire,
 * `noShow` true; decision 0365).
 */
export const BOOKING_LIST_STATUSES = [...BOOKING_STATUSES, 'no_show'] as const;
export type BookingListStatus = (typeof BOOKING_LIST_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'authorized', 'captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const VEHICLE_TYPES = ['sedan', 'suv', 'truck'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** How every screen and message names a vehicle type (customer-side §2). */
export const VEHICLE_LABELS: Record<VehicleType, string> = { sedan: 'Sedan', suv: 'SUV', truck: 'Truck' };

export const PACKAGE_TYPES = ['tidy_up', 'deep_clean', 'done_dads_way'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const MEDIA_TYPES = ['before', 'after'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const IMAGE_USAGE_TYPES = ['profile', 'gallery', 'other'] as const;
export type ImageUsageType = (typeof IMAGE_USAGE_TYPES)[number];

export const IMAGE_VARIANT_TYPES = ['original', 'thumbnail', 'medium', 'large'] as const;
export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number];

export const GALLERY_PHOTO_TYPES = ['before', 'after', 'process'] as const;
export type GalleryPhotoType = (typeof GALLERY_PHOTO_TYPES)[number];

export const GALLERY_CATEGORIES = ['interior', 'exterior'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const CONTACT_METHODS = ['email', 'phone', 'both'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
