import type { ImageUsageType } from '@dd/contracts/enums';
import type { ImageDto } from '@dd/contracts/image';
import { isLanguage } from '@dd/contracts/language';
import { getApiBaseUrl, httpError, type ApiError } from './base-query';

export interface ImageUploadInput {
  /** The file, or a Blob (a cropped canvas); sent as the multipart field `image`. */
  image: Blob;
  /** The name the server records as originalFilename (a Blob has none). */
  fileName?: string;
  title?: string | null;
  altText?: string | null;
  description?: string | null;
  usageType?: ImageUsageType;
}

export interface ImageUploadOptions {
  /** Called with the fraction of the request body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body of POST /api/images; empty optional fields are left out. */
export function imageUploadForm({ image, fileName, title, altText, description, usageType }: ImageUploadInput): FormData {
  const form = new FormData();
  const name = fileName ?? (image instanceof File ? image.name : 'image');
  form.append('image', image, name);
  for (const [key, value] of Object.entries({ title, altText, description, usageType })) {
    if (value) form.append(key, value);
  }
  return form;
}

/** Swapped in tests (Node has no XMLHttpRequest). */
let createRequest = () => new XMLHttpRequest();
export function setXhrFactory(factory: () => XMLHttpRequest): void {
  createRequest = factory;
}

/**
 * POST /api/images with upload progress. fetch (and so RTK Query) cannot report the progress of a
 * request body; XMLHttpRequest's `upload.onprogress` can. Resolves with the stored image; rejects
 * with an ApiError in the spec's `status: text` form, or FETCH_ERROR when no response came.
 */
export function uploadImage(input: ImageUploadInput, { onProgress, signal }: ImageUploadOptions = {}): Promise<ImageDto> {
  return new Promise((resolve, reject) => {
    const fail = (error: ApiError) => reject(error);
    if (signal?.aborted) return fail({ status: 'FETCH_ERROR', message: 'The upload was cancelled' });

    const xhr = createRequest();
    xhr.open('POST', `${getApiBaseUrl().replace(/\/$/, '')}/images`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // A refusal in the page's language, as the base query asks (`<html lang>` follows the store's).
    const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
    if (isLanguage(language)) xhr.setRequestHeader('Accept-Language', language);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        return fail(httpError(xhr.status, text, xhr.statusText));
      }
      try {
        onProgress?.(1);
        resolve(JSON.parse(text) as ImageDto);
      } catch (cause) {
        fail({ status: 'PARSING_ERROR', message: `${xhr.status}: ${String(cause)}`, body: text });
      }
    };
    xhr.onerror = () => fail({ status: 'FETCH_ERROR', message: 'Network error' });
    xhr.ontimeout = () => fail({ status: 'TIMEOUT_ERROR', message: 'The upload timed out' });
    xhr.onabort = () => fail({ status: 'FETCH_ERROR', message: 'The upload was cancelled' });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(imageUploadForm(input));
  });
}
