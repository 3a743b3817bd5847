import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CachedRead } from '../platform/cache/cached-read';
import { CacheVersions } from '../platform/cache/cache-versions';
import { BOOKING_HORIZON_DAYS, BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { SETTINGS_DEFAULTS, type PlatformSettingsDto, type PublicSettingsDto } from '@dd/contracts/settings';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from './platform-settings.entity';

/**
 * The platform settings: the one row, cached until it changes on any instance (CacheVersions), so
 * the public pages and every booking read it without a query and an admin's change applies
 * everywhere within a second.
 */
@Injectable()
export class SettingsService {
  private readonly current: CachedRead<PlatformSettingsDto>;

  constructor(@InjectRepository(PlatformSettingsEntity) private readonly settings: Repository<PlatformSettingsEntity>, versions: CacheVersions) {
    this.current = new CachedRead(versions, ['platform_settings'], () => this.load());
  }

  /** The settings; the spec's defaults (and no service area) if the row has not been made yet. */
  get(): Promise<PlatformSettingsDto> {
    return this.current.get();
  }

  private async load(): Promise<PlatformSettingsDto> {
    const row = await this.settings.findOneBy({ id: PLATFORM_SETTINGS_ID });
    if (!row) return { ...SETTINGS_DEFAULTS, serviceAreaZipCodes: [] };
    return {
      serviceAreaZipCodes: row.serviceAreaZipCodes,
      businessHoursStart: row.businessHoursStart,
      businessHoursEnd: row.businessHoursEnd,
      washPointsPerDollar: row.washPointsPerDollar,
      washPointsRedemptionRate: row.washPointsRedemptionRate,
      minAdvanceBookingHours: row.minAdvanceBookingHours,
      cancellationPolicyHours: row.cancellationPolicyHours,
      emailNotificationsEnabled: row.emailNotificationsEnabled,
      smsNotificationsEnabled: row.smsNotificationsEnabled,
      maxReschedulesPerBooking: row.maxReschedulesPerBooking,
      unpaidHoldMinutes: row.unpaidHoldMinutes,
      weatherRainChance: row.weatherRainChance,
      weatherHeatF: row.weatherHeatF,
      requireSecondFactorForDads: row.requireSecondFactorForDads,
      lateCancelFeeType: row.lateCancelFeeType,
      lateCancelFeeAmount: row.lateCancelFeeAmount,
      noShowFeeType: row.noShowFeeType,
      noShowFeeAmount: row.noShowFeeAmount,
    };
  }

  async getPublic(): Promise<PublicSettingsDto> {
    const settings = await this.get();
    return {
      serviceAreaZipCodes: settings.serviceAreaZipCodes,
      businessHoursStart: settings.businessHoursStart,
      businessHoursEnd: settings.businessHoursEnd,
      minAdvanceBookingHours: settings.minAdvanceBookingHours,
      cancellationPolicyHours: settings.cancellationPolicyHours,
      timeZone: BUSINESS_TIME_ZONE,
      bookingHorizonDays: BOOKING_HORIZON_DAYS,
      unpaidHoldMinutes: settings.unpaidHoldMinutes,
      lateCancelFeeType: settings.lateCancelFeeType,
      lateCancelFeeAmount: settings.lateCancelFeeAmount,
      noShowFeeType: settings.noShowFeeType,
      noShowFeeAmount: settings.noShowFeeAmount,
    };
  }

  /**
   * The owner's email and text switches, from the cached settings when they are current; otherwise read
   * with the caller's transaction (`manager`), which must not wait for a second connection to load them.
   */
  async notificationSwitches(manager: EntityManager): Promise<NotificationSwitches> {
    const cached = this.current.ifCurrent();
    if (!cached) return notificationSwitches(manager);
    const { emailNotificationsEnabled, smsNotificationsEnabled } = await cached;
    return { email: emailNotificationsEnabled, sms: smsNotificationsEnabled };
  }

  /** Whether a ZIP code (5 digits, or ZIP+4) is served: its first five digits must be listed. */
  async isInServiceArea(zipCode: string): Promise<boolean> {
    return isServed((await this.get()).serviceAreaZipCodes, zipCode);
  }
}

export function isServed(serviceArea: readonly string[], zipCode: string): boolean {
  const zip5 = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zipCode)?.[1];
  return !!zip5 && serviceArea.some((served) => served.trim() === zip5);
}

/** The owner's switches for sending email and texts (System Settings), read in the caller's transaction (the outbox's). */
export interface NotificationSwitches {
  email: boolean;
  sms: boolean;
}

export async function notificationSwitches(manager: EntityManager): Promise<NotificationSwitches> {
  const row = await manager.findOneBy(PlatformSettingsEntity, { id: PLATFORM_SETTINGS_ID });
  return { email: row?.emailNotificationsEnabled ?? true, sms: row?.smsNotificationsEnabled ?? true };
}
