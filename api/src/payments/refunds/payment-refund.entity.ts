import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One refund of a captured payment: reserved on the booking first (conditional UPDATE), then made at the gateway. */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_bookingId', ['bookingId', 'createdAt'])
@Index('IDX_payment_refunds_createdAt', ['createdAt'])
export class PaymentRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

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
