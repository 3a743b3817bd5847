import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_VARIANT_TYPES, type ImageVariantType } from '@dd/contracts/enums';
import { IMAGE_MESSAGES } from '@dd/contracts/image';
import { detectImageFormat, IMAGE_MIME_TYPES, type ImageFormat } from './image-type';
import { MAX_INPUT_PIXELS, VARIANT_RULES, variantFormat, variantSize, type VariantFormat } from './image-variants';

export interface ProcessedVariant {
  variantType: ImageVariantType;
  data: Buffer;
  width: number;
  height: number;
  format: VariantFormat;
  mimeType: string;
  quality: number;
}

export interface ProcessedImage {
  /** What the upload really was. */
  sourceFormat: ImageFormat;
  sourceMimeType: string;
  variants: ProcessedVariant[];
}

/** An upload refused for what it is; the message is for the person who sent it. */
export class ImageRejectedError extends Error {}

const INVALID_TYPE = `${IMAGE_MESSAGES.invalidType}. Please upload a JPEG, PNG, GIF or WebP image.`;
const UNREADABLE = 'The image could not be read. It may be damaged; please try another file.';
const TOO_MANY_PIXELS = `Image dimensions too large. Images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * The image pipeline over sharp (libvips). Each variant is turned upright by its EXIF orientation and
 * written without any metadata: sharp drops EXIF (GPS included), XMP, IPTC and comments unless told to
 * keep them, and this code never does. Animated GIF/WebP keep their first frame.
 */
@Injectable()
export class ImageProcessor {
  async process(input: Buffer): Promise<ProcessedImage> {
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

    try {
      const hasAlpha = header.hasAlpha ?? false;
      const variants = await Promise.all(IMAGE_VARIANT_TYPES.map((type) => this.encode(input, type, upright, hasAlpha)));
      return { sourceFormat, sourceMimeType: IMAGE_MIME_TYPES[sourceFormat], variants };
    } catch {
      throw new ImageRejectedError(UNREADABLE);
    }
  }

  private async encode(
    input: Buffer,
    variantType: ImageVariantType,
    upright: { width: number; height: number },
    hasAlpha: boolean,
  ): Promise<ProcessedVariant> {
    const rule = VARIANT_RULES[variantType];
    const format = variantFormat(variantType, hasAlpha);
    const target = variantSize(upright.width, upright.height, rule.maxEdge);
    // limitInputPixels again at decode time, in case the header lied; failOn 'error' lets minor warnings through.
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    if (target.width !== upright.width || target.height !== upright.height) {
      // Both edges given from variantSize, so the stored size is exactly the rule's.
      pipeline = pipeline.resize(target.width, target.height, { fit: 'fill' });
    }
    pipeline = format === 'jpeg' ? pipeline.jpeg({ quality: rule.quality }) : pipeline.webp({ quality: rule.quality });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { variantType, data, width: info.width, height: info.height, format, mimeType: IMAGE_MIME_TYPES[format], quality: rule.quality };
  }
}
