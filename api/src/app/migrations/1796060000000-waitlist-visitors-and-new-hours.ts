import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * The waitlist (issue 44) for visitors and new hours: an entry without an account keeps the visitor's
 * name, email, phone and language (customerId null until an accepted offer opens an account), and a place opened by a
 * DAD's new hours has no booking behind it (sourceBookingId null).
 */
export class WaitlistVisitorsAndNewHours1796060000000 implements MigrationInterface {
  name = 'WaitlistVisitorsAndNewHours1796060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.changeColumn('waitlist_entries', 'customerId', new TableColumn({ ...c.ref('customerId'), isNullable: true }));
    await queryRunner.addColumn('waitlist_entries', new TableColumn({ ...c.text('visitor'), isNullable: true }));
    await queryRunner.changeColumn('waitlist_openings', 'sourceBookingId', new TableColumn({ ...c.ref('sourceBookingId'), isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.query('DELETE FROM waitlist_openings WHERE sourceBookingId IS NULL');
    await queryRunner.changeColumn('waitlist_openings', 'sourceBookingId', new TableColumn(c.ref('sourceBookingId')));
    await queryRunner.dropColumn('waitlist_entries', 'visitor');
    await queryRunner.query('DELETE FROM waitlist_entries WHERE customerId IS NULL');
    await queryRunner.changeColumn('waitlist_entries', 'customerId', new TableColumn(c.ref('customerId')));
  }
}
