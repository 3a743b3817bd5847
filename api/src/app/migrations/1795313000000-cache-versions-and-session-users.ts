import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * The shared counters behind the cached public reads (CacheVersions), and the signed-in user's id
 * on each session row, so a request loads its session and its user in one query.
 */
export class CacheVersionsAndSessionUsers1795313000000 implements MigrationInterface {
  name = 'CacheVersionsAndSessionUsers1795313000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({ name: 'cache_versions', columns: [c.varchar('name', 100, { isPrimary: true }), c.int('version')] }), false);
    await queryRunner.addColumn('sessions', new TableColumn(c.ref('userId', { isNullable: true })));
    await queryRunner.createIndex('sessions', new TableIndex({ name: 'IDX_sessions_userId', columnNames: ['userId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sessions', 'IDX_sessions_userId');
    await queryRunner.dropColumn('sessions', 'userId');
    await queryRunner.dropTable('cache_versions');
  }
}
