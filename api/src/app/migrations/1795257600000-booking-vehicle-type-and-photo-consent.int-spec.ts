import { DataSource, type MigrationInterface } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { dataSourceOptions } from '../data-source.options';
import { InitialSchema1795255200000 } from './1795255200000-initial-schema';
import { BookingVehicleTypeAndPhotoConsent1795257600000 } from './1795257600000-booking-vehicle-type-and-photo-consent';

/** Bookings that existed before the columns take their car's vehicle type; those without a car stay unknown. */
describe.each(['sqlite', 'mysql'] as const)('booking vehicle type backfill on %s', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  const open = (migrations: Array<new () => MigrationInterface>) => new DataSource({ ...dataSourceOptions(db), migrations }).initialize();

  it('fills vehicleType from the car and leaves photo consent off', async () => {
    const before = await open([InitialSchema1795255200000]);
    await before.runMigrations();
    await before.query(`INSERT INTO users (id, firstName, lastName, email, passwordHash) VALUES ('u1', 'A', 'B', 'a@example.com', 'x')`);
    await before.query(`INSERT INTO cars (id, userId, make, model, year, vehicleType) VALUES ('c1', 'u1', 'Honda', 'Pilot', 2019, 'suv')`);
    await before.query(
      `INSERT INTO packages (id, name, type, description, features, basePriceSedans, basePriceSuvs, basePriceTrucks, durationMinutes) VALUES ('p1', 'P', 'p', 'd', '[]', 1, 2, 3, 60)`,
    );
    const booking = (id: string, carId: string | null) =>
      before.query(
        `INSERT INTO bookings (id, customerId, carId, packageId, scheduledDate, address, city, zipCode, totalAmount) VALUES (?, 'u1', ?, 'p1', '2026-01-01 16:00:00', 'a', 'c', '92618', 2)`,
        [id, carId],
      );
    await booking('with-car', 'c1');
    await booking('no-car', null);
    await before.destroy();

    const after = await open([InitialSchema1795255200000, BookingVehicleTypeAndPhotoConsent1795257600000]);
    try {
      expect(await after.runMigrations()).toHaveLength(1);
      const rows: Array<{ id: string; vehicleType: string | null; photoConsent: number | boolean }> = await after.query(
        'SELECT id, vehicleType, photoConsent FROM bookings ORDER BY id',
      );
      expect(rows.map((r) => ({ id: r.id, vehicleType: r.vehicleType, photoConsent: Number(r.photoConsent) }))).toEqual([
        { id: 'no-car', vehicleType: null, photoConsent: 0 },
        { id: 'with-car', vehicleType: 'suv', photoConsent: 0 },
      ]);
    } finally {
      await after.destroy();
    }
  });
});
