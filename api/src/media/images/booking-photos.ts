import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { MediaType } from '@dd/contracts/enums';
import { BookingMediaEntity } from './booking-media.entity';
import { ImageVariantEntity } from './image-variant.entity';

export type NewBookingPhoto = Pick<BookingMediaEntity, 'bookingId' | 'imageId' | 'mediaType' | 'vehiclePosition' | 'idempotencyKey'>;

/**
 * A booking's before/after photos (booking_media), for the features that are not media: bookings
 * links and lists them, the job flow checks them, messaging and disputes show them. Media owns the
 * table (tools/lint/table-owners.mjs); the others ask here.
 */
@Injectable()
export class BookingPhotos {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The booking's photos (of one type, or all) with their image and variants, oldest first. */
  of(bookingId: string, type?: MediaType): Promise<BookingMediaEntity[]> {
    return this.dataSource.manager.find(BookingMediaEntity, {
      where: { bookingId, ...(type && { mediaType: type }) },
      relations: { image: { variants: true } },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
  }

  /** The photo linked under this phone's key, with its image and variants, or null. */
  withKey(bookingId: string, idempotencyKey: string): Promise<BookingMediaEntity | null> {
    return this.dataSource.manager.findOne(BookingMediaEntity, { where: { bookingId, idempotencyKey }, relations: { image: { variants: true } } });
  }

  isLinked(bookingId: string, imageId: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(BookingMediaEntity, { bookingId, imageId });
  }

  /** Links the image to the booking (the unique keys refuse a second link or a reused phone key) and answers the row with its image. */
  async link(photo: NewBookingPhoto): Promise<BookingMediaEntity> {
    const manager = this.dataSource.manager;
    const { id } = await manager.save(BookingMediaEntity, manager.create(BookingMediaEntity, photo));
    return manager.findOneOrFail(BookingMediaEntity, { where: { id }, relations: { image: { variants: true } } });
  }

  /** Whether the job has a before photo (it cannot be finished without one). */
  hasBefore(bookingId: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(BookingMediaEntity, { bookingId, mediaType: 'before' });
  }

  /** The newest before photo (a no-show's evidence), or null. */
  latestBefore(bookingId: string): Promise<BookingMediaEntity | null> {
    return this.dataSource.manager.findOne(BookingMediaEntity, { where: { bookingId, mediaType: 'before' }, order: { uploadedAt: 'DESC' } });
  }

  /** The photos with their image, by vehicle then oldest first (a chargeback's evidence sheet). */
  forEvidence(bookingId: string): Promise<BookingMediaEntity[]> {
    return this.dataSource.manager.find(BookingMediaEntity, { where: { bookingId }, relations: { image: true }, order: { vehiclePosition: 'ASC', uploadedAt: 'ASC' } });
  }

  /** The stored key of an image's large variant, or null when the pipeline made none. */
  async largeFileOf(imageId: string): Promise<string | null> {
    const variant = await this.dataSource.manager.findOneBy(ImageVariantEntity, { imageId, variantType: 'large' });
    return variant?.storagePath ?? null;
  }

  /** The photos that have a thumbnail, oldest first, with its stored key (the completion email shows them). */
  async thumbnails(manager: EntityManager, bookingId: string): Promise<Array<Pick<BookingMediaEntity, 'imageId' | 'mediaType'> & { storagePath: string }>> {
    const media = await manager.find(BookingMediaEntity, { where: { bookingId }, order: { uploadedAt: 'ASC' } });
    const thumbnails = media.length ? await manager.findBy(ImageVariantEntity, { imageId: In(media.map((m) => m.imageId)), variantType: 'thumbnail' }) : [];
    return media.flatMap((m) => {
      const thumbnail = thumbnails.find((t) => t.imageId === m.imageId);
      return thumbnail ? [{ imageId: m.imageId, mediaType: m.mediaType, storagePath: thumbnail.storagePath }] : [];
    });
  }
}
