import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One refund of a captured payment or of a tip: reserved on the booking or the tip first (conditional UPDATE), then made at the gateway. */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_bookingId', ['bookingId', 'createdAt'])
@Index('IDX_payment_refunds_createdAt', ['createdAt'])
export class PaymentRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  /** The tip refunded (its own charge, paymentIntentId); null for a refund of the booking's payment. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  tipId!: string | null;

  /** The captured intent the money goes back from. */
  @Column({ type: 'varchar', length: 255 })
  paymentIntentId!: string;

  @Column({ type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  /** 'pending' while the gateway is asked, 'succeeded', or 'failed' (the reservation was given back). */
  @Column({ type: 'varchar', length: 20 })
  status!: 'pending' | 'succeeded' | 'failed';

  @Column({ type: 'varchar', length: 255, nullable: true })
  gatewayRefundId!: string | null;

  /** The admin who refunded; null once their account is gone. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
