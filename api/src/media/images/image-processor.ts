import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_VARIANT_TYPES, type ImageVariantType } from '@dd/contracts/enums';
import { IMAGE_MESSAGES } from '@dd/contracts/image';
import { jpegWithoutMetadata } from './jpeg-metadata';
import { detectImageFormat, IMAGE_MIME_TYPES, type ImageFormat } from './image-type';
import { MAX_INPUT_PIXELS, VARIANT_RULES, variantFormat, variantSize, type VariantFormat } from './image-variants';

export interface ProcessedVariant {
  variantType: ImageVariantType;
  data: Buffer;
  width: number;
  height: number;
  format: VariantFormat;
  mimeType: string;
  /** Encoder quality; null when the original is kept as sent. */
  quality: number | null;
}

export interface ProcessedImage {
  /** What the upload really was. */
  sourceFormat: ImageFormat;
  sourceMimeType: string;
  variants: ProcessedVariant[];
}

/** What inspect() learnt from the header: the type and the upright size. */
export interface InspectedImage {
  sourceFormat: ImageFormat;
  sourceMimeType: string;
  header: Metadata;
  upright: Size;
}

/** An upload refused for what it is; the message is for the person who sent it. */
export class ImageRejectedError extends Error {}

const INVALID_TYPE = `${IMAGE_MESSAGES.invalidType}. Please upload a JPEG, PNG, GIF or WebP image.`;
const UNREADABLE = 'The image could not be read. It may be damaged; please try another file.';
const TOO_MANY_PIXELS = `Image dimensions too large. Images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * The image pipeline over sharp (libvips). Each variant is turned upright by its EXIF orientation and
 * written without any metadata: sharp drops EXIF (GPS included), XMP, IPTC and comments unless told to
 * keep them, and this code never does (jpeg-metadata.ts drops them from a kept original). Animated
 * GIF/WebP keep their first frame. See README.md for what runs in parallel.
 */
@Injectable()
export class ImageProcessor {
  /**
   * The checks that need no decoding (a few milliseconds): the real type from the first bytes, then the
   * header's dimensions against the pixel cap. An upload that passes is worth storing and processing.
   */
  async inspect(input: Buffer): Promise<InspectedImage> {
    const sourceFormat = detectImageFormat(input);
    if (!sourceFormat) throw new ImageRejectedError(INVALID_TYPE);

    // The header alone: dimensions are checked before anything is decoded.
    const header = await sharp(input).metadata().catch(() => {
      throw new ImageRejectedError(UNREADABLE);
    });
    if (header.format !== sourceFormat) throw new ImageRejectedError(INVALID_TYPE);
    if (!header.width || !header.height) throw new ImageRejectedError(UNREADABLE);
    if (header.width * header.height > MAX_INPUT_PIXELS) throw new ImageRejectedError(TOO_MANY_PIXELS);

    // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
    const quarterTurn = (header.orientation ?? 1) >= 5;
    const upright = quarterTurn ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
    return { sourceFormat, sourceMimeType: IMAGE_MIME_TYPES[sourceFormat], header, upright };
  }

  async process(input: Buffer): Promise<ProcessedImage> {
    const { sourceFormat, header, upright } = await this.inspect(input);
    try {
      const hasAlpha = header.hasAlpha ?? false;
      // The display sizes first: their decode starts on libuv's threads while the original is copied here.
      const variants = (await Promise.all([...this.displaySizes(input, upright, hasAlpha), this.original(input, header, upright, hasAlpha)])).sort((a, b) => IMAGE_VARIANT_TYPES.indexOf(a.variantType) - IMAGE_VARIANT_TYPES.indexOf(b.variantType));
      return { sourceFormat, sourceMimeType: IMAGE_MIME_TYPES[sourceFormat], variants };
    } catch {
      throw new ImageRejectedError(UNREADABLE);
    }
  }

  /**
   * The original, full size. An upright RGB or grey JPEG is kept as sent minus its metadata (no
   * re-encode: the camera's quality, and the slowest step of the pipeline gone); anything else is
   * turned upright and re-encoded.
   */
  private async original(input: Buffer, header: Metadata, upright: Size, hasAlpha: boolean): Promise<ProcessedVariant> {
    if (header.format === 'jpeg' && (header.orientation ?? 1) === 1 && (header.space === 'srgb' || header.space === 'b-w')) {
      const copy = (() => {
        try {
          return jpegWithoutMetadata(input);
        } catch {
          return undefined; // an unusual layout: re-encode it below
        }
      })();
      if (copy) return { variantType: 'original', data: copy, ...upright, format: 'jpeg', mimeType: IMAGE_MIME_TYPES.jpeg, quality: null };
    }
    return this.encode(decode(input).autoOrient(), 'original', upright, upright, hasAlpha);
  }

  /**
   * The display sizes from one decode: the largest, upright (libjpeg shrinks while it decodes), held as
   * raw pixels, and each size resized and encoded from those pixels in parallel.
   */
  private displaySizes(input: Buffer, upright: Size, hasAlpha: boolean): Promise<ProcessedVariant>[] {
    const largest = variantSize(upright.width, upright.height, VARIANT_RULES.large.maxEdge);
    const pixels = resized(decode(input).autoOrient(), upright, largest)
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return DISPLAY_SIZES.map(async (type) => {
      const { data, info } = await pixels;
      const target = variantSize(upright.width, upright.height, VARIANT_RULES[type].maxEdge);
      return this.encode(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), type, largest, target, hasAlpha);
    });
  }

  private async encode(source: Sharp, variantType: ImageVariantType, from: Size, target: Size, hasAlpha: boolean): Promise<ProcessedVariant> {
    const rule = VARIANT_RULES[variantType];
    const format = variantFormat(variantType, hasAlpha);
    const pipeline = resized(source, from, target);
    const encoder = format === 'jpeg' ? pipeline.jpeg({ quality: rule.quality }) : pipeline.webp({ quality: rule.quality, effort: rule.webpEffort });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { variantType, data, width: info.width, height: info.height, format, mimeType: IMAGE_MIME_TYPES[format], quality: rule.quality };
  }
}

type Size = { width: number; height: number };

const DISPLAY_SIZES = IMAGE_VARIANT_TYPES.filter((type) => type !== 'original');

/** limitInputPixels again at decode time, in case the header lied; failOn 'error' lets minor warnings through. */
function decode(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/** Both edges given from variantSize, so the stored size is exactly the rule's. */
function resized(pipeline: Sharp, from: Size, target: Size): Sharp {
  return target.width === from.width && target.height === from.height ? pipeline : pipeline.resize(target.width, target.height, { fit: 'fill' });
}
