import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;
const MESSAGE_CHANNELS = ['email', 'sms'];
const MESSAGE_STATUSES = ['pending', 'sent', 'failed'];
const PASSWORD_TOKEN_PURPOSES = ['reset', 'set'];

const userFk = (name: string) =>
  new TableForeignKey({ name, columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' });

/** Messages: the outbox the workers deliver from, and the hashed one-time password links. */
export class Messages1795310000000 implements MigrationInterface {
  name = 'Messages1795310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables(queryRunner)) await queryRunner.createTable(table, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables(queryRunner).reverse()) await queryRunner.dropTable(table.name, true, true, true);
  }
}

function tables(queryRunner: QueryRunner): Table[] {
  const c = columnsFor(queryRunner);
  return [
    new Table({
      name: 'messages',
      columns: [
        c.id(),
        c.varchar('idempotencyKey', 191),
        c.varchar('kind', 40),
        c.enumOf('channel', MESSAGE_CHANNELS),
        c.ref('userId', nullable),
        c.varchar('recipient', 255),
        c.varchar('subject', 255),
        c.text('text'),
        c.text('html', nullable),
        c.text('ics', nullable),
        c.enumOf('status', MESSAGE_STATUSES, 'pending'),
        c.int('attempts', { default: 0 }),
        c.bigint('nextAttemptAt'),
        c.varchar('claimedBy', 100, nullable),
        c.bigint('claimedUntil'),
        c.varchar('lastError', 500, nullable),
        c.datetime('sentAt', nullable),
        c.createdAt(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_messages_idempotencyKey', columnNames: ['idempotencyKey'], isUnique: true }),
        new TableIndex({ name: 'IDX_messages_status_nextAttemptAt', columnNames: ['status', 'nextAttemptAt'] }),
      ],
      foreignKeys: [userFk('FK_messages_user')],
    }),
    new Table({
      name: 'password_tokens',
      columns: [
        c.id(),
        c.ref('userId'),
        c.varchar('tokenHash', 64),
        c.enumOf('purpose', PASSWORD_TOKEN_PURPOSES),
        c.bigint('expiresAt'),
        { ...c.bigint('usedAt'), ...nullable },
        c.createdAt(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_password_tokens_tokenHash', columnNames: ['tokenHash'], isUnique: true }),
        new TableIndex({ name: 'IDX_password_tokens_userId', columnNames: ['userId'] }),
      ],
      foreignKeys: [userFk('FK_password_tokens_user')],
    }),
  ];
}
