import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { BOOKING_STATUSES, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus } from '@dd/contracts/enums';
import { CarEntity } from '../cars/car.entity';
import { moneyColumn } from '../database/decimal.transformer';
import { PackageEntity } from '../packages/package.entity';
import { UserEntity } from '../users/user.entity';

@Entity('bookings')
export class BookingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_bookings_customerId')
  @Column({ type: 'varchar', length: 36 })
  customerId!: string;

  /** Bookings are business records: a customer who has any cannot be hard-deleted (deactivate instead). */
  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_bookings_customer' })
  customer?: UserEntity;

  /** Empty until a DAD is assigned. */
  @Index('IDX_bookings_dadId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  dadId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_bookings_dad' })
  dad?: UserEntity | null;

  @Index('IDX_bookings_carId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  carId!: string | null;

  @ManyToOne(() => CarEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'carId', foreignKeyConstraintName: 'FK_bookings_car' })
  car?: CarEntity | null;

  @Index('IDX_bookings_packageId')
  @Column({ type: 'varchar', length: 36 })
  packageId!: string;

  /** Packages with bookings are deactivated, never deleted. */
  @ManyToOne(() => PackageEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'packageId', foreignKeyConstraintName: 'FK_bookings_package' })
  package?: PackageEntity;

  @Index('IDX_bookings_status')
  @Column({ type: 'simple-enum', enum: BOOKING_STATUSES, default: 'pending' })
  status!: BookingStatus;

  /** The appointment's start as an instant (UTC in the database). */
  @Index('IDX_bookings_scheduledDate')
  @Column({ type: 'datetime' })
  scheduledDate!: Date;

  /** 'HH:MM' wall-clock times in America/Los_Angeles. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  startTime!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  endTime!: string | null;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  @Column({ type: 'text', nullable: true })
  specialInstructions!: string | null;

  @Column(moneyColumn)
  totalAmount!: string;

  /** Looked up by payment webhooks. */
  @Index('IDX_bookings_stripePaymentIntentId')
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId!: string | null;

  @Index('IDX_bookings_paymentStatus')
  @Column({ type: 'simple-enum', enum: PAYMENT_STATUSES, default: 'pending' })
  paymentStatus!: PaymentStatus;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
