import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  profilePhotoRemovalSchema,
  profilePhotoSchema,
  type ProfilePhotoRemoval,
  type ProfilePhotoRequest,
} from '@dd/contracts/image.schema';
import type { UserDto } from '@dd/contracts/user';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { zodBody } from '../common/zod-validation.pipe';
import { ProfileService } from './profile.service';
import type { UserEntity } from './user.entity';

@ApiTags('profile')
@Controller()
@RequirePermission('account')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** Attaches an image the person uploaded (POST /api/images) as their photo; returns the updated user. */
  @Post('user/profile-photo')
  @HttpCode(200)
  attachPhoto(@CurrentUser() user: UserEntity, @Body(zodBody(profilePhotoSchema)) body: ProfilePhotoRequest): Promise<UserDto> {
    return this.profile.attachPhoto(user, body.imageId);
  }

  /**
   * The spec's PUT /api/profile takes one of: personal information, a new password, or both photo
   * fields null. Only the photo branch is here so far; the others join the body schema as a union and
   * ProfileService.update dispatches on the branch.
   */
  @Put('profile')
  update(@CurrentUser() user: UserEntity, @Body(zodBody(profilePhotoRemovalSchema)) body: ProfilePhotoRemoval): Promise<UserDto> {
    return this.profile.update(user, body);
  }
}
