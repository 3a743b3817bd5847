import type { DataSource, EntityManager } from 'typeorm';
import type { EventMap, Events } from '../../platform/events/events';
import type { UserEntity } from '../users/user.entity';
import { hashToken, PasswordLinks } from './password-links';
import type { PasswordTokenEntity } from './password-token.entity';

describe('PasswordLinks.send', () => {
  it('stores only the hash of the token it announces, in the caller’s transaction', async () => {
    const saved: Partial<PasswordTokenEntity>[] = [];
    const manager = {
      create: (_entity: unknown, row: Partial<PasswordTokenEntity>) => row,
      save: async (_entity: unknown, row: Partial<PasswordTokenEntity>) => (saved.push(row), { ...row, id: `link-${saved.length}` }),
    } as unknown as EntityManager;
    const announced: EventMap['account.link-issued'][] = [];
    const events = { emit: async (name: string, event: EventMap['account.link-issued']) => void (name === 'account.link-issued' && announced.push(event)) } as unknown as Events;
    const user = { id: 'user-1', email: 'ann@example.com' } as UserEntity;

    await new PasswordLinks({} as DataSource, events).send(manager, user, 'email', 'new@example.com', 1_000);

    expect(announced).toHaveLength(1);
    const [{ token, ...rest }] = announced;
    expect(rest).toEqual({ manager, user, purpose: 'email', email: 'new@example.com', linkId: 'link-1' });
    expect(saved).toEqual([{ userId: 'user-1', tokenHash: hashToken(token), purpose: 'email', email: 'new@example.com', expiresAt: 1_000 + 24 * 60 * 60_000, usedAt: null }]);
    expect(saved[0].tokenHash).not.toContain(token);
  });
});
