import type { ImageVariantType } from '@dd/contracts/enums';
import type { BookingMediaDto, ImageProcessingState, ImageVariantDto } from '@dd/contracts/image';

/** Smallest to largest. */
const BY_SIZE: readonly ImageVariantType[] = ['thumbnail', 'medium', 'large', 'original'];

export type VariantLike = Pick<ImageVariantDto, 'variantType' | 'url'> & Partial<Pick<ImageVariantDto, 'width' | 'height'>>;

/** What an image carries for display: its variants and, as the last resort, its own URL. */
export interface DisplayableImage {
  url?: string | null;
  variants?: readonly VariantLike[] | null;
  altText?: string | null;
  title?: string | null;
  /** With its id, an image still `processing` is fetched again until its variants exist (VariantImage). */
  id?: string;
  processingState?: ImageProcessingState;
}

/**
 * The variant to show: `preferred` (thumbnail by default, spec dad-and-admin §9), else the next
 * larger one (sharper rather than blurrier), else the next smaller; undefined when there is none.
 */
export function pickVariant(variants: readonly VariantLike[] | null | undefined, preferred: ImageVariantType = 'thumbnail'): VariantLike | undefined {
  if (!variants?.length) return undefined;
  const start = BY_SIZE.indexOf(preferred);
  const order = [...BY_SIZE.slice(start), ...BY_SIZE.slice(0, start).reverse()];
  for (const type of order) {
    const found = variants.find((variant) => variant.variantType === type && variant.url);
    if (found) return found;
  }
  return undefined;
}

/** The URL to show for an image: the picked variant's, else the image's own. */
export function displayUrl(image: DisplayableImage, preferred: ImageVariantType = 'thumbnail'): string | undefined {
  return pickVariant(image.variants, preferred)?.url ?? image.url ?? undefined;
}

/** A booking's before/after photo as VariantImage shows it (its own variants, else its image's; processing state included). */
export function mediaImage(media: BookingMediaDto): DisplayableImage {
  const { image } = media;
  return { id: image.id, processingState: image.processingState, variants: media.variants.length ? media.variants : image.variants, url: image.url, altText: image.altText };
}
