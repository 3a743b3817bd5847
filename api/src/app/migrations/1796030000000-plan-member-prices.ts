import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Maintenance plans' member prices (issue 42): what a member pays per visit for each size (null on
 * plans made before: the package's price) and the percent off add-ons; a membership's add-ons, booked
 * on every visit.
 */
export class PlanMemberPrices1796030000000 implements MigrationInterface {
  name = 'PlanMemberPrices1796030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('maintenance_plans', [
      new TableColumn(c.decimal('memberPriceSedans', 10, 2, nullable)),
      new TableColumn(c.decimal('memberPriceSuvs', 10, 2, nullable)),
      new TableColumn(c.decimal('memberPriceTrucks', 10, 2, nullable)),
      new TableColumn(c.int('addOnDiscountPercent', { default: 0 })),
    ]);
    await queryRunner.addColumns('plan_memberships', [new TableColumn(c.text('addOnIds', nullable))]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('plan_memberships', ['addOnIds']);
    await queryRunner.dropColumns('maintenance_plans', ['memberPriceSedans', 'memberPriceSuvs', 'memberPriceTrucks', 'addOnDiscountPercent']);
  }
}
