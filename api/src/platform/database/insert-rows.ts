import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * Inserts rows in one statement without reading their generated columns back: `manager.insert` and `save`
 * follow each INSERT on MySQL with a SELECT of the new row's defaults (id, createdAt). For callers that do
 * not use the inserted entity; ids that TypeORM generates (uuid) are still generated.
 */
export async function insertRows<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: Partial<T>[]): Promise<void> {
  if (!rows.length) return;
  await manager.createQueryBuilder().insert().into(target).values(rows as QueryDeepPartialEntity<T>[]).updateEntity(false).execute();
}
