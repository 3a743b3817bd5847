import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;
const REFUSED = 'sign_in_events is append-only';
/** The sign-in log's retention (SIGN_IN_LOG_DAYS, written here as it was when this ran): older rows may be deleted. */
const KEEP_MS = 365 * 24 * 3600 * 1000;

/**
 * Customers' requests about their data, and the one way rows leave the append-only sign-in log: past
 * its year of retention, or for the person whose deletion is being carried out (their request is
 * 'erasing' in the same transaction). Updates stay refused.
 */
export class PrivacyRequests1795700000000 implements MigrationInterface {
  name = 'PrivacyRequests1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'privacy_requests',
        columns: [
          c.id(),
          c.varchar('userId', 36),
          c.varchar('kind', 20),
          c.varchar('status', 20),
          c.varchar('requesterName', 200, nullable),
          c.varchar('email', 255, nullable),
          c.datetime('dueAt'),
          c.datetime('answeredAt', nullable),
          c.varchar('answeredById', 36, nullable),
          c.varchar('answer', 500, nullable),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_privacy_requests_status', columnNames: ['status', 'dueAt'] }),
          new TableIndex({ name: 'IDX_privacy_requests_userId', columnNames: ['userId'] }),
        ],
      }),
    );
    const sqlite = ['sqlite', 'better-sqlite3'].includes(queryRunner.connection.driver.options.type);
    const erasing = `EXISTS (SELECT 1 FROM privacy_requests p WHERE p.status = 'erasing' AND (p.userId = OLD.userId OR p.email = OLD.email))`;
    await queryRunner.query('DROP TRIGGER IF EXISTS sign_in_events_no_delete');
    await queryRunner.query(
      sqlite
        ? `CREATE TRIGGER sign_in_events_no_delete BEFORE DELETE ON sign_in_events
             WHEN OLD.at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 - ${KEEP_MS} AND NOT ${erasing}
             BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`
        : `CREATE TRIGGER sign_in_events_no_delete BEFORE DELETE ON sign_in_events FOR EACH ROW
             IF OLD.at > UNIX_TIMESTAMP() * 1000 - ${KEEP_MS} AND NOT ${erasing} THEN
               SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSED}';
             END IF`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = ['sqlite', 'better-sqlite3'].includes(queryRunner.connection.driver.options.type);
    await queryRunner.query('DROP TRIGGER IF EXISTS sign_in_events_no_delete');
    await queryRunner.query(
      sqlite
        ? `CREATE TRIGGER sign_in_events_no_delete BEFORE DELETE ON sign_in_events BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`
        : `CREATE TRIGGER sign_in_events_no_delete BEFORE DELETE ON sign_in_events FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSED}'`,
    );
    await queryRunner.dropTable('privacy_requests');
  }
}
