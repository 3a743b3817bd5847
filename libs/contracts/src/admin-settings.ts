import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-forms';
import { requiredText } from './auth';

/** The admin's settings form (dad-and-admin §3): business hours, policies, fees, service area. */

const time = (required: string) => requiredText(required).regex(/^([01]\d|2[0-3]):[0-5]\d$/, ADMIN_MESSAGES.time);
const nonNegativeDecimal = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, ADMIN_MESSAGES.positive)
  .transform((v) => Number(v).toFixed(2));
const wholeHours = z.coerce.number({ error: ADMIN_MESSAGES.wholeHours }).int(ADMIN_MESSAGES.wholeHours).min(0, ADMIN_MESSAGES.positive).max(24 * 365, 'Must be at most a year of hours');

/** ZIP codes as a list or the form's comma-separated text: trimmed, blanks dropped, each five digits (the bad ones named). */
const zipCodes = z
  .union([z.array(z.string()), z.string()], { error: ADMIN_MESSAGES.zipCodes })
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map((z) => z.trim()).filter(Boolean))])
  .superRefine((zips, ctx) => {
    if (!zips.length) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.zipCodes });
    const bad = zips.filter((z) => !/^\d{5}$/.test(z));
    if (bad.length) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.badZips(bad) });
  });

/** PATCH /api/admin/settings: the fields sent change; the result must still make sense (start before end). */
export const updateSettingsSchema = z
  .object({
    serviceAreaZipCodes: zipCodes,
    businessHoursStart: time(ADMIN_MESSAGES.hoursStart),
    businessHoursEnd: time(ADMIN_MESSAGES.hoursEnd),
    washPointsPerDollar: nonNegativeDecimal,
    washPointsRedemptionRate: nonNegativeDecimal,
    minAdvanceBookingHours: wholeHours,
    cancellationPolicyHours: wholeHours,
    emailNotificationsEnabled: z.boolean({ error: 'Email notifications must be on or off' }),
    smsNotificationsEnabled: z.boolean({ error: 'Text messages must be on or off' }),
    maxReschedulesPerBooking: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0, ADMIN_MESSAGES.positive).max(20, 'Must be at most 20'),
    weatherRainChance: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0, ADMIN_MESSAGES.positive).max(100, 'Must be at most 100'),
    weatherHeatF: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(50, 'Must be at least 50').max(150, 'Must be at most 150'),
    requireSecondFactorForDads: z.boolean({ error: 'Two-step sign-in for DADs must be on or off' }),
    lateCancelFeeType: z.enum(['fixed', 'percent'], { error: ADMIN_MESSAGES.feeType }),
    lateCancelFeeAmount: nonNegativeDecimal,
    noShowFeeType: z.enum(['fixed', 'percent'], { error: ADMIN_MESSAGES.feeType }),
    noShowFeeAmount: nonNegativeDecimal,
  })
  .partial()
  .refine((s) => !s.businessHoursStart || !s.businessHoursEnd || s.businessHoursStart < s.businessHoursEnd, {
    message: ADMIN_MESSAGES.hoursOrder,
    path: ['businessHoursEnd'],
  })
  // In the form too, so a 150% fee is refused at once, not after the step-up code (issue 37 item 13).
  .superRefine((s, ctx) => {
    for (const fee of ['lateCancelFee', 'noShowFee'] as const) {
      if (s[`${fee}Type`] === 'percent' && Number(s[`${fee}Amount`]) > 100) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.percentOver100, path: [`${fee}Amount`] });
    }
  });
export type UpdateSettingsRequest = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;
