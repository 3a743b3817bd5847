/** The settings' answers as zod schemas (the API's document and contract check); the types come from them. */
import { z } from 'zod';

const feeTypeSchema = z.enum(['fixed', 'percent']);

/** The platform settings (dad-and-admin §3), as the admin settings screen reads them. */
export const platformSettingsDtoSchema = z
  .object({
    /** Five-digit ZIP codes served. */
    serviceAreaZipCodes: z.array(z.string()),
    /** 'HH:MM' in America/Los_Angeles. */
    businessHoursStart: z.string(),
    businessHoursEnd: z.string(),
    /** Decimal strings ("1.00", "0.01"). */
    washPointsPerDollar: z.string(),
    washPointsRedemptionRate: z.string(),
    minAdvanceBookingHours: z.number(),
    cancellationPolicyHours: z.number(),
    emailNotificationsEnabled: z.boolean(),
    /** Whether the business sends texts at all (issue 43); each person's choices decide the rest. */
    smsNotificationsEnabled: z.boolean(),
    /** How many times a customer may move one booking themselves (portal, text, API); 0: no limit. Until when: cancellationPolicyHours. */
    maxReschedulesPerBooking: z.number().int(),
    /** How long an unpaid booking holds its time before it is released. */
    unpaidHoldMinutes: z.number(),
    /** The day-before weather pass (issue 44) flags an outdoor job whose hours have a precipitation chance above this percentage... */
    weatherRainChance: z.number().int(),
    /** ...or a forecast hotter than this (°F). */
    weatherHeatF: z.number().int(),
    /** DADs must set up two-step sign-in too (admins always must): until they do, they can only set it up. */
    requireSecondFactorForDads: z.boolean(),
    /** A customer's cancellation inside cancellationPolicyHours: 'fixed' dollars or a 'percent' of the total ("0.00": none, the cancellation is refused). */
    lateCancelFeeType: feeTypeSchema,
    lateCancelFeeAmount: z.string(),
    /** Nobody there when the DAD arrives: charged the same way. */
    noShowFeeType: feeTypeSchema,
    noShowFeeAmount: z.string(),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettingsDto = z.infer<typeof platformSettingsDtoSchema>;

/**
 * GET /api/settings/public: what visitors' screens need (the /service-area page, the wizard's time
 * step). Business hours are the office's hours shown as text; the arrival windows are fixed (domain).
 */
export const publicSettingsDtoSchema = z
  .object({
    serviceAreaZipCodes: z.array(z.string()),
    businessHoursStart: z.string(),
    businessHoursEnd: z.string(),
    minAdvanceBookingHours: z.number(),
    cancellationPolicyHours: z.number(),
    /** The business time zone every date and time is shown in. */
    timeZone: z.string(),
    /** How many days ahead (today included) a detail can be booked. */
    bookingHorizonDays: z.number().int(),
    /** How long the wizard's booking holds its time while the customer pays. */
    unpaidHoldMinutes: z.number(),
    /** The fees the checkout states before the card is held. */
    lateCancelFeeType: feeTypeSchema,
    lateCancelFeeAmount: z.string(),
    noShowFeeType: feeTypeSchema,
    noShowFeeAmount: z.string(),
  })
  .meta({ id: 'PublicSettings' });
export type PublicSettingsDto = z.infer<typeof publicSettingsDtoSchema>;

/** POST /api/validate-address response (customer-side §7). */
export const validateAddressResponseSchema = z.object({ isInServiceArea: z.boolean() }).meta({ id: 'ValidateAddressResponse' });
export type ValidateAddressResponse = z.infer<typeof validateAddressResponseSchema>;
