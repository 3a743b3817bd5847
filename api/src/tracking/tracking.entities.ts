import type { TrackingState } from '@dd/contracts/tracking';
import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A booking's tracking link (issue 43), made at On my way: the link's expiry, and while the DAD is
 * on the way their phone's last position and the arrival it gives. The position is cleared at I'm
 * Here (or when the job is called off): it is shared only between the two.
 */
@Entity('tracking_links')
@Index('IDX_tracking_links_dadId', ['dadId'])
export class TrackingLinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  bookingId!: string;

  @Column({ type: 'varchar', length: 36 })
  dadId!: string;

  @Column({ type: 'varchar', length: 12, default: 'on_the_way' })
  state!: TrackingState;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  /** The job's ZIP: the position's drive is worked out to it. */
  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  /** The promised window's end: the estimate is late after it. */
  @Column({ type: 'datetime' })
  windowEnd!: Date;

  @Column({ type: 'decimal', precision: 10, scale: 7, nullable: true })
  latitude!: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 7, nullable: true })
  longitude!: string | null;

  @Column({ type: 'datetime', nullable: true })
  positionAt!: Date | null;

  /** The expected arrival: the DAD's own estimate at On my way, then each position's; null once there. */
  @Column({ type: 'datetime', nullable: true })
  expectedAt!: Date | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** The late warnings a booking's customer got (issue 43): how many, and the arrival the last one said. */
@Entity('late_warnings')
export class LateWarningEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  bookingId!: string;

  @Column({ type: 'int' })
  warnings!: number;

  @Column({ type: 'datetime' })
  lastEstimate!: Date;
}
