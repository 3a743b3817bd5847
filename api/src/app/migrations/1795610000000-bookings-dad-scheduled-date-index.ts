import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each DAD's bookings by date: availability reads "these DADs' bookings in these weeks", a DAD's day
 * and the admin's upcoming jobs of a DAD likewise. The embedded SQLite runs no ANALYZE, so without
 * statistics it took the DAD alone from IDX_bookings_dadId_status_totalAmount and read every booking
 * those DADs ever had (1.5 s an availability request at 100,000 bookings, 17 ms with this index);
 * an index of scheduledDate alone does not change that plan. MariaDB already ranged over the dates
 * (IDX_bookings_scheduledDate_status_customerId) and may take either.
 */
export class BookingsDadScheduledDateIndex1795610000000 implements MigrationInterface {
  name = 'BookingsDadScheduledDateIndex1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_dadId_scheduledDate', columnNames: ['dadId', 'scheduledDate'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('bookings', 'IDX_bookings_dadId_scheduledDate');
  }
}
