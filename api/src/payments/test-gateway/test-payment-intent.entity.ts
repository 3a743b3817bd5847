import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { GatewayIntentStatus } from '../payment-gateway';

/**
 * The offline test gateway's payment intents. Kept in the database, not in memory, so every API
 * instance sees the same intent whichever one the customer's next call reaches.
 */
@Entity('test_payment_intents')
export class TestPaymentIntentEntity {
  /** pi_test_… */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  clientSecret!: string;

  /** A repeated create with the same key answers with this intent, as Stripe does. */
  @Index('UQ_test_payment_intents_idempotencyKey', { unique: true })
  @Column({ type: 'varchar', length: 191, nullable: true })
  idempotencyKey!: string | null;

  @Column({ type: 'varchar', length: 40 })
  customerId!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @Column({ type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 30 })
  status!: GatewayIntentStatus;

  /** pm_test_…: the card that confirmed it, saved for off-session renewals. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentMethodId!: string | null;

  /** The test card's last four digits: they decide how renewals on the saved card behave. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  cardLast4!: string | null;

  /** The test card's expiry, shown with the saved card. */
  @Column({ type: 'int', nullable: true })
  cardExpMonth!: number | null;

  @Column({ type: 'int', nullable: true })
  cardExpYear!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', nullable: true })
  authorizedAt!: Date | null;

  /** What was refunded of a capture, in cents. */
  @Column({ type: 'int', default: 0 })
  refundedCents!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
