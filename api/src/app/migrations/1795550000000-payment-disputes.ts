import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Chargebacks reported by Stripe and the evidence we submitted (one row per Stripe dispute id). */
export class PaymentDisputes1795550000000 implements MigrationInterface {
  name = 'PaymentDisputes1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'payment_disputes',
        columns: [
          c.id(),
          c.varchar('stripeDisputeId', 255),
          c.ref('bookingId'),
          c.varchar('paymentIntentId', 255, nullable),
          c.int('amountCents'),
          c.varchar('reason', 50),
          c.varchar('status', 40),
          c.datetime('dueBy', nullable),
          c.datetime('evidenceSubmittedAt', nullable),
          c.varchar('evidenceError', 500, nullable),
          c.int('evidenceAttempts', { default: 0 }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_payment_disputes_stripeDisputeId', columnNames: ['stripeDisputeId'], isUnique: true }),
          new TableIndex({ name: 'IDX_payment_disputes_bookingId', columnNames: ['bookingId'] }),
          new TableIndex({ name: 'IDX_payment_disputes_status', columnNames: ['status'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_disputes');
  }
}
