import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * Booking media carry the phone's idempotency key (one per photo): a link retried after a lost
 * response finds the row its first attempt made. Unique per booking; rows without a key (NULL) never clash.
 */
export class BookingMediaIdempotencyKey1795340000000 implements MigrationInterface {
  name = 'BookingMediaIdempotencyKey1795340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('booking_media', new TableColumn(c.varchar('idempotencyKey', 64, { isNullable: true })));
    await queryRunner.createIndex(
      'booking_media',
      new TableIndex({ name: 'UQ_booking_media_bookingId_idempotencyKey', columnNames: ['bookingId', 'idempotencyKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('booking_media', 'UQ_booking_media_bookingId_idempotencyKey');
    await queryRunner.dropColumn('booking_media', 'idempotencyKey');
  }
}
