import { In, IsNull, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import { isUniqueViolation } from '../common/unique-violation';
import { PointsEntryEntity } from '../loyalty/points-entry.entity';
import { UserEntity } from '../identity/users/user.entity';
import { FakeDatabase } from './fakes';

/** The fake database is only worth its tests if it says what MariaDB would. */
describe('FakeDatabase', () => {
  const user = (db: FakeDatabase, values: Partial<UserEntity> = {}) =>
    db.seed(UserEntity, { email: `${Math.random()}@example.com`, passwordHash: 'x', firstName: 'A', lastName: 'B', phone: null, ...values })[0];

  it('fills in the entity’s defaults, a generated id and the dates', () => {
    const db = new FakeDatabase();
    const u = user(db);
    expect(u).toMatchObject({ role: 'customer', washPoints: 0, isActive: true, referredById: null });
    expect(u.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(u.createdAt).toBeInstanceOf(Date);
  });

  it('matches TypeORM’s operators', async () => {
    const db = new FakeDatabase();
    const [a, b, c] = [user(db, { washPoints: 5 }), user(db, { washPoints: 10, homeZip: '92618' }), user(db, { washPoints: 20 })];
    const ids = async (where: object) => (await db.manager.find(UserEntity, { where, order: { washPoints: 'ASC' } })).map((u) => u.id);
    expect(await ids({ washPoints: In([5, 20]) })).toEqual([a.id, c.id]);
    expect(await ids({ homeZip: IsNull() })).toEqual([a.id, c.id]);
    expect(await ids({ homeZip: Not(IsNull()) })).toEqual([b.id]);
    expect(await ids({ washPoints: MoreThanOrEqual(10) })).toEqual([b.id, c.id]);
    expect(await ids([{ washPoints: LessThan(10) }, { homeZip: '92618' }])).toEqual([a.id, b.id]);
  });

  it('refuses a duplicate unique key as MariaDB does', async () => {
    const db = new FakeDatabase();
    const entry = { userId: 'u', amount: 10, reason: 'referral' as const, sourceId: 's' };
    await db.manager.insert(PointsEntryEntity, entry);
    const error = await db.manager.insert(PointsEntryEntity, entry).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('undoes a transaction that throws, inserts and updates alike', async () => {
    const db = new FakeDatabase();
    const u = user(db, { washPoints: 5 });
    await expect(
      db.transaction(async (m) => {
        await m.increment(UserEntity, { id: u.id }, 'washPoints', 10);
        user(db);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(db.rows(UserEntity)).toEqual([expect.objectContaining({ id: u.id, washPoints: 5 })]);
  });

  it('never hands out its stored rows', async () => {
    const db = new FakeDatabase();
    const u = user(db);
    const read = await db.manager.findOneByOrFail(UserEntity, { id: u.id });
    read.washPoints = 99;
    expect(db.rows(UserEntity)[0].washPoints).toBe(0);
  });
});
