import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { VehicleType } from '@dd/contracts/enums';
import type { Language } from '@dd/contracts/language';
import type { WaitlistEntryStatus, WaitlistOfferStatus, WaitlistWindow } from '@dd/contracts/waitlist';

export interface WaitlistVisitor {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: Language | null;
}

/**
 * A customer or a visitor waiting for a place: the days and windows that would suit, and what to book
 * when one opens. A visitor's entry has no customerId and keeps the email and/or phone offers go to.
 */
@Entity('waitlist_entries')
@Index('IDX_waitlist_entries_status_toDate', ['status', 'toDate'])
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_waitlist_entries_customerId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  customerId!: string | null;

  /** A visitor's name and where offers go (an email, a phone or both); null for a customer's entry. */
  @Column({ type: 'simple-json', nullable: true })
  visitor!: WaitlistVisitor | null;

  /** As the customer was named when they joined (the admin's list). */
  @Column({ type: 'varchar', length: 120 })
  customerName!: string;

  @Column({ type: 'varchar', length: 36 })
  packageId!: string;

  @Column({ type: 'varchar', length: 100 })
  packageName!: string;

  @Column({ type: 'simple-enum', enum: ['sedan', 'suv', 'truck'], default: 'sedan' })
  vehicleType!: VehicleType;

  /** The job's minutes for this package and size when the customer joined: what a freed place must hold. */
  @Column({ type: 'int' })
  durationMinutes!: number;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  /** 'YYYY-MM-DD', business time zone, inclusive. */
  @Column({ type: 'varchar', length: 10 })
  fromDate!: string;

  @Column({ type: 'varchar', length: 10 })
  toDate!: string;

  @Column({ type: 'simple-json' })
  windows!: WaitlistWindow[];

  @Column({ type: 'simple-enum', enum: ['waiting', 'booked', 'withdrawn'], default: 'waiting' })
  status!: WaitlistEntryStatus;

  /** The booking an accepted offer made. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/**
 * A place that opened (a cancellation, the old time of a reschedule, a DAD's new hours) on a DAD's day, offered round by
 * round until someone books it or nobody fits. `openKey` (`${dadId}|${start}` while open, null once
 * closed) is unique: the same place is never offered twice at once, whichever instance saw it free.
 */
@Entity('waitlist_openings')
@Index('IDX_waitlist_openings_status_roundEndsAt', ['status', 'roundEndsAt'])
export class WaitlistOpeningEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  dadId!: string | null;

  /** The window's start. */
  @Column({ type: 'datetime' })
  start!: Date;

  /** The booking whose change freed the place (null: the DAD's new hours opened it). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  sourceBookingId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  reason!: 'cancelled' | 'rescheduled' | 'hours';

  /** open: being offered; filled: an offer was accepted; lapsed: nobody fitted, or the time came. */
  @Column({ type: 'simple-enum', enum: ['open', 'filled', 'lapsed'], default: 'open' })
  status!: 'open' | 'filled' | 'lapsed';

  @Index('UQ_waitlist_openings_openKey', { unique: true })
  @Column({ type: 'varchar', length: 80, nullable: true })
  openKey!: string | null;

  /** Rounds offered so far; a round is claimed by a conditional update on it. */
  @Column({ type: 'int', default: 0 })
  round!: number;

  /** When the current round's offers lapse (null: no round yet). */
  @Column({ type: 'datetime', nullable: true })
  roundEndsAt!: Date | null;

  /** The entry whose accepted offer filled the place. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  filledEntryId!: string | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}

/** One waiting customer offered one opening; (openingId, entryId) is unique: nobody is offered the same place twice. */
@Entity('waitlist_offers')
@Index('UQ_waitlist_offers_opening_entry', ['openingId', 'entryId'], { unique: true })
export class WaitlistOfferEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  openingId!: string;

  @Index('IDX_waitlist_offers_entryId')
  @Column({ type: 'varchar', length: 36 })
  entryId!: string;

  @Column({ type: 'int' })
  round!: number;

  @Column({ type: 'simple-enum', enum: ['offered', 'accepted', 'expired', 'taken'], default: 'offered' })
  status!: WaitlistOfferStatus;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  bookingId!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}

/**
 * A customer whose job was moved for the weather (a `booking.rescheduled` with the weather waiver):
 * until `until`, their waiting entries are offered places before anyone else's (decision 0432).
 */
@Entity('waitlist_priorities')
export class WaitlistPriorityEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  customerId!: string;

  @Column({ type: 'datetime' })
  until!: Date;

  /** The booking whose move gave it. */
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;
}
