import { z } from 'zod';
import { IMAGE_USAGE_TYPES, IMAGE_VARIANT_TYPES, MEDIA_TYPES } from './enums';
import { MAX_VEHICLES } from './add-on';
import { idField } from './ids';
import { oneOrAll, pageQuerySchema } from './paging';

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

/**
 * A gallery image is shown to the public, so it needs a text alternative (WCAG 1.1.1); the spec has alt
 * text optional, which stays so for profile and other images (decision 0377).
 */
export const GALLERY_ALT_TEXT_REQUIRED = 'Alt text is required for gallery images: describe what the photo shows for people who cannot see it';

/** The text fields of POST /api/images (multipart, so every value arrives as a string). */
export const imageUploadFieldsSchema = z
  .object({
    ...imageMetadataFields,
    usageType: z.preprocess(
      (value) => value || undefined,
      z.enum(IMAGE_USAGE_TYPES, { error: 'Usage type must be profile, gallery or other' }).default('other'),
    ),
  })
  .refine((fields) => fields.usageType !== 'gallery' || !!fields.altText, { message: GALLERY_ALT_TEXT_REQUIRED, path: ['altText'] });
export type ImageUploadFields = z.output<typeof imageUploadFieldsSchema>;

/** PATCH /api/images/{id}: only the fields sent change. */
export const imageUpdateSchema = z.object(imageMetadataFields).partial();
export type ImageUpdateRequest = z.output<typeof imageUpdateSchema>;

/** What the admin library holds: the business's own images, or photos DADs took of customers' cars on a job. */
export const IMAGE_LIBRARY_KINDS = ['library', 'job_photos'] as const;
export type ImageLibraryKind = (typeof IMAGE_LIBRARY_KINDS)[number];

/** GET /api/images (admin library): `usageType` filter ('all' or absent for every type), `search` in title or file name. */
export const imageListQuerySchema = pageQuerySchema.extend({
  usageType: oneOrAll(IMAGE_USAGE_TYPES, 'Usage type must be all, profile, gallery or other'),
  /** `job_photos`: only customers' before/after photos of their bookings; `library`: every other image; absent or `all`: both. */
  kind: oneOrAll(IMAGE_LIBRARY_KINDS, 'Kind must be all, library or job_photos'),
  /** The admin screen's older name for `q`. */
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type ImageListQuery = z.output<typeof imageListQuerySchema>;

const mediaType = z.enum(MEDIA_TYPES, { error: 'Media type must be before or after' });
const imageId = idField('Image id is required');

/** GET /api/bookings/{id}/media?type=before|after */
export const bookingMediaQuerySchema = z.object({ type: mediaType.optional() });
export type BookingMediaQuery = z.output<typeof bookingMediaQuerySchema>;

/**
 * POST /api/bookings/{id}/media/link. `idempotencyKey` (one per photo, made on the phone) makes a
 * retried link answer the media row the first attempt made instead of adding a second.
 */
export const linkBookingMediaSchema = z.object({
  imageId,
  mediaType,
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits, - or _')
    .optional(),
  /** Which vehicle of the booking the photo shows (1 to 3; 1 when left out, as on a one-vehicle booking). */
  vehiclePosition: z.coerce
    .number({ error: `vehiclePosition must be 1 to ${MAX_VEHICLES}` })
    .int(`vehiclePosition must be 1 to ${MAX_VEHICLES}`)
    .min(1, `vehiclePosition must be 1 to ${MAX_VEHICLES}`)
    .max(MAX_VEHICLES, `vehiclePosition must be 1 to ${MAX_VEHICLES}`)
    .default(1),
});
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

/** The spec's limit for uploads (customer-side §9, dad-and-admin §5): 10MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Uploads the API accepts, by their real (sniffed) type. */
export const IMAGE_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The spec's words for refused uploads, shared by the forms and the API. */
export const IMAGE_MESSAGES = {
  noFile: 'Please select an image to upload',
  invalidType: 'Invalid file type',
  tooLarge: 'File too large',
  /** The same, with the limit (issue 37 item 18). */
  tooLargeWithLimit: (limit: string) => `File too large: images may be at most ${limit}`,
} as const;

/**
 * One stored size of an image. `storagePath` is the key in the file storage (local folder or
 * bucket); `url` is what an <img src> uses: it checks the session, so it works only for people
 * allowed to see the image.
 */
export const imageVariantDtoSchema = z
  .object({
    variantType: z.enum(IMAGE_VARIANT_TYPES),
    storagePath: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    sizeBytes: z.number().int(),
    format: z.string(),
    quality: z.number().int().nullable(),
  })
  .meta({ id: 'ImageVariant' });
export type ImageVariantDto = z.infer<typeof imageVariantDtoSchema>;

/**
 * Where an upload is: `processing` while a worker makes its variants (`variants` is empty, `url` not
 * served yet), `ready` once they exist, `failed` when the file could not be read (`processingError`
 * says why; nothing to show).
 */
export const IMAGE_PROCESSING_STATES = ['processing', 'ready', 'failed'] as const;
export type ImageProcessingState = (typeof IMAGE_PROCESSING_STATES)[number];

/**
 * An uploaded image (customer-side §3). mimeType, sizeBytes, width and height describe the stored,
 * re-encoded original (the upload as sent while processing); `url` is its address. Prefer the
 * thumbnail variant for display.
 */
export const imageDtoSchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    altText: z.string().nullable(),
    description: z.string().nullable(),
    uploaderId: z.string().nullable(),
    originalFilename: z.string(),
    storagePath: z.string(),
    url: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    usageType: z.enum(IMAGE_USAGE_TYPES),
    usageEntityId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** original, thumbnail, medium, large, in that order; none while processing. */
    variants: z.array(imageVariantDtoSchema),
    processingState: z.enum(IMAGE_PROCESSING_STATES),
    processingError: z.string().nullable(),
    /** In the admin library's list: the booking it is a before/after photo of (a customer's job photo), else null. */
    jobPhoto: z.object({ bookingId: z.string(), mediaType: z.enum(MEDIA_TYPES) }).nullable().optional(),
  })
  .meta({ id: 'Image' });
export type ImageDto = z.infer<typeof imageDtoSchema>;

/** A before/after photo of a booking (GET /api/bookings/{id}/media); `variants` repeats image.variants. */
export const bookingMediaDtoSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    imageId: z.string(),
    mediaType: z.enum(MEDIA_TYPES),
    /** Which vehicle of the booking it shows (1 on one-vehicle bookings). */
    vehiclePosition: z.number().int(),
    uploadedAt: z.string(),
    image: imageDtoSchema,
    variants: z.array(imageVariantDtoSchema),
  })
  .meta({ id: 'BookingMedia' });
export type BookingMediaDto = z.infer<typeof bookingMediaDtoSchema>;
