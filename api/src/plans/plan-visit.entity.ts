import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanVisitStatus } from '@dd/contracts/plan';

/**
 * One visit of a membership on one date. The unique (membershipId, visitDate) key is what makes
 * placing visits idempotent: of two instances placing the same visit at once, one inserts the row
 * and books; the other's insert fails and it moves on.
 */
@Entity('plan_visits')
@Index('UQ_plan_visits_membershipId_visitDate', ['membershipId', 'visitDate'], { unique: true })
export class PlanVisitEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  membershipId!: string;

  @Column({ type: 'varchar', length: 10 })
  visitDate!: string;

  @Index('IDX_plan_visits_bookingId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'placing' })
  status!: PlanVisitStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /**
   * When the visit's card is to be held: a visit placed more than HOLD_AHEAD_DAYS ahead is booked
   * without a hold, and the placement job holds it then (decision 0474). Null once held, or when it
   * was held as it was placed.
   */
  @Index('IDX_plan_visits_holdDueAt')
  @Column({ type: 'datetime', nullable: true })
  holdDueAt!: Date | null;

  /** When the visit's card hold first failed (the retry schedule counts from it, decision 0460). */
  @Column({ type: 'datetime', nullable: true })
  paymentFailedAt!: Date | null;

  /** Retries of the card hold made so far. */
  @Column({ type: 'int', default: 0 })
  paymentRetries!: number;

  /** When the next retry is due; null when none is (paid, or the last one failed). */
  @Index('IDX_plan_visits_nextPaymentRetryAt')
  @Column({ type: 'datetime', nullable: true })
  nextPaymentRetryAt!: Date | null;

  /** What the card was held for when a retry (or the customer's card update) recovered the failed payment. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  recoveredAmount!: string | null;

  /** When that was: the owner's recovered revenue counts the last 30 days (decision 0471). */
  @Column({ type: 'datetime', nullable: true })
  paymentRecoveredAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
