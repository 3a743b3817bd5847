import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** An account made at a visitor's checkout gets its "set your password" email once the card is held, not before. */
export class AccountLinkDue1795430000000 implements MigrationInterface {
  name = 'AccountLinkDue1795430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(columnsFor(queryRunner).bool('passwordLinkDue', false)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'passwordLinkDue');
  }
}
