import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * Room for a sealed authenticator secret (SecretBox: `enc1.<key>.<iv>.<tag>.<data>`, about 100
 * characters). The API seals the ones already there at its first start after this.
 */
export class SealedTotpSecrets1795620000000 implements MigrationInterface {
  name = 'SealedTotpSecrets1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.changeColumn('users', 'totpSecret', new TableColumn({ ...c.varchar('totpSecret', 255), isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.changeColumn('users', 'totpSecret', new TableColumn({ ...c.varchar('totpSecret', 64), isNullable: true }));
  }
}
