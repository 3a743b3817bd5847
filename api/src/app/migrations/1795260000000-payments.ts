import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Card payments: what a booking needs to keep its card hold alive (the saved card, the hold's
 * expiry, an attempt counter for idempotency keys, an issue an admin should see), the webhook
 * events already applied, the offline test gateway's intents, and the job runner's leases.
 */
export class Payments1795260000000 implements MigrationInterface {
  name = 'Payments1795260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('bookings', [
      c.varchar('stripePaymentMethodId', 255, nullable),
      c.int('paymentAttempt', { default: 0 }),
      c.datetime('paymentAuthorizedAt', nullable),
      c.datetime('paymentHoldExpiresAt', nullable),
      c.varchar('paymentIssue', 255, nullable),
    ].map((options) => new TableColumn(options)));
    await queryRunner.createIndex('bookings', new TableIndex({ name: 'IDX_bookings_paymentHoldExpiresAt', columnNames: ['paymentHoldExpiresAt'] }));
    for (const table of tables(queryRunner)) await queryRunner.createTable(table, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables(queryRunner).reverse()) await queryRunner.dropTable(table.name, true, true, true);
    await queryRunner.dropIndex('bookings', 'IDX_bookings_paymentHoldExpiresAt');
    await queryRunner.dropColumns('bookings', ['paymentIssue', 'paymentHoldExpiresAt', 'paymentAuthorizedAt', 'paymentAttempt', 'stripePaymentMethodId']);
  }
}

function tables(queryRunner: QueryRunner): Table[] {
  const c = columnsFor(queryRunner);
  return [
    new Table({
      name: 'payment_events',
      columns: [
        c.varchar('id', 255, { isPrimary: true }),
        c.varchar('type', 100),
        c.varchar('paymentIntentId', 255, nullable),
        c.createdAt('receivedAt'),
      ],
    }),
    new Table({
      name: 'test_payment_intents',
      columns: [
        c.varchar('id', 40, { isPrimary: true }),
        c.varchar('clientSecret', 100),
        c.varchar('idempotencyKey', 191, nullable),
        c.varchar('customerId', 40),
        c.varchar('bookingId', 36, nullable),
        c.int('amountCents'),
        c.varchar('status', 30),
        c.varchar('paymentMethodId', 40, nullable),
        c.varchar('cardLast4', 4, nullable),
        c.varchar('lastError', 255, nullable),
        c.datetime('authorizedAt', nullable),
        c.createdAt(),
        c.updatedAt(),
      ],
      indices: [new TableIndex({ name: 'UQ_test_payment_intents_idempotencyKey', columnNames: ['idempotencyKey'], isUnique: true })],
    }),
    new Table({
      name: 'job_leases',
      columns: [c.varchar('name', 100, { isPrimary: true }), c.varchar('holder', 100, nullable), c.bigint('leaseUntil')],
    }),
  ];
}
