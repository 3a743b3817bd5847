import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;
const REFUSED = 'sign_in_events is append-only';

/** The sign-in log, append-only in the database: triggers refuse every UPDATE and DELETE. */
export class SignInEvents1795440000000 implements MigrationInterface {
  name = 'SignInEvents1795440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sign_in_events',
        columns: [c.id(), c.varchar('kind', 30), { ...c.ref('userId'), ...nullable }, c.varchar('email', 255, nullable), c.varchar('ip', 64), c.varchar('userAgent', 255), c.varchar('detail', 255, nullable), c.bigint('at')],
        indices: [
          new TableIndex({ name: 'IDX_sign_in_events_at', columnNames: ['at'] }),
          new TableIndex({ name: 'IDX_sign_in_events_email', columnNames: ['email', 'at'] }),
        ],
      }),
      false,
      true,
      true,
    );
    const sqlite = ['sqlite', 'better-sqlite3'].includes(queryRunner.connection.driver.options.type);
    for (const action of ['UPDATE', 'DELETE']) {
      const name = `sign_in_events_no_${action.toLowerCase()}`;
      await queryRunner.query(
        sqlite
          ? `CREATE TRIGGER ${name} BEFORE ${action} ON sign_in_events BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`
          : `CREATE TRIGGER ${name} BEFORE ${action} ON sign_in_events FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSED}'`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const action of ['update', 'delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS sign_in_events_no_${action}`);
    await queryRunner.dropTable('sign_in_events', true, true, true);
  }
}
