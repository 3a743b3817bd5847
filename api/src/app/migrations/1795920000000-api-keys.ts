import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** API keys for other software (issue 39): hashed, scoped, revocable. */
export class ApiKeys1795920000000 implements MigrationInterface {
  name = 'ApiKeys1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          c.id(),
          c.varchar('name', 60),
          c.varchar('prefix', 12),
          c.varchar('secretHash', 64),
          c.text('scopes'),
          c.ref('createdById'),
          c.createdAt(),
          { ...c.bigint('lastUsedAt'), ...nullable },
          { ...c.bigint('revokedAt'), ...nullable },
        ],
        indices: [new TableIndex({ name: 'IDX_api_keys_secretHash', columnNames: ['secretHash'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_keys');
  }
}
