import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;
const VEHICLE_TYPES = ['sedan', 'suv', 'truck'];

const fk = (name: string, column: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
  new TableForeignKey({ name, columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete, onUpdate: 'NO ACTION' });

/**
 * Add-ons (priced per vehicle size, with their minutes, offered with chosen packages) and the
 * vehicles of a booking (1 to 3, each with its package, car, add-ons and price). Bookings made
 * before keep no vehicle rows: their own fields say it all.
 */
export class AddOnsAndBookingVehicles1795510000000 implements MigrationInterface {
  name = 'AddOnsAndBookingVehicles1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const money = (name: string) => c.decimal(name, 10, 2);
    await queryRunner.createTable(
      new Table({
        name: 'add_ons',
        columns: [
          c.id(),
          c.varchar('name', 100),
          c.text('description'),
          money('basePriceSedans'),
          money('basePriceSuvs'),
          money('basePriceTrucks'),
          c.int('durationMinutes', { default: 0 }),
          c.bool('isActive', true),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'add_on_packages',
        columns: [c.ref('addOnId', { isPrimary: true }), c.ref('packageId', { isPrimary: true })],
        indices: [new TableIndex({ name: 'IDX_add_on_packages_packageId', columnNames: ['packageId'] })],
        foreignKeys: [fk('FK_add_on_packages_addOn', 'addOnId', 'add_ons', 'CASCADE'), fk('FK_add_on_packages_package', 'packageId', 'packages', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'booking_vehicles',
        columns: [
          c.id(),
          c.ref('bookingId'),
          c.int('position'),
          c.enumOf('vehicleType', VEHICLE_TYPES),
          c.ref('carId', nullable),
          c.ref('packageId'),
          money('packagePrice'),
          c.text('addOns'),
          money('price'),
          c.int('durationMinutes'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_booking_vehicles_bookingId_position', columnNames: ['bookingId', 'position'], isUnique: true }),
          new TableIndex({ name: 'IDX_booking_vehicles_carId', columnNames: ['carId'] }),
          new TableIndex({ name: 'IDX_booking_vehicles_packageId', columnNames: ['packageId'] }),
        ],
        foreignKeys: [
          fk('FK_booking_vehicles_booking', 'bookingId', 'bookings', 'CASCADE'),
          fk('FK_booking_vehicles_car', 'carId', 'cars', 'SET NULL'),
          fk('FK_booking_vehicles_package', 'packageId', 'packages', 'RESTRICT'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('booking_vehicles', true, true, true);
    await queryRunner.dropTable('add_on_packages', true, true, true);
    await queryRunner.dropTable('add_ons', true, true, true);
  }
}
