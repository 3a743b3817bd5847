import { Injectable } from '@nestjs/common';
import type { ProfilePhotos } from '../../identity/users/profile-photos';
import type { UserEntity } from '../../identity/users/user.entity';
import { ImagesService } from './images.service';

/** Identity's ProfilePhotos port, from the images people upload (bound in app/feature-ports.module.ts). */
@Injectable()
export class ImageProfilePhotos implements ProfilePhotos {
  constructor(private readonly images: ImagesService) {}

  async ownPhoto(user: UserEntity, imageId: string): Promise<{ id: string; url: string | null }> {
    const image = await this.images.findOwned(user, imageId);
    return { id: image.id, url: await this.images.profilePhotoUrl(image) };
  }

  discard(imageId: string): Promise<void> {
    return this.images.discardProfilePhoto(imageId);
  }
}
