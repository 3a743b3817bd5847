import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * Tip refunds: how much of a tip went back (the conditional UPDATE on it keeps tip refunds within
 * the tip), and which refunds were of a tip (payment_refunds.tipId; null for the booking's payment).
 */
export class TipRefunds1795560000000 implements MigrationInterface {
  name = 'TipRefunds1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('booking_tips', new TableColumn(c.int('refundedCents', { default: 0 })));
    await queryRunner.addColumn('payment_refunds', new TableColumn(c.ref('tipId', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('payment_refunds', 'tipId');
    await queryRunner.dropColumn('booking_tips', 'refundedCents');
  }
}
