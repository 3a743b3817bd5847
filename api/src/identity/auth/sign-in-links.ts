import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Request, Response } from 'express';
import { DEVICE_LINK_INVALID, DEVICE_LINK_USED } from '@dd/contracts/auth';
import { badRequest } from '../../common/api-exception';
import { PasswordLinks } from '../password/password-links';
import { UserEntity } from '../users/user.entity';
import { KnownDevices } from './known-devices';
import { RateLimiter } from './rate-limiter';
import { SignInEvents } from './sign-in-events/sign-in-events';

/** At most one link email per account in this time, however many refused attempts there are. */
const ONE_LINK_EMAIL_PER = { limit: 1, windowMs: 15 * 60_000 };

/**
 * The way in for a browser the account has not used, once guesses have used up the account's attempts:
 * a one-time link (an account link of purpose 'device') sent to the account's address. Opening it makes
 * that browser known; the person then signs in with the password as usual.
 */
@Injectable()
export class SignInLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: PasswordLinks,
    private readonly devices: KnownDevices,
    private readonly rateLimiter: RateLimiter,
    private readonly events: SignInEvents,
  ) {}

  /** Emails the account a link if it exists and none went out lately; says nothing either way. */
  async offer(account: string): Promise<void> {
    if (!(await this.rateLimiter.admit(`sign-in:link-email:${account}`, ONE_LINK_EMAIL_PER))) return;
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email: account, isActive: true });
      if (!user) return;
      await this.links.revoke(manager, user.id, ['device']);
      await this.links.send(manager, user, 'device', user.email);
    });
  }

  /** Uses a link once (a conditional UPDATE) and remembers this browser for the account it was sent to. */
  async use(token: string, request: Request, response: Response): Promise<{ message: string }> {
    const invalid = badRequest('DEVICE_LINK_INVALID', DEVICE_LINK_INVALID);
    const row = await this.links.find(token, ['device']);
    if (!row) throw invalid;
    const user = await this.dataSource.transaction(async (manager) => {
      if (!(await this.links.use(manager, row))) throw invalid;
      const user = await manager.findOneBy(UserEntity, { id: row.userId, isActive: true });
      // Sent to an address the account no longer has: it proves nothing about this one.
      if (!user || user.email !== row.email) throw invalid;
      return user;
    });
    this.devices.remember(request, response, user.email);
    await this.events.record(request, 'link_used', { userId: user.id, email: user.email });
    return { message: DEVICE_LINK_USED };
  }
}
