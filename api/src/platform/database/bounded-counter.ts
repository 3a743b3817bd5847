import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A counter column that may only move within a bound, as one conditional UPDATE (what was refunded
 * of what was taken): two requests at once cannot both pass the bound, on any instance. The owning
 * feature calls these on its own entities, in the caller's transaction.
 */

/** Adds to the `counter` column of the row `where` names only while it stays within its `bound` column: false when it would not. */
export async function addWithin(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  counter: string,
  bound: string,
  amountCents: number,
  where: string,
  params: ObjectLiteral,
): Promise<boolean> {
  const cents = wholeCents(amountCents);
  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ [counter]: () => `${counter} + ${cents}` })
    .where(where, params)
    .andWhere(`${counter} + :cents <= ${bound}`, { cents })
    .execute();
  return result.affected === 1;
}

/** Takes back from the `counter` column of row `id`, never below nothing. */
export async function takeBack(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, counter: string, id: string, amountCents: number): Promise<void> {
  const cents = wholeCents(amountCents);
  await manager
    .createQueryBuilder()
    .update(entity)
    .set({ [counter]: () => `${counter} - ${cents}` })
    .where(`id = :id AND ${counter} >= :cents`, { id, cents })
    .execute();
}

/** Amounts written into SQL expressions are whole, non-negative cents (never text). */
export function wholeCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new TypeError(`Not an amount in cents: ${amountCents}`);
  return amountCents;
}
