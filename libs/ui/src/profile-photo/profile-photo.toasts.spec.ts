import type { ApiError } from '@dd/api-client';
import { defaultErrorCode } from '@dd/contracts/errors';
import { PhotoCropError, photoRemoveFailureToast, photoSaveFailureToast } from './profile-photo.toasts';

const serverError = (status: number, message: string): ApiError => ({
  status,
  message: `${status}: ${JSON.stringify({ statusCode: status, message })}`,
  body: { statusCode: status, message, code: defaultErrorCode(status) },
});

describe('photoSaveFailureToast', () => {
  it('shows a crop failure as is', () => {
    expect(photoSaveFailureToast('crop', new PhotoCropError('No 2d context'))).toEqual({ title: 'Error', description: 'No 2d context', variant: 'destructive' });
  });

  it("shows the server's text for a refused upload, else 'Upload failed'", () => {
    expect(photoSaveFailureToast('upload', serverError(400, 'Invalid file type. Accepted: JPEG, PNG, GIF, WebP'))).toMatchObject({
      title: 'Error',
      description: 'Invalid file type. Accepted: JPEG, PNG, GIF, WebP',
    });
    expect(photoSaveFailureToast('upload', { status: 'FETCH_ERROR', message: 'Network error' })).toMatchObject({ title: 'Error', description: 'Upload failed' });
  });

  it('names a failed attach', () => {
    expect(photoSaveFailureToast('attach', serverError(404, 'Image not found'))).toEqual({
      title: 'Failed to update profile photo',
      description: 'Image not found',
      variant: 'destructive',
    });
  });

  it("falls back to 'Failed to upload photo' for anything unexpected", () => {
    expect(photoSaveFailureToast('crop', new TypeError('x is undefined'))).toMatchObject({ title: 'Error', description: 'Failed to upload photo' });
    expect(photoSaveFailureToast('upload', new Error('boom'))).toMatchObject({ description: 'Failed to upload photo' });
  });
});

describe('photoRemoveFailureToast', () => {
  it('names the failure and carries the server message', () => {
    expect(photoRemoveFailureToast(serverError(500, 'Storage unavailable'))).toEqual({
      title: 'Failed to remove profile photo',
      description: 'Storage unavailable',
      variant: 'destructive',
    });
  });
});
