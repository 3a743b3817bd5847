import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** The admin's switch that makes DADs set up two-step sign-in like admins (off until an admin turns it on). */
export class SecondFactorForDads1795441000000 implements MigrationInterface {
  name = 'SecondFactorForDads1795441000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('platform_settings', new TableColumn(columnsFor(queryRunner).bool('requireSecondFactorForDads', false)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('platform_settings', 'requireSecondFactorForDads');
  }
}
