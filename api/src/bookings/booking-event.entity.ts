import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingEventDto } from '@dd/contracts/booking';
import { BookingEntity } from './booking.entity';

/** Every change to a booking: what, by whom, when. Written in the same transaction as the change. */
@Entity('booking_events')
@Index('IDX_booking_events_bookingId_createdAt', ['bookingId', 'createdAt'])
export class BookingEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_booking_events_booking' })
  booking?: BookingEntity;

  @Column({ type: 'varchar', length: 30 })
  type!: BookingEventDto['type'];

  /** Null for the system (a job) or a user since deleted. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  actorRole!: BookingEventDto['actorRole'];

  @Column({ type: 'simple-json' })
  details!: Record<string, unknown>;

  @CreateDateColumn()
  createdAt!: Date;
}
