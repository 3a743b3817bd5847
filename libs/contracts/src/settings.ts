import type { PlatformSettingsDto } from './settings-dto';

/*
 * The settings' rules, without zod: the public remote's first pages read them (use-settings), and
 * zod stays out of that chunk. The answers' schemas are in settings-dto.ts.
 */
export type { PlatformSettingsDto, PublicSettingsDto, ValidateAddressResponse } from './settings-dto';

/** The spec's defaults (dad-and-admin §9), used when the settings row has not been made yet. */
export const SETTINGS_DEFAULTS: Omit<PlatformSettingsDto, 'serviceAreaZipCodes'> = {
  businessHoursStart: '09:00',
  businessHoursEnd: '17:00',
  washPointsPerDollar: '1.00',
  washPointsRedemptionRate: '0.01',
  minAdvanceBookingHours: 24,
  cancellationPolicyHours: 48,
  emailNotificationsEnabled: true,
  smsNotificationsEnabled: true,
  maxReschedulesPerBooking: 0,
  unpaidHoldMinutes: 15,
  weatherRainChance: 50,
  weatherHeatF: 100,
  requireSecondFactorForDads: false,
  lateCancelFeeType: 'percent',
  lateCancelFeeAmount: '25.00',
  noShowFeeType: 'percent',
  noShowFeeAmount: '50.00',
};

/** The fee rules of the settings, as the fee functions of @dd/domain/fees take them. */
export const feePolicyOf = (s: Pick<PlatformSettingsDto, 'cancellationPolicyHours' | 'lateCancelFeeType' | 'lateCancelFeeAmount' | 'noShowFeeType' | 'noShowFeeAmount'>) => ({
  cancellationPolicyHours: s.cancellationPolicyHours,
  lateCancelFee: { type: s.lateCancelFeeType, amount: s.lateCancelFeeAmount },
  noShowFee: { type: s.noShowFeeType, amount: s.noShowFeeAmount },
});
