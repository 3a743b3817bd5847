import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  ['bookings', 'IDX_bookings_createdAt', ['createdAt']],
  ['bookings', 'IDX_bookings_status_createdAt', ['status', 'createdAt']],
  ['bookings', 'IDX_bookings_status_paymentStatus', ['status', 'paymentStatus']],
  ['bookings', 'IDX_bookings_paymentIssue', ['paymentIssue']],
  ['bookings', 'IDX_bookings_dadId_status_totalAmount', ['dadId', 'status', 'totalAmount']],
  ['users', 'IDX_users_role_createdAt', ['role', 'createdAt']],
  ['users', 'IDX_users_firstName', ['firstName']],
  ['users', 'IDX_users_lastName', ['lastName']],
  ['reviews', 'IDX_reviews_createdAt', ['createdAt']],
];

/** The admin area: the admin_audit log, and the indexes its lists need at 100,000 bookings (npm run bench). */
export class AdminArea1795320000000 implements MigrationInterface {
  name = 'AdminArea1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'admin_audit',
        columns: [c.id(), c.varchar('entityType', 20), c.ref('entityId'), c.varchar('action', 30), c.ref('actorId', { isNullable: true }), c.text('details'), c.createdAt()],
        indices: [
          new TableIndex({ name: 'IDX_admin_audit_createdAt', columnNames: ['createdAt'] }),
          new TableIndex({ name: 'IDX_admin_audit_entity', columnNames: ['entityType', 'entityId', 'createdAt'] }),
        ],
      }),
      false,
      true,
      true,
    );
    for (const [table, name, columnNames] of INDEXES) await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...INDEXES].reverse()) await queryRunner.dropIndex(table, name);
    await queryRunner.dropTable('admin_audit', true, true, true);
  }
}
