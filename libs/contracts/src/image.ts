import type { ImageUsageType, ImageVariantType, MediaType } from './enums';

/** The spec's limit for uploads (customer-side §9, dad-and-admin §5): 10MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Uploads the API accepts, by their real (sniffed) type. */
export const IMAGE_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The spec's words for refused uploads, shared by the forms and the API. */
export const IMAGE_MESSAGES = {
  noFile: 'Please select an image to upload',
  invalidType: 'Invalid file type',
  tooLarge: 'File too large',
} as const;

/**
 * One stored size of an image. `storagePath` is the key in the file storage (local folder or
 * bucket); `url` is what an <img src> uses: it checks the session, so it works only for people
 * allowed to see the image.
 */
export interface ImageVariantDto {
  variantType: ImageVariantType;
  storagePath: string;
  url: string;
  width: number;
  height: number;
  sizeBytes: number;
  format: string;
  quality: number | null;
}

/**
 * An uploaded image (customer-side §3). mimeType, sizeBytes, width and height describe the stored,
 * re-encoded original; `url` is its address. Prefer the thumbnail variant for display.
 */
export interface ImageDto {
  id: string;
  title: string | null;
  altText: string | null;
  description: string | null;
  uploaderId: string | null;
  originalFilename: string;
  storagePath: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  usageType: ImageUsageType;
  usageEntityId: string | null;
  createdAt: string;
  updatedAt: string;
  /** original, thumbnail, medium, large, in that order. */
  variants: ImageVariantDto[];
}

/** A before/after photo of a booking (GET /api/bookings/{id}/media); `variants` repeats image.variants. */
export interface BookingMediaDto {
  id: string;
  bookingId: string;
  imageId: string;
  mediaType: MediaType;
  uploadedAt: string;
  image: ImageDto;
  variants: ImageVariantDto[];
}
