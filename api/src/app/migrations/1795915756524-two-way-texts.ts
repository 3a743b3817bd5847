import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { TEXT_INTENTS } from '@dd/contracts/message';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Two-way texts (issue 43): what customers text us, the numbers that replied STOP, and the owner's rules for texts and moves. */
export class TwoWayTexts1795915756524 implements MigrationInterface {
  name = 'TwoWayTexts1795915756524';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'inbound_texts',
        columns: [
          c.id(),
          c.varchar('providerSid', 64),
          c.varchar('phone', 20),
          c.ref('customerId', nullable),
          c.text('body'),
          { ...c.enumOf('intent', TEXT_INTENTS), ...nullable },
          c.ref('bookingId', nullable),
          c.text('offer', nullable),
          c.datetime('readAt', nullable),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_inbound_texts_providerSid', columnNames: ['providerSid'], isUnique: true }),
          new TableIndex({ name: 'IDX_inbound_texts_phone_createdAt', columnNames: ['phone', 'createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(new Table({ name: 'sms_opt_outs', columns: [{ ...c.varchar('phone', 20), isPrimary: true }, c.datetime('optedOutAt')] }));
    // The owner's switch for texts, beside the one for email.
    await queryRunner.addColumns('platform_settings', [new TableColumn(c.bool('smsNotificationsEnabled', true)), new TableColumn(c.int('maxReschedulesPerBooking', { default: 0 }))]);
    // Replies find their conversation by number: the outbox's texts, by recipient.
    await queryRunner.createIndex('messages', new TableIndex({ name: 'IDX_messages_recipient_createdAt', columnNames: ['recipient', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('messages', 'IDX_messages_recipient_createdAt');
    await queryRunner.dropColumns('platform_settings', ['smsNotificationsEnabled', 'maxReschedulesPerBooking']);
    await queryRunner.dropTable('sms_opt_outs');
    await queryRunner.dropTable('inbound_texts');
  }
}
