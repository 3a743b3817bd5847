import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A chargeback on a booking's payment, as Stripe reported it (charge.dispute.*), and whether we answered it. */
@Entity('payment_disputes')
@Index('IDX_payment_disputes_status', ['status'])
export class PaymentDisputeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stripe's dispute id (dp_…): one row per dispute however often it is reported. */
  @Index('UQ_payment_disputes_stripeDisputeId', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  stripeDisputeId!: string;

  @Index('IDX_payment_disputes_bookingId')
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId!: string | null;

  @Column({ type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 50 })
  reason!: string;

  /** Stripe's status: warning_needs_response, needs_response, under_review, won, lost, … */
  @Column({ type: 'varchar', length: 40 })
  status!: string;

  @Column({ type: 'datetime', nullable: true })
  dueBy!: Date | null;

  /** When our evidence was submitted to Stripe (null: not yet). */
  @Column({ type: 'datetime', nullable: true })
  evidenceSubmittedAt!: Date | null;

  /** Why the last submission failed (retried on Stripe's redelivery or by reconciliation). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  evidenceError!: string | null;

  /** Failed submissions so far: the next one's idempotency key is `dispute:<id>:evidence:<attempts + 1>`. */
  @Column({ type: 'int', default: 0 })
  evidenceAttempts!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
