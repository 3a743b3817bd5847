import { useState, type CSSProperties } from 'react';
import type { ImageVariantType } from '@dd/contracts/enums';
import { brand } from '../theme';
import { displayUrl, type DisplayableImage } from './image-variants';

export const IMAGE_NOT_AVAILABLE = 'Image not available';

export interface VariantImageProps {
  image: DisplayableImage;
  /** Which size to show; thumbnail by default (medium for larger views). */
  preferred?: ImageVariantType;
  alt?: string;
  style?: CSSProperties;
  className?: string;
  /** How the picture fills its box; 'cover' by default (cards, grids). */
  fit?: CSSProperties['objectFit'];
}

/**
 * An uploaded image at the right size: lazy-loaded, and 'Image not available' in its place when it
 * has no URL or fails to load (customer-side §8). Image URLs check the session, so an <img> is enough.
 */
export function VariantImage({ image, preferred = 'thumbnail', alt, style, className, fit = 'cover' }: VariantImageProps) {
  const src = displayUrl(image, preferred);
  // Remembers which URL failed, so a new image (another src) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={IMAGE_NOT_AVAILABLE}
        className={className}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: brand.background,
          color: brand.textMuted,
          fontSize: 13,
          textAlign: 'center',
          padding: 8,
          boxSizing: 'border-box',
          ...style,
        }}
        data-testid="image-not-available"
      >
        {IMAGE_NOT_AVAILABLE}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt ?? image.altText ?? image.title ?? ''}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ objectFit: fit, display: 'block', maxWidth: '100%', ...style }}
      onError={() => setFailedSrc(src)}
    />
  );
}
