import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CONTACT_METHODS, type ContactMethod } from '@dd/contracts/enums';
import { ROLES, type Role } from '@dd/contracts/roles';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';
import type { Language } from '@dd/contracts/language';

@Entity('users')
// The admin customer and DAD lists: one role, newest first; search by name prefix.
@Index('IDX_users_role_createdAt', ['role', 'createdAt'])
@Index('IDX_users_firstName', ['firstName'])
@Index('IDX_users_lastName', ['lastName'])
// The admin's "Most Bookings" order, keyset paged (admin-scale migration).
@Index('IDX_users_role_bookingCount_id', ['role', 'bookingCount', 'id'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  /** A new address waiting for its confirmation link (see EmailChangeService); sign-in still uses `email`. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingEmail!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  /** argon2id hash; never leaves the users module. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ type: 'simple-enum', enum: ROLES, default: 'customer' })
  role!: Role;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profilePhotoUrl!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  profilePhotoId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'int', default: 0 })
  washPoints!: number;

  /** How many bookings the customer has made; BookingInsertSubscriber keeps it exact. */
  @Column({ type: 'int', default: 0 })
  bookingCount!: number;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'boolean', default: true })
  emailNotifications!: boolean;

  @Column({ type: 'boolean', default: false })
  smsNotifications!: boolean;

  @Column({ type: 'boolean', default: true })
  promotionalEmails!: boolean;

  @Column({ type: 'simple-enum', enum: CONTACT_METHODS, default: 'email' })
  preferredContactMethod!: ContactMethod;

  /** The language they read the product in (decision 0390); null until chosen. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language!: Language | null;

  /** The authenticator app's TOTP secret once enrolled, sealed (SecretBox); never leaves the second-factor module. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  totpSecret!: string | null;

  /** When two-step sign-in was set up (epoch ms); null without it. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  secondFactorAt!: number | null;

  /** The last 30-second step whose code signed in: a code works once (a conditional UPDATE raises it). */
  @Column({ type: 'bigint', nullable: true, select: false, transformer: epochMillisTransformer })
  totpLastStep!: number | null;

  /** Made at a visitor's checkout: its "set your password" email waits for the first card hold (PasswordLinks.sendDue). */
  @Column({ type: 'boolean', default: false, select: false })
  passwordLinkDue!: boolean;

  /** The customer whose referral code brought this one (set at their first booking; never themselves). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  referredById!: string | null;

  /** A DAD's home base: the ZIP their day's route starts from and returns to (issue 27). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  homeZip!: string | null;

  /** The ZIPs a DAD covers; null: by radius, or the whole service area when no radius either. */
  @Column({ type: 'simple-json', nullable: true })
  coverageZips!: string[] | null;

  /** A DAD covers the ZIPs whose centre is within this many miles of their base's. */
  @Column({ type: 'int', nullable: true })
  coverageRadiusMiles!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
