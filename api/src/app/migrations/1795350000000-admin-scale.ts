import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** Single-column indexes that become the leading part of a wider one (so they are replaced, not kept). */
const REPLACED: Array<[table: string, old: [string, string[]], wider: [string, string[]]]> = [
  ['bookings', ['IDX_bookings_paymentStatus', ['paymentStatus']], ['IDX_bookings_paymentStatus_scheduledDate_totalAmount', ['paymentStatus', 'scheduledDate', 'totalAmount']]],
  ['bookings', ['IDX_bookings_scheduledDate', ['scheduledDate']], ['IDX_bookings_scheduledDate_status_customerId', ['scheduledDate', 'status', 'customerId']]],
  ['reviews', ['IDX_reviews_isApproved', ['isApproved']], ['IDX_reviews_isApproved_rating', ['isApproved', 'rating']]],
];

/**
 * The admin area at 100,000 bookings (npm run bench): the booking reference stored and indexed, each
 * customer's booking count stored (for "Most Bookings" and the tiles), and covering indexes for the
 * dashboard's figures. Existing rows are filled here; new ones by BookingInsertSubscriber.
 */
export class AdminScale1795350000000 implements MigrationInterface {
  name = 'AdminScale1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('bookings', new TableColumn(c.varchar('reference', 8, { isNullable: true })));
    await queryRunner.query('UPDATE bookings SET reference = LOWER(SUBSTR(id, -8))');
    await queryRunner.changeColumn('bookings', 'reference', new TableColumn(c.varchar('reference', 8)));
    await queryRunner.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_reference', columnNames: ['reference'] }));

    await queryRunner.addColumn('users', new TableColumn(c.int('bookingCount', { default: 0 })));
    await queryRunner.query('UPDATE users SET bookingCount = (SELECT COUNT(*) FROM bookings b WHERE b.customerId = users.id)');
    await queryRunner.createIndex('users', new TableIndex({ name: 'IDX_users_role_bookingCount_id', columnNames: ['role', 'bookingCount', 'id'] }));

    for (const [table, [old], [name, columnNames]] of REPLACED) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
      await queryRunner.dropIndex(table, old);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, [name, columnNames], [wider]] of [...REPLACED].reverse()) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
      await queryRunner.dropIndex(table, wider);
    }
    await queryRunner.dropIndex('users', 'IDX_users_role_bookingCount_id');
    await queryRunner.dropColumn('users', 'bookingCount');
    await queryRunner.dropIndex('bookings', 'IDX_bookings_reference');
    await queryRunner.dropColumn('bookings', 'reference');
  }
}
