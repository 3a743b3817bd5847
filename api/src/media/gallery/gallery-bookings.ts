import type { GalleryPhotoDto } from '@dd/contracts/gallery';

/** What the gallery shows of the booking a photo came from. */
export type GalleryBooking = NonNullable<GalleryPhotoDto['booking']>;

export const GALLERY_BOOKINGS = Symbol('GalleryBookings');
/**
 * Bookings: the car and package of the bookings gallery photos came from. Media sits below bookings
 * and keeps only the booking's id; bookings implements this and the composition root binds it
 * (decision record 0302).
 */
export interface GalleryBookings {
  /** Those of `bookingIds` that still exist, by id. */
  shown(bookingIds: string[]): Promise<Map<string, GalleryBooking>>;
}
