import { Body, Controller, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { profilePhotoSchema, type ProfilePhotoRequest } from '@dd/contracts/image';
import { userDtoSchema, preferencesSchema, profileUpdateSchema, userLanguageSchema, type PreferencesRequest, type ProfileUpdate, type UserDto, type UserLanguageRequest } from '@dd/contracts/user';
import { RequirePermission, CurrentUser } from '../../common/access';
import { startSession } from '../auth/session';
import { zodBody } from '../../common/zod-validation.pipe';
import { ProfileService } from './profile.service';
import type { UserEntity } from './user.entity';
import { Returns } from '../../common/returns.decorator';

@ApiTags('profile')
@Controller()
@RequirePermission('account')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** Attaches an image the person uploaded (POST /api/images) as their photo; returns the updated user. */
  @Post('user/profile-photo')
  @HttpCode(200)
  @Returns(userDtoSchema)
  attachPhoto(@CurrentUser() user: UserEntity, @Body(zodBody(profilePhotoSchema)) body: ProfilePhotoRequest): Promise<UserDto> {
    return this.profile.attachPhoto(user, body.imageId);
  }

  /**
   * The spec's PUT /api/profile takes one of: {firstName, lastName, email, phone}, with
   * `currentPassword` when the email changes; {password} with `currentPassword` (either optional
   * only within 10 minutes of signing in; a password change signs out every other session, and
   * this one continues under a new session id); or
   * {profilePhotoId: null, profilePhotoUrl: null} to remove the photo. Returns the updated user.
   */
  @Put('profile')
  @Returns(userDtoSchema)
  update(@CurrentUser() user: UserEntity, @Body(zodBody(profileUpdateSchema)) body: ProfileUpdate, @Req() request: Request): Promise<UserDto> {
    return this.profile.update(user, body, {
      signedInAt: request.session.signedInAt,
      signIn: (signedIn, signedInAt) => startSession(request, signedIn, signedInAt),
    });
  }

  /** Customer-side §7: any of the notification switches and the preferred contact method; returns the updated user. */
  @Patch('user/preferences')
  @Returns(userDtoSchema)
  updatePreferences(@CurrentUser() user: UserEntity, @Body(zodBody(preferencesSchema)) body: PreferencesRequest): Promise<UserDto> {
    return this.profile.updatePreferences(user, body);
  }

  /** The language the account reads the product in (en, es or vi; decision 0390): the site's switch keeps it here. Returns the updated user. */
  @Put('user/language')
  @Returns(userDtoSchema)
  updateLanguage(@CurrentUser() user: UserEntity, @Body(zodBody(userLanguageSchema)) body: UserLanguageRequest): Promise<UserDto> {
    return this.profile.updatePreferences(user, body);
  }
}
