import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const PURPOSES_BEFORE = ['reset', 'set', 'email'];
const PURPOSES = ['reset', 'set', 'email', 'device'];

/** Account links of purpose 'device': the emailed way in for a new browser once guesses used up an account's attempts. */
export class SignInDeviceLinks1795420000000 implements MigrationInterface {
  name = 'SignInDeviceLinks1795420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('password_tokens', 'purpose', new TableColumn(columnsFor(queryRunner).enumOf('purpose', PURPOSES)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM password_tokens WHERE purpose = 'device'`);
    await queryRunner.changeColumn('password_tokens', 'purpose', new TableColumn(columnsFor(queryRunner).enumOf('purpose', PURPOSES_BEFORE)));
  }
}
