import type { ImageVariantType } from '@dd/contracts/enums';

export type VariantFormat = 'webp' | 'jpeg';

export interface VariantRule {
  /** Longest edge in pixels; null keeps the full size. Never upscaled. */
  maxEdge: number | null;
  /** The format of an opaque image; one with transparency is always WebP (see variantFormat). */
  format: VariantFormat;
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
 * density, medium a phone screen, large a desktop view and dispute evidence; the original keeps every
 * pixel.
 *
 * The sizes the screens show, thumbnail and medium, are WebP: about 40% smaller than JPEG at the same
 * look on photos, shown by every browser the app supports, and served on every page view. Large and the
 * original, which no screen shows today, are JPEG: at 1600 px it takes half the CPU of WebP's fastest
 * effort (15 against 30 ms), which the pipeline's speed goal needs (issue 24), and a fifth at 12 MP;
 * at q80 the large JPEG also loses less than the WebP did (PSNR 39.4 against 38.7 dB on the bench's
 * photo), for more bytes.
 */
export const VARIANT_RULES: Record<ImageVariantType, VariantRule> = {
  original: { maxEdge: null, format: 'jpeg', quality: 90, webpEffort: 0 },
  large: { maxEdge: 1600, format: 'jpeg', quality: 80, webpEffort: 0 },
  medium: { maxEdge: 800, format: 'webp', quality: 80, webpEffort: 1 },
  thumbnail: { maxEdge: 320, format: 'webp', quality: 80, webpEffort: 2 },
};

/** The variant's format: its rule's, but WebP for an image with transparency (JPEG has none). */
export function variantFormat(variantType: ImageVariantType, hasAlpha: boolean): VariantFormat {
  return hasAlpha ? 'webp' : VARIANT_RULES[variantType].format;
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
