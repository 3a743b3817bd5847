/** Photos leave the phone at most this long on their longest edge: a 12 MP shot shrinks to ~4 MP, plenty for before/after. */
export const PHOTO_MAX_EDGE = 2560;
const JPEG_QUALITY = 0.85;

/** The size that fits `maxEdge` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as a JPEG no longer than PHOTO_MAX_EDGE, turned upright from its EXIF orientation.
 * A file the browser cannot decode (HEIC on some browsers) is sent as it is: the server decides.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return blob ?? file;
}
