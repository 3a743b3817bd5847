import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CachedRead, PACKAGE_NAME_AND_CAR } from '../../platform/cache/cached-read';
import { CacheVersions } from '../../platform/cache/cache-versions';
import type { GalleryPhotoDto, GalleryQuery } from '@dd/contracts/gallery';
import { GALLERY_BOOKINGS, type GalleryBookings } from './gallery-bookings';
import { GalleryPhotoEntity } from './gallery-photo.entity';
import { toGalleryPhotoDto } from './gallery.mapper';

@Injectable()
export class GalleryService {
  /** Every approved photo, cached until a photo, or the packages and cars they show, change on any instance. */
  private readonly approved: CachedRead<GalleryPhotoDto[]>;

  constructor(
    @InjectRepository(GalleryPhotoEntity) private readonly photos: Repository<GalleryPhotoEntity>,
    @Inject(GALLERY_BOOKINGS) private readonly bookings: GalleryBookings,
    versions: CacheVersions,
  ) {
    this.approved = new CachedRead(versions, ['gallery_photos', ...PACKAGE_NAME_AND_CAR], () => this.loadApproved());
  }

  /** The public gallery: approved photos only, newest first, optionally one category. */
  async listApproved({ category }: GalleryQuery): Promise<GalleryPhotoDto[]> {
    const photos = await this.approved.get();
    return category ? photos.filter((photo) => photo.category === category) : photos;
  }

  private async loadApproved(): Promise<GalleryPhotoDto[]> {
    const photos = await this.photos.find({
      where: { isApproved: true },
      relations: { car: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const shown = await this.bookings.shown([...new Set(photos.flatMap((photo) => (photo.bookingId ? [photo.bookingId] : [])))]);
    return photos.map((photo) => toGalleryPhotoDto(photo, photo.bookingId ? shown.get(photo.bookingId) : undefined));
  }
}
