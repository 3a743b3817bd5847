import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Webhooks out (issue 39): the endpoints, their sealed secrets, and the delivery outbox and log. */
export class Webhooks1795930000000 implements MigrationInterface {
  name = 'Webhooks1795930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          c.id(),
          c.varchar('url', 500),
          c.varchar('description', 120, nullable),
          c.text('eventTypes'),
          c.text('secretSealed'),
          c.ref('createdById'),
          c.createdAt(),
          { ...c.bigint('disabledAt'), ...nullable },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          c.id(),
          c.ref('endpointId'),
          c.varchar('eventType', 40),
          c.text('payload'),
          c.varchar('status', 12),
          c.int('attempts', { default: 0 }),
          c.bigint('nextAttemptAt'),
          { ...c.bigint('claimedUntil'), default: 0 },
          c.varchar('claimedBy', 80, nullable),
          c.int('lastStatusCode', nullable),
          c.varchar('lastError', 500, nullable),
          c.text('log'),
          c.createdAt(),
          { ...c.bigint('deliveredAt'), ...nullable },
        ],
        indices: [
          new TableIndex({ name: 'IDX_webhook_deliveries_status_nextAttemptAt', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_endpoint_createdAt', columnNames: ['endpointId', 'createdAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ name: 'FK_webhook_deliveries_endpoint', columnNames: ['endpointId'], referencedTableName: 'webhook_endpoints', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
  }
}
