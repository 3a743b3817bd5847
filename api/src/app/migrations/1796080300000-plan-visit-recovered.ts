import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * What a plan visit's failed payment brought in when a retry recovered it, and when (issue 42,
 * decision 0471): the owner's recovered revenue. Visits recovered before this existed are not
 * counted: nothing recorded what was held or when.
 */
export class PlanVisitRecovered1796080300000 implements MigrationInterface {
  name = 'PlanVisitRecovered1796080300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('plan_visits', [new TableColumn(c.decimal('recoveredAmount', 10, 2, nullable)), new TableColumn(c.datetime('paymentRecoveredAt', nullable))]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('plan_visits', ['recoveredAmount', 'paymentRecoveredAt']);
  }
}
