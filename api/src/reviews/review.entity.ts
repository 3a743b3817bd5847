import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';

@Entity('reviews')
@Index('IDX_reviews_createdAt', ['createdAt'])
// The dashboard's average rating and pending count, from the index alone (admin-scale migration).
@Index('IDX_reviews_isApproved_rating', ['isApproved', 'rating'])
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** One review per booking. */
  @Index('UQ_reviews_bookingId', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId', foreignKeyConstraintName: 'FK_reviews_booking' })
  booking?: BookingEntity;

  @Index('IDX_reviews_customerId')
  @Column({ type: 'varchar', length: 36 })
  customerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_reviews_customer' })
  customer?: UserEntity;

  @Index('IDX_reviews_dadId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  dadId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'dadId', foreignKeyConstraintName: 'FK_reviews_dad' })
  dad?: UserEntity | null;

  /** 1 to 5, checked by the API. The customer's own, never changed by an admin: averages count this. */
  @Column({ type: 'int' })
  rating!: number;

  /** The customer's own words. */
  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  /** An admin's edit (issue 37): shown instead, marked as edited by the business; null when never edited. */
  @Column({ type: 'int', nullable: true })
  editedRating!: number | null;

  @Column({ type: 'text', nullable: true })
  editedComment!: string | null;

  @Column({ type: 'datetime', nullable: true })
  editedAt!: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  editedById!: string | null;

  /** The admin who edited it, when a query maps it (no foreign key: the record outlives the account). */
  editedBy?: UserEntity | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  editReason!: string | null;

  @Column({ type: 'boolean', default: true })
  isVerified!: boolean;

  /** The public list shows approved reviews only. */
  @Column({ type: 'boolean', default: false })
  isApproved!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
