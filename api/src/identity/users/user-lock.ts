import type { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * Holds the person's row until the caller's transaction ends, so two of their actions that must not
 * overlap (a DAD starting two jobs with two taps) run one after the other. On SQLite transactions
 * take turns already (platform/database/sqlite-turns.ts).
 */
export async function lockUser(manager: EntityManager, userId: string): Promise<void> {
  if (manager.connection.options.type !== 'mysql') return;
  await manager.createQueryBuilder(UserEntity, 'u').select('u.id').setLock('pessimistic_write').where('u.id = :id', { id: userId }).getOne();
}

/**
 * The person's whole row, held as lockUser holds it (SQLite: read), for a caller that needs both: one
 * statement instead of the lock and a read of the same row.
 */
export function lockedUser(manager: EntityManager, userId: string): Promise<UserEntity> {
  const query = manager.createQueryBuilder(UserEntity, 'u').where('u.id = :id', { id: userId });
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
  return query.getOneOrFail();
}
