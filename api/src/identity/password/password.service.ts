import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID, type ForgotPasswordRequest, type ResetPasswordRequest } from '@dd/contracts/message';
import { RateLimiter, type RateLimitRule } from '../auth/rate-limiter';
import { badRequest } from '../../common/api-exception';
import { PasswordHasher } from '../users/password-hasher';
import { UserSessions } from '../users/profile.sessions';
import { UserEntity } from '../users/user.entity';
import { normalizeEmail } from '../users/users.service';
import { PasswordLinks } from './password-links';
import { refuseCommonPassword } from '../users/common-passwords';

/** Per address, and per email whether or not it has an account (so the limit itself reveals nothing). */
export const FORGOT_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * 60_000, message: 'Too many password reset requests.' };
export const FORGOT_PER_EMAIL: RateLimitRule = { limit: 3, windowMs: 60 * 60_000, message: 'Too many password reset requests.' };
export const RESETS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 15 * 60_000, message: 'Too many attempts.' };

/** "Forgot password?": a one-time emailed link, then a new password that signs out every session. */
@Injectable()
export class PasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: PasswordLinks,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** The same answer whether or not the email has an account. */
  async forgot(ip: string, { email }: ForgotPasswordRequest): Promise<{ message: string }> {
    const normalized = normalizeEmail(email);
    await this.rateLimiter.consume(`password-forgot:ip:${ip}`, FORGOT_PER_ADDRESS);
    await this.rateLimiter.consume(`password-forgot:email:${normalized}`, FORGOT_PER_EMAIL);
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email: normalized, isActive: true });
      if (user) await this.links.send(manager, user, 'reset');
    });
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  /**
   * Uses the link once (a conditional UPDATE, so two tabs cannot both use it), sets the password, and
   * ends every session of the account; the person then signs in with the new password.
   */
  async reset(ip: string, { token, password }: ResetPasswordRequest): Promise<{ message: string }> {
    await this.rateLimiter.consume(`password-reset:ip:${ip}`, RESETS_PER_ADDRESS);
    const row = await this.links.find(token, ['reset', 'set']);
    const invalid = badRequest('RESET_LINK_INVALID', RESET_LINK_INVALID, { fieldErrors: { token: RESET_LINK_INVALID } });
    if (!row) throw invalid;
    refuseCommonPassword(password);
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.links.use(manager, row))) throw invalid;
      // Every other link of this account stops working too, a pending email change included.
      await this.links.revoke(manager, row.userId);
      await manager.update(UserEntity, { id: row.userId }, { passwordHash, pendingEmail: null });
    });
    await this.sessions.endAll(row.userId);
    return { message: 'Your password is set. Please sign in with it.' };
  }
}
