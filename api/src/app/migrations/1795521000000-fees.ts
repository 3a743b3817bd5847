import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Late-cancellation and no-show fees: the settings, the customer's agreement at checkout, the fee taken, a no-show's report. */
export class Fees1795521000000 implements MigrationInterface {
  name = 'Fees1795521000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('platform_settings', [
      new TableColumn(c.varchar('lateCancelFeeType', 10, { default: "'percent'" })),
      new TableColumn(c.decimal('lateCancelFeeAmount', 10, 2, { default: "'25.00'" })),
      new TableColumn(c.varchar('noShowFeeType', 10, { default: "'percent'" })),
      new TableColumn(c.decimal('noShowFeeAmount', 10, 2, { default: "'50.00'" })),
    ]);
    await queryRunner.addColumns('bookings', [
      new TableColumn({ ...c.datetime('feePolicyAgreedAt'), ...nullable }),
      new TableColumn(c.text('feePolicyText', nullable)),
      new TableColumn(c.varchar('feeKind', 20, nullable)),
      new TableColumn({ ...c.int('feeCents'), ...nullable }),
      new TableColumn(c.text('noShow', nullable)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('bookings', ['feePolicyAgreedAt', 'feePolicyText', 'feeKind', 'feeCents', 'noShow']);
    await queryRunner.dropColumns('platform_settings', ['lateCancelFeeType', 'lateCancelFeeAmount', 'noShowFeeType', 'noShowFeeAmount']);
  }
}
