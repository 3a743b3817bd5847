import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { IsNull, type DataSource } from 'typeorm';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, type RecoveryCodesDto, type TotpSetupDto } from '@dd/contracts/second-factor';
import { RateLimiter, type RateLimitRule } from '../auth/rate-limiter';
import { SignInEvents } from '../auth/sign-in-events/sign-in-events';
import { badRequest } from '../../common/api-exception';
import { BUSINESS_NAME } from '../../common/business-name';
import { SecretBox } from '../../platform/crypto/secret-box';
import { UserSessions } from '../users/profile.sessions';
import { UserEntity } from '../users/user.entity';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { newTotpSecret, qrCodeOf, totpStepOf, totpUri } from './totp';

/** Wrong codes per account: a million 6-digit codes cannot be walked through 10 at a time. A right one gives its attempt back. */
export const CODE_ATTEMPTS: RateLimitRule = { limit: 10, windowMs: 15 * 60_000, message: 'Too many wrong codes.' };
/** How long a scanned secret waits for its first code. */
const ENROLMENT_MS = 15 * 60_000;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

declare module 'express-session' {
  interface SessionData {
    /** A TOTP secret shown for enrolment and not yet confirmed with a code. */
    totpEnrolment?: { secret: string; at: number };
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const newRecoveryCode = () => Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

/**
 * Two-step sign-in with an authenticator app (TOTP) and single-use recovery codes. A code works once:
 * its step must be later than the last one used (a conditional UPDATE), so a code seen over a
 * shoulder or replayed from a log signs nobody in. The app's secret is kept sealed (SECRETS_KEY).
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: UserSessions,
    private readonly events: SignInEvents,
    private readonly box: SecretBox,
  ) {}


  /** A new secret to scan; kept in this session until a code from it confirms it. */
  async beginTotp(request: Request, user: UserEntity): Promise<TotpSetupDto> {
    const secret = newTotpSecret();
    request.session.totpEnrolment = { secret, at: Date.now() };
    const otpauthUrl = totpUri(user.email, BUSINESS_NAME, secret);
    return { secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
  }

  /** A code from the scanned secret turns two-step sign-in on, gives new recovery codes, and ends the account's other sessions. */
  async confirmTotp(request: Request, user: UserEntity, code: string): Promise<RecoveryCodesDto> {
    const enrolment = request.session.totpEnrolment;
    if (!enrolment || Date.now() - enrolment.at > ENROLMENT_MS) throw badRequest('SECOND_FACTOR_EXPIRED', SECOND_FACTOR_MESSAGES.notStarted);
    await this.rateLimiter.consume(attemptsKey(user.id), CODE_ATTEMPTS);
    const step = totpStepOf(code, enrolment.secret);
    if (step === null) throw badRequest('SECOND_FACTOR_INVALID', SECOND_FACTOR_MESSAGES.codeWrong, { fieldErrors: { code: SECOND_FACTOR_MESSAGES.codeWrong } });
    await this.rateLimiter.refund(attemptsKey(user.id));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { totpSecret: this.box.seal(enrolment.secret), secondFactorAt: Date.now(), totpLastStep: step });
      await manager.delete(RecoveryCodeEntity, { userId: user.id });
      await manager.insert(RecoveryCodeEntity, codes.map((plain) => ({ userId: user.id, codeHash: hashCode(plain), usedAt: null })));
    });
    delete request.session.totpEnrolment;
    user.secondFactorAt = Date.now();
    await this.sessions.endOthers(user.id, request.sessionID);
    await this.events.record(request, 'second_factor_enrolled', { userId: user.id, email: user.email });
    return { recoveryCodes: codes.map((plain) => `${plain.slice(0, 4)}-${plain.slice(4)}`) };
  }

  /**
   * True when `code` (normalised: digits, or 8 letters and digits) is the account's current app code, not
   * used before, or one of its unused recovery codes, which it then uses up. Every try is counted first.
   */
  async verify(userId: string, code: string): Promise<boolean> {
    await this.rateLimiter.consume(attemptsKey(userId), CODE_ATTEMPTS);
    const accepted = /^\d{6}$/.test(code) ? await this.useAppCode(userId, code) : await this.useRecoveryCode(userId, code);
    if (accepted) await this.rateLimiter.refund(attemptsKey(userId));
    return accepted;
  }

  private async useAppCode(userId: string, code: string): Promise<boolean> {
    const row = await this.dataSource.getRepository(UserEntity).createQueryBuilder('user').addSelect('user.totpSecret').where('user.id = :userId', { userId }).getOne();
    if (!row?.totpSecret) return false;
    const step = totpStepOf(code, this.box.open(row.totpSecret));
    if (step === null) return false;
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ totpLastStep: step })
      .where('id = :userId AND (totpLastStep IS NULL OR totpLastStep < :step)', { userId, step })
      .execute();
    return !!affected;
  }

  private async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const { affected } = await this.dataSource.getRepository(RecoveryCodeEntity).update({ userId, codeHash: hashCode(code), usedAt: IsNull() }, { usedAt: Date.now() });
    return !!affected;
  }
}

const attemptsKey = (userId: string) => `second-factor:user:${userId}`;
