import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';

/**
 * What makes double booking impossible in the database, on every API instance and on MySQL and
 * SQLite alike: a booking with a DAD claims each 30-minute unit its DAD is held (unit >= 0, counted
 * from the day's local midnight) and one of the DAD's three places that day (unit -1, -2 or -3). The
 * primary key (dadId, date, unit) lets only one booking hold each; a second insert fails and the
 * booking goes to another DAD or is refused. Claims are written with the booking, in its transaction,
 * and deleted (cancellation) or moved (reschedule) with it.
 */
@Entity('dad_time_claims')
export class DadTimeClaimEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  dadId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_dad_time_claims_dad' })
  dad?: UserEntity;

  /** 'YYYY-MM-DD' in America/Los_Angeles. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  date!: string;

  /** >= 0: a 30-minute unit of the day; -1..-3: one of the day's three places. */
  @PrimaryColumn({ type: 'int' })
  unit!: number;

  @Index('IDX_dad_time_claims_bookingId')
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_dad_time_claims_booking' })
  booking?: BookingEntity;
}
