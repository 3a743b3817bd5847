import type { ImageVariantType } from '@dd/contracts/enums';

export interface VariantRule {
  /** Longest edge in pixels; null keeps the full size. Never upscaled. */
  maxEdge: number | null;
  /** Encoder quality (0-100). */
  quality: number;
  /**
   * WebP encoder effort (0-6; sharp's default is 4): the same quality, fewer bytes for more time. The
   * small sizes are shown most and cost little; 1600 px at effort 0 is 4x faster for ~10% more bytes.
   */
  webpEffort: number;
}

/**
 * Every upload is stored in these four sizes. The thumbnail covers lists and avatars at 2-3x pixel
 * density, medium a phone screen, large a desktop lightbox; the original keeps every pixel.
 */
export const VARIANT_RULES: Record<ImageVariantType, VariantRule> = {
  original: { maxEdge: null, quality: 90, webpEffort: 0 },
  large: { maxEdge: 1600, quality: 80, webpEffort: 0 },
  medium: { maxEdge: 800, quality: 80, webpEffort: 1 },
  thumbnail: { maxEdge: 320, quality: 80, webpEffort: 2 },
};

export type VariantFormat = 'webp' | 'jpeg';

/**
 * The sizes people look at are WebP: about 40% smaller than JPEG at the same look on photos, with
 * transparency, and shown by every browser the app supports; they are served on every page view, so
 * bytes count. The original is kept, rarely shown, as a JPEG: on a 12 MP photo a WebP encode takes
 * ~1.5 s against ~0.3 s here, and any tool opens it. Only an original with transparency stays WebP.
 */
export function variantFormat(variantType: ImageVariantType, hasAlpha: boolean): VariantFormat {
  return variantType === 'original' && !hasAlpha ? 'jpeg' : 'webp';
}

/** Uploads above this many pixels are refused before decoding: a small file can inflate to gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The size of a variant: the longest edge shrunk to `maxEdge`, aspect kept, never enlarged, at least 1 px. */
export function variantSize(width: number, height: number, maxEdge: number | null): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (maxEdge === null || longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: width >= height ? maxEdge : Math.max(1, Math.round(width * scale)),
    height: height >= width ? maxEdge : Math.max(1, Math.round(height * scale)),
  };
}
