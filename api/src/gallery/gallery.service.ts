import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { GalleryPhotoDto, GalleryQuery } from '@dd/contracts/gallery';
import { GalleryPhotoEntity } from './gallery-photo.entity';
import { toGalleryPhotoDto } from './gallery.mapper';

@Injectable()
export class GalleryService {
  constructor(@InjectRepository(GalleryPhotoEntity) private readonly photos: Repository<GalleryPhotoEntity>) {}

  /** The public gallery: approved photos only, newest first, optionally one category. */
  async listApproved({ category }: GalleryQuery): Promise<GalleryPhotoDto[]> {
    const photos = await this.photos.find({
      where: { isApproved: true, ...(category && { category }) },
      relations: { booking: { car: true, package: true }, car: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return photos.map(toGalleryPhotoDto);
  }
}
