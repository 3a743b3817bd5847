import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Maintenance plans' failed payments retried on a schedule (issue 42, decision 0460): when a visit's
 * card hold first failed, how many retries were made and when the next is due; and when a membership
 * stopped for payment (its last retry failed: no visits are placed until the card is updated).
 */
export class PlanPaymentRetries1796080000000 implements MigrationInterface {
  name = 'PlanPaymentRetries1796080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('plan_visits', [
      new TableColumn(c.datetime('paymentFailedAt', nullable)),
      new TableColumn(c.int('paymentRetries', { default: 0 })),
      new TableColumn(c.datetime('nextPaymentRetryAt', nullable)),
    ]);
    await queryRunner.createIndex('plan_visits', new TableIndex({ name: 'IDX_plan_visits_nextPaymentRetryAt', columnNames: ['nextPaymentRetryAt'] }));
    await queryRunner.addColumns('plan_memberships', [new TableColumn(c.datetime('paymentStoppedAt', nullable))]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('plan_memberships', ['paymentStoppedAt']);
    await queryRunner.dropIndex('plan_visits', 'IDX_plan_visits_nextPaymentRetryAt');
    await queryRunner.dropColumns('plan_visits', ['paymentFailedAt', 'paymentRetries', 'nextPaymentRetryAt']);
  }
}
