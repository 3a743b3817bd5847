import { z } from 'zod';
import { GALLERY_CATEGORIES, GALLERY_PHOTO_TYPES } from './enums';
import { oneOrAll } from './paging';

/** A public gallery photo (customer-side §3) with the car and package of its booking, when linked. */
const galleryCarSchema = z.object({ year: z.number().int(), make: z.string(), model: z.string() });
export const galleryPhotoDtoSchema = z
  .object({
    id: z.string(),
    bookingId: z.string().nullable(),
    carId: z.string().nullable(),
    photoUrl: z.string(),
    photoType: z.enum(GALLERY_PHOTO_TYPES),
    category: z.enum(GALLERY_CATEGORIES),
    isApproved: z.boolean(),
    createdAt: z.string(),
    /** The vehicle in the photo: the photo's own car, else its booking's (for photos with a car but no booking). */
    car: galleryCarSchema.nullable(),
    /** The spec's shape: null when the photo is not linked to a booking. */
    booking: z.object({ car: galleryCarSchema.nullable(), package: z.object({ name: z.string() }).nullable() }).nullable(),
  })
  .meta({ id: 'GalleryPhoto' });
export type GalleryPhotoDto = z.infer<typeof galleryPhotoDtoSchema>;

/** GET /api/gallery?category=interior|exterior; absent or 'all' for every photo. */
export const galleryQuerySchema = z.object({
  category: oneOrAll(GALLERY_CATEGORIES, 'Category must be all, interior or exterior'),
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;
