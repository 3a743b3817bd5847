import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { dataSourceOptions } from '../data-source.options';
import { MIGRATIONS } from '.';
import { AdminScale1795350000000 } from './1795350000000-admin-scale';

/** Bookings made before the admin-scale migration get their reference, and their customers their count. */
describe.each(['sqlite', 'mysql'] as const)('admin-scale backfill on %s', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it('fills the reference of existing bookings and each customer booking count', async () => {
    const at = MIGRATIONS.indexOf(AdminScale1795350000000);
    const before = await new DataSource({ ...dataSourceOptions(db), migrations: MIGRATIONS.slice(0, at) }).initialize();
    await before.runMigrations();
    for (const id of ['u1', 'u2']) await before.query(`INSERT INTO users (id, firstName, lastName, email, passwordHash) VALUES (?, 'A', 'B', ?, 'x')`, [id, `${id}@example.com`]);
    await before.query(
      `INSERT INTO packages (id, name, type, description, features, basePriceSedans, basePriceSuvs, basePriceTrucks, durationMinutes) VALUES ('p1', 'P', 'p', 'd', '[]', 1, 2, 3, 60)`,
    );
    const ids = ['0b6c1f4e-0000-4000-8000-00000000ABCD', '0b6c1f4e-0000-4000-8000-000000001234'];
    for (const id of ids) {
      await before.query(
        `INSERT INTO bookings (id, customerId, packageId, scheduledDate, address, city, zipCode, totalAmount) VALUES (?, 'u1', 'p1', '2026-01-01 16:00:00', 'a', 'c', '92618', 2)`,
        [id],
      );
    }
    await before.destroy();

    const after = await new DataSource({ ...dataSourceOptions(db), migrations: MIGRATIONS.slice(0, at + 1) }).initialize();
    try {
      expect(await after.runMigrations()).toHaveLength(1);
      expect((await after.query('SELECT reference FROM bookings ORDER BY reference')).map((r: { reference: string }) => r.reference)).toEqual(['00001234', '0000abcd']);
      const counts: Array<{ id: string; bookingCount: number | string }> = await after.query('SELECT id, bookingCount FROM users ORDER BY id');
      expect(counts.map((u) => [u.id, Number(u.bookingCount)])).toEqual([
        ['u1', 2],
        ['u2', 0],
      ]);
    } finally {
      await after.destroy();
    }
  });
});
