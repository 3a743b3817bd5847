import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** Which vehicle of a booking a before/after photo shows: 1 for every photo taken so far (one vehicle each). */
export class BookingMediaVehiclePosition1795511000000 implements MigrationInterface {
  name = 'BookingMediaVehiclePosition1795511000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('booking_media', new TableColumn(columnsFor(queryRunner).int('vehiclePosition', { default: 1 })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('booking_media', 'vehiclePosition');
  }
}
