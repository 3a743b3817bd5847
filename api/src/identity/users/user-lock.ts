import type { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * Holds the person's row until the caller's transaction ends, so two of their actions that must not
 * overlap (a DAD starting two jobs with two taps) run one after the other. SQLite writes one
 * transaction at a time already.
 */
export async function lockUser(manager: EntityManager, userId: string): Promise<void> {
  if (manager.connection.options.type !== 'mysql') return;
  await manager.createQueryBuilder(UserEntity, 'u').select('u.id').setLock('pessimistic_write').where('u.id = :id', { id: userId }).getOne();
}
