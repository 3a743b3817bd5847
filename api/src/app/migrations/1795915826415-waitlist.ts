import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * The waitlist (issue 44): customers waiting for a place, the places booking changes freed, and the
 * offers of each place. openKey's unique index keeps one open round per place; (openingId, entryId)
 * keeps one offer of a place per customer.
 */
export class Waitlist1795915826415 implements MigrationInterface {
  name = 'Waitlist1795915826415';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'waitlist_entries',
        columns: [
          c.id(),
          c.ref('customerId'),
          c.varchar('customerName', 120),
          c.ref('packageId'),
          c.varchar('packageName', 100),
          c.enumOf('vehicleType', ['sedan', 'suv', 'truck'], 'sedan'),
          c.int('durationMinutes'),
          c.varchar('address', 255),
          c.varchar('city', 100),
          c.varchar('zipCode', 10),
          c.varchar('fromDate', 10),
          c.varchar('toDate', 10),
          c.text('windows'),
          c.enumOf('status', ['waiting', 'booked', 'withdrawn'], 'waiting'),
          c.ref('bookingId', nullable),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_waitlist_entries_customerId', columnNames: ['customerId'] }),
          new TableIndex({ name: 'IDX_waitlist_entries_status_toDate', columnNames: ['status', 'toDate'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'waitlist_openings',
        columns: [
          c.id(),
          c.ref('dadId', nullable),
          c.datetime('start'),
          c.ref('sourceBookingId'),
          c.varchar('reason', 20),
          c.enumOf('status', ['open', 'filled', 'lapsed'], 'open'),
          c.varchar('openKey', 80, nullable),
          c.int('round', { default: 0 }),
          c.datetime('roundEndsAt', nullable),
          c.ref('filledEntryId', nullable),
          c.datetime('closedAt', nullable),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_waitlist_openings_openKey', columnNames: ['openKey'], isUnique: true }),
          new TableIndex({ name: 'IDX_waitlist_openings_status_roundEndsAt', columnNames: ['status', 'roundEndsAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'waitlist_offers',
        columns: [
          c.id(),
          c.ref('openingId'),
          c.ref('entryId'),
          c.int('round'),
          c.enumOf('status', ['offered', 'accepted', 'expired', 'taken'], 'offered'),
          c.datetime('expiresAt'),
          c.ref('bookingId', nullable),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_waitlist_offers_opening_entry', columnNames: ['openingId', 'entryId'], isUnique: true }),
          new TableIndex({ name: 'IDX_waitlist_offers_entryId', columnNames: ['entryId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('waitlist_offers');
    await queryRunner.dropTable('waitlist_openings');
    await queryRunner.dropTable('waitlist_entries');
  }
}
