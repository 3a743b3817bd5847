import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * When a member cancelled their plan (issue 42, decision 0470): the owner's churn counts the
 * cancellations of the last 30 days. A plan cancelled before this column existed takes its last
 * change's time, the best record there is.
 */
export class PlanMembershipCancelledAt1796080200000 implements MigrationInterface {
  name = 'PlanMembershipCancelledAt1796080200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('plan_memberships', new TableColumn(c.datetime('cancelledAt', { isNullable: true })));
    await queryRunner.query(`UPDATE plan_memberships SET cancelledAt = updatedAt WHERE status = 'cancelled'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('plan_memberships', 'cancelledAt');
  }
}
