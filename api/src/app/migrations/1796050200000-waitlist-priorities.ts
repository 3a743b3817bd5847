import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** Customers moved for the weather, whose waiting comes first for a while (issue 44, decision 0432). */
export class WaitlistPriorities1796050200000 implements MigrationInterface {
  name = 'WaitlistPriorities1796050200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({ name: 'waitlist_priorities', columns: [{ ...c.ref('customerId'), isPrimary: true }, c.datetime('until'), c.ref('bookingId')] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('waitlist_priorities');
  }
}
