import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * An unpaid booking holds its DAD's time only for a while (platform_settings.unpaidHoldMinutes, 15 by
 * default): bookings.holdExpiresAt says until when; the unpaid-hold job releases it after. Bookings
 * made before keep no deadline (null), as before.
 */
export class UnpaidHolds1795300000000 implements MigrationInterface {
  name = 'UnpaidHolds1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('platform_settings', new TableColumn(c.int('unpaidHoldMinutes', { default: 15 })));
    await queryRunner.addColumn('bookings', new TableColumn(c.datetime('holdExpiresAt', { isNullable: true })));
    await queryRunner.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_holdExpiresAt', columnNames: ['holdExpiresAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('bookings', 'IDX_bookings_holdExpiresAt');
    await queryRunner.dropColumn('bookings', 'holdExpiresAt');
    await queryRunner.dropColumn('platform_settings', 'unpaidHoldMinutes');
  }
}
