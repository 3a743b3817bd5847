import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** The language a customer or DAD reads the product in (decision 0390); null until they choose one. */
export class UserLanguage1795920100000 implements MigrationInterface {
  name = 'UserLanguage1795920100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(columnsFor(queryRunner).varchar('language', 5, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'language');
  }
}
