import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A tip on a completed booking: at most one per booking (the unique index decides a race), credited to the booking's DAD. */
@Entity('booking_tips')
@Index('IDX_booking_tips_dadId_createdAt', ['dadId', 'createdAt'])
export class BookingTipEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_booking_tips_bookingId', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  /** The DAD who did the job: the tip is theirs. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  dadId!: string | null;

  @Column({ type: 'int' })
  amountCents!: number;

  /** How much of the tip went back to the card (an admin's tip refunds); never more than amountCents. */
  @Column({ type: 'int', default: 0 })
  refundedCents!: number;

  /** 'pending' while the card is charged; a declined tip's row is removed (the customer may try again). */
  @Column({ type: 'varchar', length: 20 })
  status!: 'pending' | 'succeeded';

  /** The separate charge (not the booking's hold). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId!: string | null;

  /** Where it was given: the receipt, the job-completed email's link, or the DAD's phone. */
  @Column({ type: 'varchar', length: 20 })
  source!: 'receipt' | 'email' | 'dad_phone';

  @CreateDateColumn()
  createdAt!: Date;
}
