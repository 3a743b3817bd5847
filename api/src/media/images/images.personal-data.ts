import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../../platform/personal-data/personal-data';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import { BookingMediaEntity } from './booking-media.entity';
import { ImageVariantEntity } from './image-variant.entity';
import { ImageEntity } from './image.entity';

/**
 * Photos of the person, their car and their home: what they uploaded (a profile photo), every
 * before/after and no-show photo of their bookings, and the gallery photos made from them. A deletion
 * removes the rows here and the files from storage once it has committed.
 */
@HoldsPersonalData({ tables: ['images', 'image_variants', 'booking_media', 'gallery_photos'] })
@Injectable()
export class ImagesPersonalData implements PersonalData {
  async exportFor(subject: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const images = await this.imagesOf(subject, manager);
    return {
      photos: images.map(({ id, title, originalFilename, mimeType, width, height, usageType, createdAt }) => ({
        title,
        originalFilename,
        mimeType,
        width,
        height,
        usageType,
        url: `/api/images/${id}`,
        createdAt,
      })),
    };
  }

  async erase(subject: DataSubject, manager: EntityManager): Promise<string[]> {
    const images = await this.imagesOf(subject, manager);
    const ids = images.map((image) => image.id);
    if (subject.bookingIds.length) await manager.delete(GalleryPhotoEntity, { bookingId: In(subject.bookingIds) });
    if (!ids.length) return [];
    const variants = await manager.find(ImageVariantEntity, { select: { storagePath: true }, where: { imageId: In(ids) } });
    await manager.delete(BookingMediaEntity, { imageId: In(ids) });
    await manager.delete(ImageVariantEntity, { imageId: In(ids) });
    await manager.delete(ImageEntity, { id: In(ids) });
    return [...images.map((image) => image.storagePath), ...variants.map((variant) => variant.storagePath)];
  }

  private async imagesOf({ userId, bookingIds }: DataSubject, manager: EntityManager): Promise<ImageEntity[]> {
    const ofBookings = bookingIds.length
      ? (await manager.find(BookingMediaEntity, { select: { imageId: true }, where: { bookingId: In(bookingIds) } })).map((m) => m.imageId)
      : [];
    const where = [{ uploaderId: userId }, ...(ofBookings.length ? [{ id: In(ofBookings) }] : []), ...(bookingIds.length ? [{ usageEntityId: In(bookingIds) }] : [])];
    return manager.find(ImageEntity, { where, order: { createdAt: 'ASC' } });
  }
}
