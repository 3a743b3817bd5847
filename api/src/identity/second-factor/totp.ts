import { authenticator } from 'otplib';
import { toDataURL } from 'qrcode';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_MS = 30_000;
/** A code from the step before or after is taken too (a phone's clock a little off). */
const WINDOW = 1;

authenticator.options = { window: WINDOW, step: TOTP_STEP_MS / 1000, digits: 6 };

export const newTotpSecret = (): string => authenticator.generateSecret(20);

export const totpUri = (accountName: string, issuer: string, secret: string): string => authenticator.keyuri(accountName, issuer, secret);

export const qrCodeOf = (text: string): Promise<string> => toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** The 30-second step whose code this is (within the window around `now`), or null when it is none of them. */
export function totpStepOf(code: string, secret: string, now = Date.now()): number | null {
  authenticator.options = { ...authenticator.options, epoch: now };
  const delta = authenticator.checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / TOTP_STEP_MS) + delta;
}

/** The code an authenticator app shows at `now` (the demo and the tests make codes as the app would). */
export function totpCode(secret: string, now = Date.now()): string {
  authenticator.options = { ...authenticator.options, epoch: now };
  return authenticator.generate(secret);
}
