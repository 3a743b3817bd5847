import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * A booking's own on-site minutes, so scheduling reads the job's length from the booking instead of
 * its package (a booking can grow beyond one package: add-ons, several vehicles). Existing rows take
 * their package's duration.
 */
export class BookingDuration1795480000000 implements MigrationInterface {
  name = 'BookingDuration1795480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('bookings', new TableColumn(columnsFor(queryRunner).int('durationMinutes', { default: 0 })));
    await queryRunner.query('UPDATE bookings SET durationMinutes = (SELECT p.durationMinutes FROM packages p WHERE p.id = bookings.packageId)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('bookings', 'durationMinutes');
  }
}
