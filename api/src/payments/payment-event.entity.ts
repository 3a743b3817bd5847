import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Gateway webhook events already applied: a replayed or redelivered event is recognised and skipped. */
@Entity('payment_events')
export class PaymentEventEntity {
  /** The gateway's event id (Stripe evt_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId!: string | null;

  @CreateDateColumn()
  receivedAt!: Date;
}
