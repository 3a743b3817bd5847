import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const fk = (name: string, column: string, referencedTable: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
  new TableForeignKey({ name, columnNames: [column], referencedTableName: referencedTable, referencedColumnNames: ['id'], onDelete, onUpdate: 'NO ACTION' });

/**
 * The customer portal: removed cars stay for the bookings that used them; who referred a customer;
 * what a reward credits; how each booking was priced; the points ledger (one row per award, unique
 * per source, so an award is made once); and claimed rewards waiting for the next checkout.
 */
export class CustomerPortal1795330000000 implements MigrationInterface {
  name = 'CustomerPortal1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const nullable = { isNullable: true };
    await queryRunner.addColumn('cars', new TableColumn(c.datetime('removedAt', nullable)));
    await queryRunner.addColumn('users', new TableColumn(c.ref('referredById', nullable)));
    await queryRunner.addColumn('rewards', new TableColumn(c.decimal('creditAmount', 10, 2, nullable)));
    await queryRunner.addColumns('bookings', [new TableColumn(c.text('priceLines', nullable)), new TableColumn(c.datetime('paymentCapturedAt', nullable))]);
    await queryRunner.addColumns('test_payment_intents', [new TableColumn(c.int('cardExpMonth', nullable)), new TableColumn(c.int('cardExpYear', nullable))]);
    // The seeded rewards: the "$N Credit" ones credit N dollars; the interior add-on credits nothing.
    for (const amount of [10, 25, 50]) {
      await queryRunner.query('UPDATE rewards SET creditAmount = ? WHERE name = ?', [amount, `$${amount} Credit`]);
    }

    await queryRunner.createTable(
      new Table({
        name: 'points_ledger',
        columns: [c.id(), c.ref('userId'), c.int('amount'), c.varchar('reason', 30), c.ref('sourceId'), c.createdAt()],
        indices: [
          new TableIndex({ name: 'UQ_points_ledger_award', columnNames: ['reason', 'sourceId'], isUnique: true }),
          new TableIndex({ name: 'IDX_points_ledger_userId', columnNames: ['userId'] }),
        ],
        foreignKeys: [fk('FK_points_ledger_user', 'userId', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'reward_claims',
        columns: [
          c.id(),
          c.ref('userId'),
          c.ref('rewardId'),
          c.varchar('kind', 20),
          c.decimal('creditAmount', 10, 2, nullable),
          c.ref('bookingId', nullable),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_reward_claims_userId', columnNames: ['userId'] }),
          new TableIndex({ name: 'IDX_reward_claims_bookingId', columnNames: ['bookingId'] }),
        ],
        foreignKeys: [
          fk('FK_reward_claims_user', 'userId', 'users', 'CASCADE'),
          fk('FK_reward_claims_reward', 'rewardId', 'rewards', 'RESTRICT'),
          fk('FK_reward_claims_booking', 'bookingId', 'bookings', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reward_claims', true, true, true);
    await queryRunner.dropTable('points_ledger', true, true, true);
    await queryRunner.dropColumns('test_payment_intents', ['cardExpYear', 'cardExpMonth']);
    await queryRunner.dropColumns('bookings', ['paymentCapturedAt', 'priceLines']);
    await queryRunner.dropColumn('rewards', 'creditAmount');
    await queryRunner.dropColumn('users', 'referredById');
    await queryRunner.dropColumn('cars', 'removedAt');
  }
}
