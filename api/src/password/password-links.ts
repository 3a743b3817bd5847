import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Notifications } from '../messages/notifications';
import type { UserEntity } from '../users/user.entity';
import { PasswordTokenEntity, type PasswordTokenPurpose } from './password-token.entity';

export const RESET_LINK_MS = 30 * 60_000;
export const SET_LINK_MS = 7 * 24 * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a one-time password link and writes its email in the same transaction; only the token's hash is kept. */
@Injectable()
export class PasswordLinks {
  constructor(private readonly notifications: Notifications) {}

  async send(manager: EntityManager, user: UserEntity, purpose: PasswordTokenPurpose, now = Date.now()): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const row = await manager.save(
      PasswordTokenEntity,
      manager.create(PasswordTokenEntity, {
        userId: user.id,
        tokenHash: hashToken(token),
        purpose,
        expiresAt: now + (purpose === 'reset' ? RESET_LINK_MS : SET_LINK_MS),
        usedAt: null,
      }),
    );
    await this.notifications.passwordLink(manager, user, purpose === 'reset' ? 'password_reset' : 'password_set', token, row.id);
  }
}
