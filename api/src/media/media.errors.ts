import { ApiException, badRequest, forbidden, notFound } from '../common/api-exception';

/** The errors the media feature answers, one named error each (codes in libs/contracts/src/errors.ts). */
export const ImageErrors = {
  notFound: () => notFound('Image not found'),
  /** The file is not an image we take (type, size, unreadable): the processor's words. */
  rejected: (message: string) => badRequest('IMAGE_REJECTED', message),
  notYours: () => forbidden('You can only use images you uploaded'),
  cannotManage: () => forbidden('Only the person who uploaded this image or an admin can change it'),
  /** The storage is full: nothing of the upload was kept, and the same upload works once there is room. */
  storageFull: () => new ApiException(503, 'STORAGE_FULL', 'Photos cannot be saved right now. Please try again later.', { retryAfterSeconds: 60 }),
};
