import type { PublicSettingsDto } from '@dd/contracts/settings';
import { SETTINGS_DEFAULTS } from '@dd/contracts/settings';
import { BOOKING_HORIZON_DAYS, BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { usePublicGetPublicSettingsQuery } from '../api/content.api';

/** The platform defaults (dad-and-admin §9). */
const DEFAULTS: PublicSettingsDto = {
  serviceAreaZipCodes: [],
  businessHoursStart: SETTINGS_DEFAULTS.businessHoursStart,
  businessHoursEnd: SETTINGS_DEFAULTS.businessHoursEnd,
  minAdvanceBookingHours: SETTINGS_DEFAULTS.minAdvanceBookingHours,
  cancellationPolicyHours: SETTINGS_DEFAULTS.cancellationPolicyHours,
  timeZone: BUSINESS_TIME_ZONE,
  bookingHorizonDays: BOOKING_HORIZON_DAYS,
  unpaidHoldMinutes: SETTINGS_DEFAULTS.unpaidHoldMinutes,
  lateCancelFeeType: SETTINGS_DEFAULTS.lateCancelFeeType,
  lateCancelFeeAmount: SETTINGS_DEFAULTS.lateCancelFeeAmount,
  noShowFeeType: SETTINGS_DEFAULTS.noShowFeeType,
  noShowFeeAmount: SETTINGS_DEFAULTS.noShowFeeAmount,
};

/**
 * The public settings, with the platform defaults standing in while they load or if the call
 * fails: text like "48 hours" always has a value, and the server enforces the real rules anyway.
 */
export function usePublicSettings() {
  const query = usePublicGetPublicSettingsQuery();
  return { ...query, settings: { ...DEFAULTS, ...query.data } };
}

/** 'HH:MM' (24 h) -> '9:00 AM'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
