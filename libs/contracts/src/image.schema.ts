import { z } from 'zod';
import { IMAGE_USAGE_TYPES, MEDIA_TYPES } from './enums';
import { pageQuerySchema } from './paging';

/** Optional text from a form or multipart field: trimmed, and blank means none (null). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const imageMetadataFields = {
  title: optionalText(255, 'Title'),
  altText: optionalText(500, 'Alt text'),
  description: optionalText(2000, 'Description'),
};

/** The text fields of POST /api/images (multipart, so every value arrives as a string). */
export const imageUploadFieldsSchema = z.object({
  ...imageMetadataFields,
  usageType: z.preprocess(
    (value) => value || undefined,
    z.enum(IMAGE_USAGE_TYPES, { error: 'Usage type must be profile, gallery or other' }).default('other'),
  ),
});
export type ImageUploadFields = z.output<typeof imageUploadFieldsSchema>;

/** PATCH /api/images/{id}: only the fields sent change. */
export const imageUpdateSchema = z.object(imageMetadataFields).partial();
export type ImageUpdateRequest = z.output<typeof imageUpdateSchema>;

/** GET /api/images (admin library): `usageType` filter ('all' or absent for every type), `search` in title or file name. */
export const imageListQuerySchema = pageQuerySchema.extend({
  usageType: z
    .enum([...IMAGE_USAGE_TYPES, 'all'], { error: 'Usage type must be all, profile, gallery or other' })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  /** The admin screen's older name for `q`. */
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type ImageListQuery = z.output<typeof imageListQuerySchema>;

const mediaType = z.enum(MEDIA_TYPES, { error: 'Media type must be before or after' });
const imageId = z.guid({ error: 'Image id is required' });

/** GET /api/bookings/{id}/media?type=before|after */
export const bookingMediaQuerySchema = z.object({ type: mediaType.optional() });
export type BookingMediaQuery = z.output<typeof bookingMediaQuerySchema>;

/** POST /api/bookings/{id}/media/link */
export const linkBookingMediaSchema = z.object({ imageId, mediaType });
export type LinkBookingMediaRequest = z.output<typeof linkBookingMediaSchema>;

/** POST /api/user/profile-photo */
export const profilePhotoSchema = z.object({ imageId });
export type ProfilePhotoRequest = z.input<typeof profilePhotoSchema>;

/**
 * The photo branch of PUT /api/profile: both fields null removes the photo. The personal-information
 * and password branches join it in a union when profile editing lands.
 */
const removalField = z.null({ error: 'To remove the profile photo, send profilePhotoId and profilePhotoUrl as null' });
export const profilePhotoRemovalSchema = z.object({ profilePhotoId: removalField, profilePhotoUrl: removalField });
export type ProfilePhotoRemoval = z.input<typeof profilePhotoRemovalSchema>;
