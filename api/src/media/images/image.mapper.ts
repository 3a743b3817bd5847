import { IMAGE_VARIANT_TYPES } from '@dd/contracts/enums';
import type { BookingMediaDto, ImageDto, ImageVariantDto } from '@dd/contracts/image';
import type { BookingMediaEntity } from './booking-media.entity';
import { fileUrl } from './image-files';
import type { ImageVariantEntity } from './image-variant.entity';
import type { ImageEntity } from './image.entity';

const byVariantOrder = (a: ImageVariantEntity, b: ImageVariantEntity) =>
  IMAGE_VARIANT_TYPES.indexOf(a.variantType) - IMAGE_VARIANT_TYPES.indexOf(b.variantType);

export function toImageVariantDto(variant: ImageVariantEntity): ImageVariantDto {
  return {
    variantType: variant.variantType,
    storagePath: variant.storagePath,
    url: fileUrl(variant.imageId, variant.storagePath),
    width: variant.width,
    height: variant.height,
    sizeBytes: variant.sizeBytes,
    format: variant.format,
    quality: variant.quality,
  };
}

/** `image.variants` must be loaded. */
export function toImageDto(image: ImageEntity): ImageDto {
  return {
    id: image.id,
    title: image.title,
    altText: image.altText,
    description: image.description,
    uploaderId: image.uploaderId,
    originalFilename: image.originalFilename,
    storagePath: image.storagePath,
    url: fileUrl(image.id, image.storagePath),
    mimeType: image.mimeType,
    sizeBytes: image.sizeBytes,
    width: image.width,
    height: image.height,
    usageType: image.usageType,
    usageEntityId: image.usageEntityId,
    createdAt: image.createdAt.toISOString(),
    updatedAt: image.updatedAt.toISOString(),
    variants: [...(image.variants ?? [])].sort(byVariantOrder).map(toImageVariantDto),
    processingState: image.processingState,
    processingError: image.processingError,
  };
}

/** `media.image.variants` must be loaded. */
export function toBookingMediaDto(media: BookingMediaEntity): BookingMediaDto {
  const image = toImageDto(media.image!);
  return {
    id: media.id,
    bookingId: media.bookingId,
    imageId: media.imageId,
    mediaType: media.mediaType,
    vehiclePosition: media.vehiclePosition,
    uploadedAt: media.uploadedAt.toISOString(),
    image,
    variants: image.variants,
  };
}
