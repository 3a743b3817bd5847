import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BOOKING_HORIZON_DAYS, BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { SETTINGS_DEFAULTS, type PlatformSettingsDto, type PublicSettingsDto } from '@dd/contracts/settings';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from './platform-settings.entity';

/**
 * The platform settings, read fresh from the one row on each call (a primary-key read), so a change
 * an admin saves applies at once on every API instance without a cache to invalidate.
 */
@Injectable()
export class SettingsService {
  constructor(@InjectRepository(PlatformSettingsEntity) private readonly settings: Repository<PlatformSettingsEntity>) {}

  /** The settings; the spec's defaults (and no service area) if the row has not been made yet. */
  async get(): Promise<PlatformSettingsDto> {
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
      unpaidHoldMinutes: row.unpaidHoldMinutes,
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
    };
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
