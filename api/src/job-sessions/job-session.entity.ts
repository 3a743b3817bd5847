import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';

/** Coordinates stay exact decimal strings with 7 places; SQLite hands decimals back as numbers. */
const coordinateTransformer: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | number | null) => (typeof value === 'number' ? value.toFixed(7) : value),
};

const coordinateColumn = {
  type: 'decimal',
  precision: 10,
  scale: 7,
  nullable: true,
  transformer: coordinateTransformer,
} as const;

/** The DAD's work on one booking: arrival (with optional location) to completion. */
@Entity('job_sessions')
export class JobSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_job_sessions_bookingId', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_job_sessions_booking' })
  booking?: BookingEntity;

  /** A DAD who has worked jobs is deactivated, not deleted. */
  @Index('IDX_job_sessions_dadId')
  @Column({ type: 'varchar', length: 36 })
  dadId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_job_sessions_dad' })
  dad?: UserEntity;

  @Column({ type: 'datetime' })
  startedAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'boolean', default: false })
  geofenceVerified!: boolean;

  @Column(coordinateColumn)
  geofenceLatitude!: string | null;

  @Column(coordinateColumn)
  geofenceLongitude!: string | null;
}
