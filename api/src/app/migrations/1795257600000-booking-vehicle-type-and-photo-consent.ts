import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** The values as they were when this migration was written (kept here, not imported). */
const VEHICLE_TYPES = ['sedan', 'suv', 'truck'];

/**
 * Bookings record the vehicle type they were priced for (a visitor's booking has no car to tell it)
 * and the checkout's consent to before/after photos. Existing bookings take their car's type.
 */
export class BookingVehicleTypeAndPhotoConsent1795257600000 implements MigrationInterface {
  name = 'BookingVehicleTypeAndPhotoConsent1795257600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('bookings', [
      new TableColumn({ ...c.enumOf('vehicleType', VEHICLE_TYPES), isNullable: true }),
      new TableColumn(c.bool('photoConsent', false)),
    ]);
    await queryRunner.query(
      'UPDATE bookings SET vehicleType = (SELECT cars.vehicleType FROM cars WHERE cars.id = bookings.carId) WHERE carId IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('bookings', ['photoConsent', 'vehicleType']);
  }
}
