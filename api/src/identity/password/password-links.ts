import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { Events } from '../../platform/events/events';
import { UserEntity } from '../users/user.entity';
import { PasswordTokenEntity, type PasswordTokenPurpose } from './password-token.entity';

/** How long each kind of link works. */
export const LINK_LIFETIME_MS: Record<PasswordTokenPurpose, number> = {
  reset: 30 * 60_000,
  set: 7 * 24 * 60 * 60_000,
  email: 24 * 60 * 60_000,
  device: 30 * 60_000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time account links: a random token in an email, only its hash in the database, an expiry,
 * and a single use. Password links ("set", "reset") and the link that confirms a new email address.
 */
@Injectable()
export class PasswordLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: Events,
  ) {}

  /** Makes a link in the caller's transaction; the raw token is returned for the email only. */
  async issue(manager: EntityManager, userId: string, purpose: PasswordTokenPurpose, email: string | null = null, now = Date.now()) {
    const token = randomBytes(32).toString('base64url');
    const row = await manager.save(
      PasswordTokenEntity,
      manager.create(PasswordTokenEntity, { userId, tokenHash: hashToken(token), purpose, email, expiresAt: now + LINK_LIFETIME_MS[purpose], usedAt: null }),
    );
    return { token, id: row.id };
  }

  /**
   * A link and its email, in the same transaction: the link is announced (identity.events.ts) and
   * messaging writes the email. `email`: the address the link is for, as in `issue`.
   */
  async send(manager: EntityManager, user: UserEntity, purpose: PasswordTokenPurpose, email: string | null = null, now = Date.now()): Promise<void> {
    const { token, id } = await this.issue(manager, user.id, purpose, email, now);
    await this.events.emit('account.link-issued', { manager, user, purpose, email, token, linkId: id });
  }

  /**
   * The "set your password" email of an account made at a visitor's checkout, once: a conditional
   * UPDATE clears the account's flag, so a repeated card hold (a second confirm, a webhook) sends nothing.
   * The flag is set only when the account is made, so a user row read with it false (the session's)
   * needs no UPDATE: it can never be due again.
   */
  async sendDue(manager: EntityManager, user: Pick<UserEntity, 'id'> & Partial<Pick<UserEntity, 'passwordLinkDue'>>): Promise<void> {
    if (user.passwordLinkDue === false) return;
    const { affected } = await manager.update(UserEntity, { id: user.id, passwordLinkDue: true }, { passwordLinkDue: false });
    if (affected) await this.send(manager, await manager.findOneByOrFail(UserEntity, { id: user.id }), 'set');
  }

  /** The unused, unexpired link for this token among these purposes (a confirm-email link never sets a password). */
  find(token: string, purposes: PasswordTokenPurpose[], now = Date.now()): Promise<PasswordTokenEntity | null> {
    return this.dataSource.getRepository(PasswordTokenEntity).findOneBy({ tokenHash: hashToken(token), purpose: In(purposes), usedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /** Uses the link: a conditional UPDATE, so of two tabs using it at once only one gets true. */
  async use(manager: EntityManager, link: PasswordTokenEntity, now = Date.now()): Promise<boolean> {
    const used = await manager.update(PasswordTokenEntity, { id: link.id, usedAt: IsNull() }, { usedAt: now });
    return !!used.affected;
  }

  /** Ends the account's unused links (all of them, or of some purposes). */
  async revoke(manager: EntityManager, userId: string, purposes?: PasswordTokenPurpose[], now = Date.now()): Promise<void> {
    await manager.update(PasswordTokenEntity, { userId, usedAt: IsNull(), ...(purposes ? { purpose: In(purposes) } : {}) }, { usedAt: now });
  }
}
