import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Tips: a separate off-session charge on the saved card, at most one per booking (unique bookingId). */
export class Tips1795522000000 implements MigrationInterface {
  name = 'Tips1795522000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'booking_tips',
        columns: [
          c.id(),
          c.ref('bookingId'),
          c.ref('dadId', nullable),
          c.int('amountCents'),
          c.varchar('status', 20),
          c.varchar('paymentIntentId', 255, nullable),
          c.varchar('source', 20),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_booking_tips_bookingId', columnNames: ['bookingId'], isUnique: true }),
          new TableIndex({ name: 'IDX_booking_tips_dadId_createdAt', columnNames: ['dadId', 'createdAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('booking_tips');
  }
}
