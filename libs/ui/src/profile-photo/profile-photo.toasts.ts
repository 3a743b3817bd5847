import { errorMessage, isApiError, type ToastInput } from '@dd/api-client';

/** A failure while turning the crop into a JPEG; its message is one of the spec's crop failures. */
export class PhotoCropError extends Error {
  override name = 'PhotoCropError';
}

export const CROP_FAILURES = {
  loadImage: 'Failed to load image',
  noContext: 'No 2d context',
  noBlob: 'Failed to create blob from canvas',
} as const;

/** Where saving a profile photo stopped: cropping, POST /api/images, or POST /api/user/profile-photo. */
export type PhotoSaveStage = 'crop' | 'upload' | 'attach';

export const PHOTO_SAVED_TOAST: ToastInput = { title: 'Success', description: 'Profile photo updated successfully' };

/** The toast for a failed save (customer-side §8), by the stage that failed. */
export function photoSaveFailureToast(stage: PhotoSaveStage, error: unknown): ToastInput {
  const failed = (title: string, description: string): ToastInput => ({ title, description, variant: 'destructive' });
  if (stage === 'crop' && error instanceof PhotoCropError) return failed('Error', error.message);
  // 'Error' with the server's text; no response (network, cancelled) gives 'Upload failed'.
  if (stage === 'upload' && isApiError(error)) return failed('Error', errorMessage(error, 'Upload failed'));
  if (stage === 'attach') return failed('Failed to update profile photo', errorMessage(error, 'Please try again.'));
  return failed('Error', 'Failed to upload photo');
}

export function photoRemoveFailureToast(error: unknown): ToastInput {
  return { title: 'Failed to remove profile photo', description: errorMessage(error, 'Please try again.'), variant: 'destructive' };
}
