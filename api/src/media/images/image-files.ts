import { createHash } from 'node:crypto';
import type { ImageVariantType } from '@dd/contracts/enums';
import type { ImageFormat } from './image-type';
import type { VariantFormat } from './image-variants';

const EXTENSIONS: Record<VariantFormat, string> = { jpeg: 'jpg', webp: 'webp' };

/**
 * Storage keys and URLs of image files. A key is made only here, from the image id, the variant and a
 * hash of the bytes (`images/<id>/medium-<hash>.webp`), so a name changes whenever its content does
 * and files may be cached for a year. The URL names the same file under the API, which checks who
 * asks before serving it: `/api/images/<id>/files/medium-<hash>.webp`.
 */
export function variantKey(imageId: string, variantType: ImageVariantType, data: Buffer, format: VariantFormat): string {
  return `${imageFolder(imageId)}${variantType}-${contentHash(data)}.${EXTENSIONS[format]}`;
}

const SOURCE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** The upload as sent, kept until its variants are made (never served: no variant row names it). */
export function sourceKey(imageId: string, data: Buffer, format: ImageFormat): string {
  return `${imageFolder(imageId)}source-${contentHash(data)}.${SOURCE_EXTENSIONS[format]}`;
}

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

const imageFolder = (imageId: string) => `images/${imageId}/`;

/** The file name a URL may carry: what variantKey makes, nothing else. */
const FILE_NAME = /^[a-z]+-[0-9a-f]{16}\.[a-z]+$/;

/** The storage key a file URL names, or null when the name cannot be one of ours. */
export function keyFromFileName(imageId: string, fileName: string): string | null {
  return FILE_NAME.test(fileName) ? `${imageFolder(imageId)}${fileName}` : null;
}

export function fileUrl(imageId: string, storagePath: string): string {
  return `/api/images/${imageId}/files/${storagePath.slice(storagePath.lastIndexOf('/') + 1)}`;
}
