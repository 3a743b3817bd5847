import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ProfilePhotoRemoval } from '@dd/contracts/image.schema';
import type { UserDto } from '@dd/contracts/user';
import { ImagesService } from '../images/images.service';
import { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';

/** Changes people make to their own profile. Each returns the updated user, as GET /api/user shows it. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly images: ImagesService,
  ) {}

  /** Sets an image the person uploaded as their photo; the one it replaces is discarded. */
  async attachPhoto(user: UserEntity, imageId: string): Promise<UserDto> {
    const image = await this.images.findOwned(user, imageId);
    const previous = user.profilePhotoId;
    await this.users.update(user.id, { profilePhotoId: image.id, profilePhotoUrl: await this.images.profilePhotoUrl(image) });
    if (previous && previous !== image.id) await this.images.discardProfilePhoto(previous);
    return this.current(user);
  }

  /** PUT /api/profile; for now its photo branch (both photo fields null). */
  async update(user: UserEntity, _changes: ProfilePhotoRemoval): Promise<UserDto> {
    return this.removePhoto(user);
  }

  private async removePhoto(user: UserEntity): Promise<UserDto> {
    await this.users.update(user.id, { profilePhotoId: null, profilePhotoUrl: null });
    if (user.profilePhotoId) await this.images.discardProfilePhoto(user.profilePhotoId);
    return this.current(user);
  }

  private async current(user: UserEntity): Promise<UserDto> {
    return toUserDto(await this.users.findOneByOrFail({ id: user.id }));
  }
}
