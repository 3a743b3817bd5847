import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PreferencesRequest, ProfileUpdate, UserDto, UserLanguageRequest } from '@dd/contracts/user';
import { RateLimiter, type RateLimitRule } from '../auth/rate-limiter';
import { invalidField } from '../../common/api-exception';
import { EmailChangeService } from '../email/email-change.service';
import { PasswordHasher } from './password-hasher';
import { PROFILE_PHOTOS, type ProfilePhotos } from './profile-photos';
import { UserSessions } from './profile.sessions';
import { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';
import { normalizeEmail, UsersService } from './users.service';
import { refuseCommonPassword } from './common-passwords';

/**
 * The spec's client changes a password without the current one. That is accepted only within this
 * long after the session signed in (how an account made at checkout sets its own password right
 * away); later the current password is required, so a stolen session cannot take the account over,
 * neither by a new password nor by a new email address (and then a reset link sent to it).
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** At most a few changes an hour, each of which signs every other session out. */
export const PASSWORD_CHANGES: RateLimitRule = { limit: 5, windowMs: 60 * 60_000, message: 'Too many password changes.' };
/** Each request emails two addresses; a few an hour is plenty. */
export const EMAIL_CHANGES: RateLimitRule = { limit: 5, windowMs: 60 * 60_000, message: 'Too many email address changes.' };

/** This browser's session: when it signed in, and how to start it again after a password change. */
export interface ProfileSession {
  signedInAt: number | undefined;
  signIn(user: UserEntity, signedInAt: number): Promise<void>;
}

const passwordError = (message: string) => invalidField('currentPassword', message);

/** Changes people make to their own profile. Each returns the updated user, as GET /api/user shows it. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(PROFILE_PHOTOS) private readonly photos: ProfilePhotos,
    private readonly accounts: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly rateLimiter: RateLimiter,
    private readonly emailChange: EmailChangeService,
  ) {}

  /** Sets an image the person uploaded as their photo; the one it replaces is discarded. */
  async attachPhoto(user: UserEntity, imageId: string): Promise<UserDto> {
    const photo = await this.photos.ownPhoto(user, imageId);
    const previous = user.profilePhotoId;
    await this.users.update(user.id, { profilePhotoId: photo.id, profilePhotoUrl: photo.url });
    if (previous && previous !== photo.id) await this.photos.discard(previous);
    return this.current(user);
  }

  /**
   * PUT /api/profile: personal information, a new password, or photo removal. After a password
   * change has ended every session, this browser continues on a fresh one.
   */
  async update(user: UserEntity, changes: ProfileUpdate, session: ProfileSession): Promise<UserDto> {
    switch (changes.kind) {
      case 'photo':
        return this.removePhoto(user);
      case 'password':
        return this.changePassword(user, changes, session);
      case 'info':
        return this.updateInfo(user, changes, session);
    }
  }

  /**
   * Name and phone change at once; a new email address needs what a new password needs
   * (confirmIdentity) and then waits for the link sent to it (EmailChangeService).
   */
  private async updateInfo(
    user: UserEntity,
    { firstName, lastName, email, phone, currentPassword }: Extract<ProfileUpdate, { kind: 'info' }>,
    session: ProfileSession,
  ): Promise<UserDto> {
    const normalized = normalizeEmail(email);
    const changing = normalized !== user.email;
    if (changing) {
      // Counted before the password is checked, so it cannot be guessed here faster than on a password change.
      await this.rateLimiter.consume(`email-change:user:${user.id}`, EMAIL_CHANGES);
      await this.confirmIdentity(user, currentPassword, session);
      await this.emailChange.check(user, normalized);
    }
    await this.users.manager.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { firstName, lastName, phone });
      if (changing) await this.emailChange.request(manager, { ...user, firstName, lastName, phone }, normalized);
    });
    return this.current(user);
  }

  private async changePassword(
    user: UserEntity,
    { password, currentPassword }: Extract<ProfileUpdate, { kind: 'password' }>,
    session: ProfileSession,
  ): Promise<UserDto> {
    await this.rateLimiter.consume(`password-change:user:${user.id}`, PASSWORD_CHANGES);
    await this.confirmIdentity(user, currentPassword, session);
    refuseCommonPassword(password);
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    await this.sessions.endAll(user.id);
    // The new session keeps the sign-in time: a change never extends the no-current-password window.
    await session.signIn(user, session.signedInAt ?? Date.now());
    return this.current(user);
  }

  /**
   * For changes that could hand the account to someone else: the current password, unless the
   * session signed in within RECENT_SIGN_IN_MS; one that is sent must be right either way.
   */
  private async confirmIdentity(user: UserEntity, currentPassword: string | undefined, session: ProfileSession): Promise<void> {
    const recent = session.signedInAt !== undefined && Date.now() - session.signedInAt <= RECENT_SIGN_IN_MS;
    if (!currentPassword && !recent) throw passwordError('Current password is required');
    if (currentPassword && !(await this.accounts.verifyCredentials(user.email, currentPassword))) throw passwordError('Current password is incorrect');
  }

  /** PATCH /api/user/preferences: notification switches and the preferred contact method. */
  async updatePreferences(user: UserEntity, preferences: PreferencesRequest | UserLanguageRequest): Promise<UserDto> {
    if (Object.keys(preferences).length) await this.users.update(user.id, preferences);
    return this.current(user);
  }

  private async removePhoto(user: UserEntity): Promise<UserDto> {
    await this.users.update(user.id, { profilePhotoId: null, profilePhotoUrl: null });
    if (user.profilePhotoId) await this.photos.discard(user.profilePhotoId);
    return this.current(user);
  }

  private async current(user: UserEntity): Promise<UserDto> {
    return toUserDto(await this.users.findOneByOrFail({ id: user.id }));
  }
}
