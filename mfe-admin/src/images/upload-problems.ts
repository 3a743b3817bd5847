import type { ImageUsageType } from '@dd/contracts/enums';
import { GALLERY_ALT_TEXT_REQUIRED, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@dd/contracts/image';

/** The upload limit in words: "10 MB" (the server's limit, IMAGE_MAX_BYTES). */
export const IMAGE_LIMIT_TEXT = `${IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * What is wrong before anything is sent: no file (the spec's message), a file over the limit (with the
 * limit), a gallery image without alt text (it is shown to the public: WCAG 1.1.1, decision 0377).
 */
export function uploadProblems(file: Pick<File, 'size'> | null, usageType: ImageUsageType, altText: string): { file?: string; altText?: string } {
  return {
    ...(!file ? { file: IMAGE_MESSAGES.noFile } : file.size > IMAGE_MAX_BYTES ? { file: IMAGE_MESSAGES.tooLargeWithLimit(IMAGE_LIMIT_TEXT) } : {}),
    ...(usageType === 'gallery' && !altText.trim() ? { altText: GALLERY_ALT_TEXT_REQUIRED } : {}),
  };
}
