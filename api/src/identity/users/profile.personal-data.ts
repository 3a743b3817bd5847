import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../../platform/personal-data/personal-data';
import { likeMatch } from '../../common/like-pattern';
import { RateLimitEntity } from '../auth/rate-limit.entity';
import { SignInEventEntity } from '../auth/sign-in-events/sign-in-event.entity';
import { PasswordTokenEntity } from '../password/password-token.entity';
import { PasskeyEntity } from '../second-factor/passkeys/passkey.entity';
import { RecoveryCodeEntity } from '../second-factor/recovery-code.entity';
import { UserSessions } from './profile.sessions';
import { UserEntity } from './user.entity';

/** Never a password's hash: argon2 cannot verify it, so nobody can sign in to an erased account. */
const NO_PASSWORD = '!erased';

/**
 * The account itself. On deletion the row stays (bookings and payments, kept for tax, point at it)
 * with nothing that names the person; every way in (sessions, passkeys, codes, links) is removed.
 */
@HoldsPersonalData({ tables: ['users', 'sessions', 'sign_in_events', 'passkeys', 'recovery_codes', 'password_tokens', 'rate_limits'] })
@Injectable()
export class ProfilePersonalData implements PersonalData {
  constructor(private readonly sessions: UserSessions) {}

  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const user = await manager.findOneByOrFail(UserEntity, { id: userId });
    const signIns = await manager.find(SignInEventEntity, { where: [{ userId }, { email: user.email }], order: { at: 'DESC' } });
    const passkeys = await manager.find(PasskeyEntity, { where: { userId }, select: { name: true, createdAt: true, lastUsedAt: true } });
    return {
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        homeZip: user.homeZip,
        profilePhotoUrl: user.profilePhotoUrl,
        washPoints: user.washPoints,
        emailNotifications: user.emailNotifications,
        smsNotifications: user.smsNotifications,
        promotionalEmails: user.promotionalEmails,
        preferredContactMethod: user.preferredContactMethod,
        twoStepSignIn: user.totpSecret !== null,
        createdAt: user.createdAt,
      },
      signInHistory: signIns.map(({ kind, ip, userAgent, detail, at }) => ({ kind, ip, userAgent, detail, at: new Date(Number(at)).toISOString() })),
      passkeys: passkeys.map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt: lastUsedAt ? new Date(Number(lastUsedAt)).toISOString() : null })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    const user = await manager.findOneByOrFail(UserEntity, { id: userId });
    await this.sessions.endAll(userId, manager);
    // The log's trigger lets these go because the person's request is 'erasing' (migration PrivacyRequests).
    await manager.delete(SignInEventEntity, { userId });
    const emails = [user.email, user.pendingEmail].filter((email): email is string => !!email);
    await manager.delete(SignInEventEntity, { email: In(emails) });
    await manager.delete(PasskeyEntity, { userId });
    await manager.delete(RecoveryCodeEntity, { userId });
    await manager.delete(PasswordTokenEntity, { userId });
    // Sign-in counters are keyed by the email they count (minutes long, but they name the person).
    for (const email of emails) await manager.createQueryBuilder().delete().from(RateLimitEntity).where(...likeMatch([manager.connection.driver.escape('key')], email)).execute();
    await manager.update(UserEntity, { id: userId }, {
      firstName: 'Deleted',
      lastName: 'customer',
      email: `deleted-${userId}@deleted.invalid`,
      pendingEmail: null,
      phone: null,
      passwordHash: NO_PASSWORD,
      profilePhotoUrl: null,
      profilePhotoId: null,
      isActive: false,
      emailNotifications: false,
      smsNotifications: false,
      promotionalEmails: false,
      totpSecret: null,
      homeZip: null,
    });
    return [];
  }
}
