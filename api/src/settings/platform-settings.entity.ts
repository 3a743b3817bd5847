import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { moneyColumn } from '../platform/database/decimal.transformer';

/** The single settings row. */
export const PLATFORM_SETTINGS_ID = 1;

@Entity('platform_settings')
export class PlatformSettingsEntity {
  /** Always PLATFORM_SETTINGS_ID: one row, updated in place. */
  @PrimaryColumn({ type: 'int' })
  id!: number;

  /** Five-digit ZIP codes served. */
  @Column({ type: 'simple-json' })
  serviceAreaZipCodes!: string[];

  /** 'HH:MM' in America/Los_Angeles. */
  @Column({ type: 'varchar', length: 5, default: '09:00' })
  businessHoursStart!: string;

  @Column({ type: 'varchar', length: 5, default: '17:00' })
  businessHoursEnd!: string;

  @Column({ ...moneyColumn, default: '1.00' })
  washPointsPerDollar!: string;

  /** Dollar value of one point. */
  @Column({ ...moneyColumn, default: '0.01' })
  washPointsRedemptionRate!: string;

  @Column({ type: 'int', default: 24 })
  minAdvanceBookingHours!: number;

  @Column({ type: 'int', default: 48 })
  cancellationPolicyHours!: number;

  @Column({ type: 'boolean', default: true })
  emailNotificationsEnabled!: boolean;

  /** Whether the business sends texts at all (issue 43). */
  @Column({ type: 'boolean', default: true })
  smsNotificationsEnabled!: boolean;

  /** How many times a customer may move one booking themselves; 0: no limit (issue 43). */
  @Column({ type: 'int', default: 0 })
  maxReschedulesPerBooking!: number;

  /** How long an unpaid booking holds its DAD's time before the unpaid-hold job releases it. */
  @Column({ type: 'int', default: 15 })
  unpaidHoldMinutes!: number;

  /** The weather pass's limits (issue 44): a precipitation chance above this percentage, or a forecast hotter than weatherHeatF °F, flags a job. */
  @Column({ type: 'int', default: 50 })
  weatherRainChance!: number;

  @Column({ type: 'int', default: 100 })
  weatherHeatF!: number;

  /** DADs must use a second factor (admins always must). */
  @Column({ type: 'boolean', default: false })
  requireSecondFactorForDads!: boolean;

  /** Late-cancellation and no-show fees: a fixed amount in dollars or a percentage of the total. */
  @Column({ type: 'varchar', length: 10, default: 'percent' })
  lateCancelFeeType!: 'fixed' | 'percent';

  @Column({ ...moneyColumn, default: '25.00' })
  lateCancelFeeAmount!: string;

  @Column({ type: 'varchar', length: 10, default: 'percent' })
  noShowFeeType!: 'fixed' | 'percent';

  @Column({ ...moneyColumn, default: '50.00' })
  noShowFeeAmount!: string;

  @UpdateDateColumn()
  updatedAt!: Date;
}
