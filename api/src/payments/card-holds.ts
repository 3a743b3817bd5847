const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a card hold lasts when the gateway does not say (Stripe's online card holds: 7 days). */
export const HOLD_LIFETIME_MS = 7 * DAY_MS;

/** Holds are renewed once they have less than this left, so one failed night still leaves time. */
export const RENEW_WITHIN_MS = DAY_MS;

/** A booking whose appointment is further back than this is not renewed again: its hold may lapse. */
export const RENEW_UNTIL_AFTER_APPOINTMENT_MS = 7 * DAY_MS;

/** When a hold authorized at `authorizedAt` lapses: the gateway's word, else the usual lifetime. */
export function holdExpiresAt(captureBefore: Date | null, authorizedAt: Date): Date {
  return captureBefore ?? new Date(authorizedAt.getTime() + HOLD_LIFETIME_MS);
}

/** 8900 → "89.00" (the shared rule). */
export { fromCents } from '@dd/domain/pricing';

/** "89.00" → 8900: exact, never through a float. */
export function toCents(amount: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new TypeError(`Not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number(match[2]);
}
