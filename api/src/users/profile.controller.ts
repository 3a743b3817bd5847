import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { profilePhotoSchema, type ProfilePhotoRequest } from '@dd/contracts/image.schema';
import { profileUpdateSchema, type ProfileUpdate } from '@dd/contracts/profile.schema';
import type { UserDto } from '@dd/contracts/user';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { startSession } from '../auth/session';
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
   * The spec's PUT /api/profile takes one of: {firstName, lastName, email, phone}; {password} alone
   * (a change signs out every other session, and this one continues under a new session id); or
   * {profilePhotoId: null, profilePhotoUrl: null} to remove the photo. Returns the updated user.
   */
  @Put('profile')
  update(@CurrentUser() user: UserEntity, @Body(zodBody(profileUpdateSchema)) body: ProfileUpdate, @Req() request: Request): Promise<UserDto> {
    return this.profile.update(user, body, (signedIn) => startSession(request, signedIn));
  }
}
