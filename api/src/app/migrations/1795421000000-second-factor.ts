import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Two-step sign-in: the TOTP secret and its last used step on the user, and single-use recovery codes. */
export class SecondFactor1795421000000 implements MigrationInterface {
  name = 'SecondFactor1795421000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('users', [
      new TableColumn(c.varchar('totpSecret', 64, nullable)),
      new TableColumn({ ...c.bigint('secondFactorAt'), ...nullable }),
      new TableColumn({ ...c.bigint('totpLastStep'), ...nullable }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [c.id(), c.ref('userId'), c.varchar('codeHash', 64), { ...c.bigint('usedAt'), ...nullable }, c.createdAt()],
        indices: [new TableIndex({ name: 'IDX_recovery_codes_userId', columnNames: ['userId'] })],
        foreignKeys: [
          new TableForeignKey({ name: 'FK_recovery_codes_user', columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes', true, true, true);
    for (const column of ['totpLastStep', 'secondFactorAt', 'totpSecret']) await queryRunner.dropColumn('users', column);
  }
}
