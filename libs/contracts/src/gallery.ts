import { z } from 'zod';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryPhotoType } from './enums';
import { oneOrAll } from './paging';

/** A public gallery photo (customer-side §3) with the car and package of its booking, when linked. */
export interface GalleryPhotoDto {
  id: string;
  bookingId: string | null;
  carId: string | null;
  photoUrl: string;
  photoType: GalleryPhotoType;
  category: GalleryCategory;
  isApproved: boolean;
  createdAt: string;
  /** The vehicle in the photo: the photo's own car, else its booking's (for photos with a car but no booking). */
  car: { year: number; make: string; model: string } | null;
  /** The spec's shape: null when the photo is not linked to a booking. */
  booking: {
    car: { year: number; make: string; model: string } | null;
    package: { name: string } | null;
  } | null;
}

/** GET /api/gallery?category=interior|exterior; absent or 'all' for every photo. */
export const galleryQuerySchema = z.object({
  category: oneOrAll(GALLERY_CATEGORIES, 'Category must be all, interior or exterior'),
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;
