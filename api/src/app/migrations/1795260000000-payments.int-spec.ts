import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { dataSourceOptions } from '../data-source.options';
import { MIGRATIONS } from '.';
import { Payments1795260000000 } from './1795260000000-payments';

/**
 * Adding columns to bookings rebuilds the table on SQLite: existing bookings, their payment data
 * and the rows that reference them (a review, whose foreign key cascades) must all survive.
 */
describe.each(['sqlite', 'mysql'] as const)('payments migration on %s', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(Payments1795260000000));
  const through = MIGRATIONS.slice(0, MIGRATIONS.indexOf(Payments1795260000000) + 1);
  const open = (migrations: typeof MIGRATIONS) => new DataSource({ ...dataSourceOptions(db), migrations }).initialize();

  it('keeps existing bookings, their payment and what references them', async () => {
    const old = await open(before);
    await old.runMigrations();
    await old.query(`INSERT INTO users (id, firstName, lastName, email, passwordHash) VALUES ('u1', 'A', 'B', 'a@example.com', 'x')`);
    await old.query(
      `INSERT INTO packages (id, name, type, description, features, basePriceSedans, basePriceSuvs, basePriceTrucks, durationMinutes) VALUES ('p1', 'P', 'p', 'd', '[]', 1, 2, 3, 60)`,
    );
    await old.query(
      `INSERT INTO bookings (id, customerId, packageId, scheduledDate, address, city, zipCode, totalAmount, stripePaymentIntentId, paymentStatus)
       VALUES ('b1', 'u1', 'p1', '2026-01-01 16:00:00', 'a', 'c', '92618', 89, 'pi_1', 'authorized')`,
    );
    await old.query(`INSERT INTO reviews (id, bookingId, customerId, rating) VALUES ('r1', 'b1', 'u1', 5)`);
    await old.destroy();

    const migrated = await open(through);
    try {
      expect(await migrated.runMigrations()).toHaveLength(1);
      const [booking] = await migrated.query('SELECT id, stripePaymentIntentId, paymentStatus, paymentAttempt, paymentHoldExpiresAt, paymentIssue FROM bookings');
      expect({ ...booking, paymentAttempt: Number(booking.paymentAttempt) }).toEqual({
        id: 'b1',
        stripePaymentIntentId: 'pi_1',
        paymentStatus: 'authorized',
        paymentAttempt: 0,
        paymentHoldExpiresAt: null,
        paymentIssue: null,
      });
      expect(await migrated.query('SELECT id FROM reviews')).toEqual([{ id: 'r1' }]);
    } finally {
      await migrated.destroy();
    }
  });
});
