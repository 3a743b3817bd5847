import { useState, type CSSProperties, type ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { PROCESSING_POLL_MS, useGetImageQuery } from '@dd/api-client';
import type { ImageVariantType } from '@dd/contracts/enums';
import { useUiText } from '../i18n';
import { brand } from '../theme';
import { displayUrl, type DisplayableImage } from './image-variants';

export const IMAGE_NOT_AVAILABLE = 'Image not available';
export const IMAGE_PROCESSING = 'Processing photo…';

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
export function VariantImage(props: VariantImageProps) {
  return props.image.processingState === 'processing' && props.image.id ? <ProcessingImage {...props} id={props.image.id} /> : <ReadyImage {...props} />;
}

/**
 * An upload whose variants a worker is still making: 'Processing photo…' in its place, and the image
 * fetched again every few seconds until it is ready, then shown (no reload).
 */
function ProcessingImage({ id, ...props }: VariantImageProps & { id: string }) {
  const { data } = useGetImageQuery(id, { pollingInterval: PROCESSING_POLL_MS });
  if (data && data.processingState !== 'processing') return <ReadyImage {...props} image={{ ...props.image, ...data }} />;
  return (
    <Placeholder text={IMAGE_PROCESSING} style={props.style} className={props.className} testId="image-processing">
      <LoadingOutlined aria-hidden style={{ marginRight: 6 }} />
    </Placeholder>
  );
}

/** In the image's place: `text` in the reader's language, after `children` (an icon). */
function Placeholder({ text, style, className, testId, children }: { text: string; style?: CSSProperties; className?: string; testId: string; children?: ReactNode }) {
  const label = useUiText()(text);
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      style={{
        alignItems: 'center',
        justifyContent: 'center',
        background: brand.background,
        color: brand.textMuted,
        fontSize: 13,
        textAlign: 'center',
        padding: 8,
        boxSizing: 'border-box',
        ...style,
        // Centred whatever the <img>'s own style says (a tile's `display: block`).
        display: 'flex',
      }}
      data-testid={testId}
    >
      {children}
      {label}
    </div>
  );
}

function ReadyImage({ image, preferred = 'thumbnail', alt, style, className, fit = 'cover' }: VariantImageProps) {
  const src = image.processingState === 'failed' ? undefined : displayUrl(image, preferred);
  // Remembers which URL failed, so a new image (another src) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <Placeholder text={IMAGE_NOT_AVAILABLE} style={style} className={className} testId="image-not-available" />
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
