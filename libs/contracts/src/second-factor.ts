import { z } from 'zod';
import type { Role } from './roles';

/**
 * Two-step sign-in: an authenticator app's 6-digit code (TOTP, RFC 6238) after the password, or one
 * of the single-use recovery codes given at enrolment. Required for admins; offered to everyone else.
 */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Check the time on your phone and try again.',
  expired: 'Please sign in again: the sign-in waited too long for its code.',
  required: 'Set up two-step sign-in to continue: your account needs it.',
  notStarted: 'Start the set-up again: scan the new QR code first.',
} as const;

/** Roles that must use a second factor: an admin moves money and sees every customer. */
export const ROLES_REQUIRING_SECOND_FACTOR: readonly Role[] = ['admin'];

/** Recovery codes: 10 groups of 4+4 letters and digits, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code, or a recovery code (spaces and dashes ignored, any case). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
    .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{8})$/, SECOND_FACTOR_MESSAGES.codeRequired)),
});
export type SecondFactorCodeRequest = z.input<typeof secondFactorCodeSchema>;

export { isSecondFactorChallenge, type SecondFactorChallenge } from './second-factor-challenge';

/** POST /api/account/second-factor/totp: a new secret to scan (kept in the session until confirmed). */
export const totpSetupDtoSchema = z
  .object({
    /** Base32, for typing in when the QR code cannot be scanned. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a PNG data URL. */
    qrCode: z.string(),
  })
  .meta({ id: 'TotpSetup' });
export type TotpSetupDto = z.infer<typeof totpSetupDtoSchema>;

/** POST /api/account/second-factor/totp/confirm: the recovery codes, shown once. */
export const recoveryCodesDtoSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesDtoSchema>;

/** POST /api/login's answer when a code is due (its TypeScript type stays zod-free in second-factor-challenge.ts). */
export const secondFactorChallengeSchema = z.object({ secondFactorRequired: z.literal(true) }).meta({ id: 'SecondFactorChallenge' });

/** On GET /api/user: whether the account has a second factor and whether its role must. */
export const secondFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type SecondFactorStatusDto = z.infer<typeof secondFactorStatusSchema>;

/**
 * Step-up: money and power actions (capture, release, settings, adding or deactivating a DAD, changing a
 * second factor) need a proof of who is at the keyboard from the last 5 minutes: the second factor's code,
 * or the password for an account without one. Otherwise they answer 403 STEP_UP_REQUIRED and the UI asks.
 */
export const STEP_UP_MAX_AGE_MS = 5 * 60_000;

export const STEP_UP_MESSAGES = {
  required: 'Confirm it is you to continue.',
  passwordWrong: 'That password is not right.',
  passwordRequired: 'Enter your password',
} as const;

/** POST /api/account/step-up: the code (accounts with a second factor) or the password (accounts without). */
export const stepUpSchema = z.union([
  secondFactorCodeSchema,
  z.object({ password: z.string({ error: STEP_UP_MESSAGES.passwordRequired }).min(1, STEP_UP_MESSAGES.passwordRequired).max(200) }),
]);
export type StepUpRequest = { code: string } | { password: string };
