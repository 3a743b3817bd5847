import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Plan visits placed eight weeks ahead, their card held closer to the day (issue 42, decision 0474):
 * when a booking's card is to be held by arrangement, and when a plan visit's hold is due.
 */
export class PaymentArrangedLater1796080400000 implements MigrationInterface {
  name = 'PaymentArrangedLater1796080400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('bookings', new TableColumn(c.datetime('paymentDueAt', nullable)));
    await queryRunner.addColumn('plan_visits', new TableColumn(c.datetime('holdDueAt', nullable)));
    await queryRunner.createIndex('plan_visits', new TableIndex({ name: 'IDX_plan_visits_holdDueAt', columnNames: ['holdDueAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('plan_visits', 'IDX_plan_visits_holdDueAt');
    await queryRunner.dropColumn('plan_visits', 'holdDueAt');
    await queryRunner.dropColumn('bookings', 'paymentDueAt');
  }
}
