import { PROFILE_PHOTO } from './profile-photo.rules';
import { CROP_FAILURES, PhotoCropError } from './profile-photo.toasts';

/**
 * The crop as cropperjs's getData() gives it: a rectangle in the source image's pixels, measured in
 * the box the rotated image fills (x and y from that box's top-left corner).
 */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise. */
  rotate: number;
}

/** The box an image of `width` x `height` fills once rotated by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/** The output's pixel size: the crop's own size, at most `maxPx` on the longest edge, at least 1. */
export function outputSize(area: Pick<CropArea, 'width' | 'height'>, maxPx: number): { width: number; height: number } {
  const scale = Math.min(1, maxPx / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PhotoCropError(CROP_FAILURES.loadImage));
    image.src = src;
  });
}

/**
 * Draws the crop of the image at `src` (an object URL) into a canvas and encodes it as JPEG
 * (quality 0.8). Only the cropped part is drawn, straight from the source with the rotation applied,
 * so a large photo never needs a canvas of its full rotated size. Transparent areas become white
 * (JPEG has no alpha). The browser applies EXIF orientation to <img> and drawImage alike, which is
 * why cropperjs's own orientation handling is off.
 */
export async function cropToJpeg(src: string, area: CropArea, maxPx: number = PROFILE_PHOTO.outputMaxPx): Promise<Blob> {
  const image = await loadImage(src);
  const size = outputSize(area, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoCropError(CROP_FAILURES.noContext);

  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, area.rotate);
  // Output pixels <- crop rectangle <- rotated box <- the image drawn about its centre.
  context.scale(size.width / area.width, size.height / area.height);
  context.translate(-area.x, -area.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((area.rotate * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoCropError(CROP_FAILURES.noBlob))),
      'image/jpeg',
      PROFILE_PHOTO.jpegQuality,
    );
  });
}
