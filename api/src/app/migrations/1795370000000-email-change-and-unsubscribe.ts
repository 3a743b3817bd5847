import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const PURPOSES_BEFORE = ['reset', 'set'];
const PURPOSES = ['reset', 'set', 'email'];

/**
 * A changed email address waits for confirmation: `users.pendingEmail` shows it, and an account
 * link of purpose 'email' carries the address it confirms. Promotional emails keep their
 * one-click unsubscribe URL for the List-Unsubscribe header.
 */
export class EmailChangeAndUnsubscribe1795370000000 implements MigrationInterface {
  name = 'EmailChangeAndUnsubscribe1795370000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('users', new TableColumn(c.varchar('pendingEmail', 255, { isNullable: true })));
    await queryRunner.changeColumn('password_tokens', 'purpose', new TableColumn(c.enumOf('purpose', PURPOSES)));
    await queryRunner.addColumn('password_tokens', new TableColumn(c.varchar('email', 255, { isNullable: true })));
    await queryRunner.addColumn('messages', new TableColumn(c.varchar('unsubscribeUrl', 500, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.dropColumn('messages', 'unsubscribeUrl');
    await queryRunner.dropColumn('password_tokens', 'email');
    await queryRunner.query(`DELETE FROM password_tokens WHERE purpose = 'email'`);
    await queryRunner.changeColumn('password_tokens', 'purpose', new TableColumn(c.enumOf('purpose', PURPOSES_BEFORE)));
    await queryRunner.dropColumn('users', 'pendingEmail');
  }
}
