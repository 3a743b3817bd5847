import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Passkeys (WebAuthn credentials): public keys of the accounts' devices. */
export class Passkeys1795442000000 implements MigrationInterface {
  name = 'Passkeys1795442000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'passkeys',
        columns: [
          c.id(),
          c.ref('userId'),
          c.varchar('credentialId', 255),
          c.text('publicKey'),
          c.bigint('counter'),
          c.text('transports', nullable),
          c.varchar('name', 60),
          { ...c.bigint('lastUsedAt'), ...nullable },
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_passkeys_userId', columnNames: ['userId'] }), new TableIndex({ name: 'IDX_passkeys_credentialId', columnNames: ['credentialId'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ name: 'FK_passkeys_user', columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' })],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('passkeys', true, true, true);
  }
}
