import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** Per remote version: page loads and reported browser errors (the canary's comparison). */
export class RemoteReleaseStats1795470000000 implements MigrationInterface {
  name = 'RemoteReleaseStats1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'remote_release_stats',
        columns: [
          c.varchar('remote', 20, { isPrimary: true }),
          c.varchar('version', 64, { isPrimary: true }),
          c.int('loads', { default: 0 }),
          c.int('errors', { default: 0 }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('remote_release_stats');
  }
}
