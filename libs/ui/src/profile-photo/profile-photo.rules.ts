import { IMAGE_MAX_BYTES } from '@dd/contracts/image';

const MB = 1024 * 1024;

/** The profile photo's constants (customer-side §5, §9; dad-and-admin §5). */
export const PROFILE_PHOTO = {
  /** The sidebar flow's limit; account pages pass ACCOUNT_MAX_BYTES. */
  sidebarMaxBytes: 5 * MB,
  accountMaxBytes: IMAGE_MAX_BYTES,
  zoom: { min: 1, max: 3, step: 0.1, initial: 1 },
  rotation: { min: 0, max: 360, step: 1, quarterTurn: 90 },
  /** A wheel gesture is over this long after its last wheel event. */
  wheelZoomEndMs: 250,
  jpegQuality: 0.8,
  /**
   * Longest edge of the cropped JPEG. The API stores the thumbnail (320 px) as the profile photo and
   * keeps a 800 px medium; more pixels only make the upload slower. Our choice (the spec says none).
   */
  outputMaxPx: 1024,
  formats: 'JPG, PNG, GIF',
} as const;

export const PROFILE_PHOTO_TEXT = {
  updateTitle: 'Update Profile Photo',
  cropTitle: 'Crop Profile Photo',
  save: 'Save Profile Picture',
  remove: 'Remove photo',
  notAnImage: 'Please select an image file',
} as const;

/** "5MB", "10MB": the limit as the spec writes it. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10}MB`;
}

/** 'Max file size: 5MB' */
export function maxSizeHint(maxBytes: number): string {
  return `Max file size: ${megabytes(maxBytes)}`;
}

/**
 * Why a chosen file can't be a profile photo, or null when it can: it must be an image type
 * ('Please select an image file') and at most `maxBytes` ('Image must be less than 5MB').
 */
export function photoFileError(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_PHOTO_TEXT.notAnImage;
  if (file.size > maxBytes) return `Image must be less than ${megabytes(maxBytes)}`;
  return null;
}

/** The +90° button: a quarter turn, wrapping at 360 (270 -> 0). */
export function addQuarterTurn(degrees: number): number {
  return (degrees + PROFILE_PHOTO.rotation.quarterTurn) % PROFILE_PHOTO.rotation.max;
}

/** A zoom level kept within the slider's 1 to 3. */
export function clampZoom(zoom: number): number {
  return Math.min(PROFILE_PHOTO.zoom.max, Math.max(PROFILE_PHOTO.zoom.min, zoom));
}
