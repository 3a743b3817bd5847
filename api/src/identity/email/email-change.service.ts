import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import { EMAIL_LINK_INVALID, type EmailConfirmResponse } from '@dd/contracts/message';
import { RateLimiter, type RateLimitRule } from '../auth/rate-limiter';
import { badRequest, conflict } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/unique-violation';
import { PasswordLinks } from '../password/password-links';
import { UserEntity } from '../users/user.entity';

export const EMAIL_IN_USE = 'An account with this email already exists.';
export const CONFIRMS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 15 * 60_000, message: 'Too many attempts.' };

const emailTaken = () => conflict('EMAIL_TAKEN', EMAIL_IN_USE);

/**
 * Changing one's email address (README "Email address changes"): the new address is pending until
 * the link sent to it is used, so nobody can move an account to an address they cannot read; the
 * old address hears of it and keeps signing in until then.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: PasswordLinks,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Before the change's transaction (ProfileService limits and authorises it): the address must be free (409). */
  async check(user: UserEntity, email: string): Promise<void> {
    if (await this.dataSource.getRepository(UserEntity).existsBy({ email, id: Not(user.id) })) throw emailTaken();
  }

  /** In the caller's transaction: the new address becomes pending, with a fresh link (older ones stop working). */
  async request(manager: EntityManager, user: UserEntity, email: string): Promise<void> {
    await this.links.revoke(manager, user.id, ['email']);
    await manager.update(UserEntity, { id: user.id }, { pendingEmail: email });
    await this.links.send(manager, user, 'email', email);
  }

  /** The link, once: the account's email becomes the address it names, if no account took it meanwhile. */
  async confirm(ip: string, token: string): Promise<EmailConfirmResponse> {
    await this.rateLimiter.consume(`email-confirm:ip:${ip}`, CONFIRMS_PER_ADDRESS);
    const invalid = badRequest('EMAIL_LINK_INVALID', EMAIL_LINK_INVALID);
    const link = await this.links.find(token, ['email']);
    if (!link?.email) throw invalid;
    const email = link.email;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.links.use(manager, link))) throw invalid;
        if (await manager.existsBy(UserEntity, { email, id: Not(link.userId) })) throw emailTaken();
        await manager.update(UserEntity, { id: link.userId }, { email, pendingEmail: null });
      });
    } catch (error) {
      // Two accounts confirming one address at once: the unique index decides.
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
    return { message: `Your email address is now ${email}. Use it to sign in.`, email };
  }
}
