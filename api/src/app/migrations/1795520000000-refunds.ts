import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Refunds: what a booking's capture took and how much of it went back (the conditional UPDATE on
 * these two columns keeps refunds within the capture), each refund in payment_refunds, and the
 * test gateway's own record of what it refunded.
 */
export class Refunds1795520000000 implements MigrationInterface {
  name = 'Refunds1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('bookings', [new TableColumn({ ...c.int('paymentCapturedCents'), ...nullable }), new TableColumn(c.int('paymentRefundedCents', { default: 0 }))]);
    // Captures so far took the booking's total.
    await queryRunner.query("UPDATE bookings SET paymentCapturedCents = ROUND(totalAmount * 100) WHERE paymentStatus = 'captured'");
    await queryRunner.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_paymentStatus_scheduledDate_money', columnNames: ['paymentStatus', 'scheduledDate', 'paymentCapturedCents', 'paymentRefundedCents'] }));
    await queryRunner.addColumn('test_payment_intents', new TableColumn(c.int('refundedCents', { default: 0 })));
    await queryRunner.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          c.id(),
          c.ref('bookingId'),
          c.varchar('paymentIntentId', 255),
          c.int('amountCents'),
          c.varchar('reason', 500),
          c.varchar('status', 20),
          c.varchar('gatewayRefundId', 255, nullable),
          c.ref('actorId', nullable),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_payment_refunds_bookingId', columnNames: ['bookingId', 'createdAt'] }), new TableIndex({ name: 'IDX_payment_refunds_createdAt', columnNames: ['createdAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_refunds');
    await queryRunner.dropColumn('test_payment_intents', 'refundedCents');
    await queryRunner.dropIndex('bookings', 'IDX_bookings_paymentStatus_scheduledDate_money');
    await queryRunner.dropColumns('bookings', ['paymentCapturedCents', 'paymentRefundedCents']);
  }
}
