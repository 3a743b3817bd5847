import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { backfillClaims } from '../../scheduling/claims';
import { columnsFor } from './1795255200000-initial-schema';

const fk = (name: string, column: string, referencedTable: string) =>
  new TableForeignKey({ name, columnNames: [column], referencedTableName: referencedTable, referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' });

/**
 * Scheduling: the DAD time claims that make double booking impossible in the database (see
 * DadTimeClaimEntity), filled for the bookings that already have a DAD, and the booking events log.
 */
export class Scheduling1795262400000 implements MigrationInterface {
  name = 'Scheduling1795262400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'dad_time_claims',
        columns: [
          c.ref('dadId', { isPrimary: true }),
          c.varchar('date', 10, { isPrimary: true }),
          c.int('unit', { isPrimary: true }),
          c.ref('bookingId'),
        ],
        indices: [new TableIndex({ name: 'IDX_dad_time_claims_bookingId', columnNames: ['bookingId'] })],
        foreignKeys: [fk('FK_dad_time_claims_dad', 'dadId', 'users'), fk('FK_dad_time_claims_booking', 'bookingId', 'bookings')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'booking_events',
        columns: [
          c.id(),
          c.ref('bookingId'),
          c.varchar('type', 30),
          c.ref('actorId', { isNullable: true }),
          c.varchar('actorRole', 20),
          c.text('details'),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_booking_events_bookingId_createdAt', columnNames: ['bookingId', 'createdAt'] })],
        foreignKeys: [fk('FK_booking_events_booking', 'bookingId', 'bookings')],
      }),
      false,
      true,
      true,
    );
    // Bookings that already have a DAD (demo data, earlier rows) hold their time from now on.
    await backfillClaims(queryRunner.manager);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('booking_events', true, true, true);
    await queryRunner.dropTable('dad_time_claims', true, true, true);
  }
}
