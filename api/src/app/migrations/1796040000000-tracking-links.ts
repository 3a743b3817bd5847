import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** The customer's tracking links with the DAD's position on the way, and the late warnings sent (issue 43). */
export class TrackingLinks1796040000000 implements MigrationInterface {
  name = 'TrackingLinks1796040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'tracking_links',
        columns: [
          c.ref('bookingId', { isPrimary: true }),
          c.ref('dadId'),
          c.varchar('state', 12, { default: "'on_the_way'" }),
          c.datetime('expiresAt'),
          c.varchar('zipCode', 10),
          c.datetime('windowEnd'),
          c.decimal('latitude', 10, 7, nullable),
          c.decimal('longitude', 10, 7, nullable),
          c.datetime('positionAt', nullable),
          c.datetime('expectedAt', nullable),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_tracking_links_dadId', columnNames: ['dadId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'late_warnings',
        columns: [c.ref('bookingId', { isPrimary: true }), c.int('warnings'), c.datetime('lastEstimate')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('late_warnings');
    await queryRunner.dropTable('tracking_links');
  }
}
