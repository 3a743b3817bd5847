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
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  VEHICLE_TYPES,
  type BookingStatus,
  type PaymentStatus,
  type VehicleType,
} from '@dd/contracts/enums';
import { CarEntity } from '../customers/cars/car.entity';
import type { BookingPriceLines } from '@dd/contracts/booking';
import { moneyColumn } from '../platform/database/decimal.transformer';
import { PackageEntity } from '../catalog/packages/package.entity';
import { UserEntity } from '../identity/users/user.entity';

@Entity('bookings')
// The admin list: newest first, optionally one status (admin-area migration).
@Index('IDX_bookings_createdAt', ['createdAt'])
@Index('IDX_bookings_status_createdAt', ['status', 'createdAt'])
// The dashboard's alerts: completed but not captured; holds with an issue.
@Index('IDX_bookings_status_paymentStatus', ['status', 'paymentStatus'])
@Index('IDX_bookings_paymentIssue', ['paymentIssue'])
// Manage DADs: each DAD's completed bookings and their money, read from the index alone.
@Index('IDX_bookings_dadId_status_totalAmount', ['dadId', 'status', 'totalAmount'])
// The dashboard, each from its index alone (admin-scale migration): captured revenue by day, and
// active customers (distinct customers with a booking that is not cancelled) in a date range.
@Index('IDX_bookings_paymentStatus_scheduledDate_totalAmount', ['paymentStatus', 'scheduledDate', 'totalAmount'])
@Index('IDX_bookings_paymentStatus_scheduledDate_money', ['paymentStatus', 'scheduledDate', 'paymentCapturedCents', 'paymentRefundedCents'])
@Index('IDX_bookings_scheduledDate_status_customerId', ['scheduledDate', 'status', 'customerId'])
// Some DADs' bookings in a date range (availability, a DAD's day): see that migration.
@Index('IDX_bookings_dadId_scheduledDate', ['dadId', 'scheduledDate'])
export class BookingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The booking number people read out (the id's last 8 characters), stored so search finds it by index. */
  @Index('IDX_bookings_reference')
  @Column({ type: 'varchar', length: 8 })
  reference!: string;

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
  @Column({ type: 'datetime' })
  scheduledDate!: Date;

  /** 'HH:MM' wall-clock times in America/Los_Angeles. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  startTime!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  endTime!: string | null;

  /**
   * Minutes on site: what scheduling holds the DAD for. The checkout sets it; any other insert takes
   * its package's duration (BookingInsertSubscriber).
   */
  @Column({ type: 'int', default: 0 })
  durationMinutes!: number;

  /**
   * Its place in its DAD's route (issue 27): the planned arrival inside its window, and the drive
   * from the previous stop (or the DAD's base). Planned again whenever the DAD's day changes.
   */
  @Column({ type: 'datetime', nullable: true })
  plannedArrival!: Date | null;

  @Column({ type: 'int', nullable: true })
  driveMinutes!: number | null;

  @Column({ type: 'int', nullable: true })
  driveMeters!: number | null;

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

  /** How the server priced it (null on bookings priced before there were discounts: all package). */
  @Column({ type: 'simple-json', nullable: true })
  priceLines!: BookingPriceLines | null;

  /**
   * The vehicle type the booking was priced for: a visitor's booking has no car to say it. Null only on
   * rows made before it was recorded (the migration fills those from their car where there is one).
   */
  @Column({ type: 'simple-enum', enum: VEHICLE_TYPES, nullable: true })
  vehicleType!: VehicleType | null;

  /** The checkout's agreeToPhotos: the customer agreed that before/after photos may be shown publicly. */
  @Column({ type: 'boolean', default: false })
  photoConsent!: boolean;

  /** Looked up by payment webhooks. */
  @Index('IDX_bookings_stripePaymentIntentId')
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId!: string | null;

  @Column({ type: 'simple-enum', enum: PAYMENT_STATUSES, default: 'pending' })
  paymentStatus!: PaymentStatus;

  /** The card saved at checkout (setup_future_usage), used to renew the hold off-session. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentMethodId!: string | null;

  /** How many payment intents this booking has had: part of every gateway idempotency key. */
  @Column({ type: 'int', default: 0 })
  paymentAttempt!: number;

  /** When the current card hold was authorized. */
  @Column({ type: 'datetime', nullable: true })
  paymentAuthorizedAt!: Date | null;

  /** When the current hold lapses (about 7 days after authorization); the renewal job looks here. */
  @Index('IDX_bookings_paymentHoldExpiresAt')
  @Column({ type: 'datetime', nullable: true })
  paymentHoldExpiresAt!: Date | null;

  /** Why the payment needs an admin's eye (a failed hold renewal, a lapsed hold); null when all is well. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIssue!: string | null;

  /** When the money was taken (the receipt shows it). */
  @Column({ type: 'datetime', nullable: true })
  paymentCapturedAt!: Date | null;

  /** What the capture took, in cents (a fee takes less than the total); null until captured. */
  @Column({ type: 'int', nullable: true })
  paymentCapturedCents!: number | null;

  /** When the customer agreed to the late-cancellation and no-show fees at checkout (null: never; then no fee can be charged). */
  @Column({ type: 'datetime', nullable: true })
  feePolicyAgreedAt!: Date | null;

  /** The policy as the customer was shown it when agreeing, with this booking's amounts. */
  @Column({ type: 'text', nullable: true })
  feePolicyText!: string | null;

  /** A fee taken instead of the total: 'late_cancel' or 'no_show'; null when none. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  feeKind!: 'late_cancel' | 'no_show' | null;

  /** The fee, in cents (captured from the hold; the rest released). */
  @Column({ type: 'int', nullable: true })
  feeCents!: number | null;

  /** A no-show as reported: when, by whom, and the DAD's photo and location. */
  @Column({ type: 'simple-json', nullable: true })
  noShow!: { at: string; byRole: 'dad' | 'admin'; byId: string; photoImageId: string | null; latitude: string | null; longitude: string | null } | null;

  /** How much of the capture was refunded, in cents; only ever moved by a conditional UPDATE that keeps it within the capture. */
  @Column({ type: 'int', default: 0 })
  paymentRefundedCents!: number;

  /**
   * Until when an unpaid booking holds its place; once past with no card hold placed, the unpaid-hold
   * job cancels it and frees the DAD's time. Null when there is nothing to pay or for older rows.
   */
  @Index('IDX_bookings_holdExpiresAt')
  @Column({ type: 'datetime', nullable: true })
  holdExpiresAt!: Date | null;

  /**
   * When the card is to be held, by an arrangement the customer agreed to: a plan visit placed weeks
   * ahead is held on the saved card closer to its day (decision 0474). Its place is kept until
   * holdExpiresAt as any unpaid one, but it is not a checkout waiting for its card, so it does not
   * count toward the customer's unpaid limit. Null: paid at checkout.
   */
  @Column({ type: 'datetime', nullable: true })
  paymentDueAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** The reference of booking `id`, lowercase as stored (screens show it uppercase; searches compare lowercase). */
export const bookingReference = (id: string) => id.slice(-8).toLowerCase();
