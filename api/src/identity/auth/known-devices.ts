import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

export const DEVICE_COOKIE = 'dd.device';
/** Only sign-in reads it, so no other request carries it. */
const DEVICE_COOKIE_PATH = '/api/login';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
/** Accounts one browser is remembered for (a shared family computer); the oldest goes first. */
const MAX_ACCOUNTS_PER_BROWSER = 5;

/**
 * Browsers an account signed in from before: OWASP's device cookie ("Slow brute force protection using
 * device cookies"). Each entry is a random nonce and an HMAC of the account and the nonce under
 * SESSION_SECRET, so it cannot be forged or moved to another account, and the cookie names no account.
 * Sign-in from such a browser is not held to the account-wide cap on failures, so guessing from
 * everywhere else never locks the owner out; its own failures are counted per nonce (AuthService).
 */
@Injectable()
export class KnownDevices {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The nonce of this browser's entry for `account` (a normalised email), or null when it has none. */
  recognise(request: Request, account: string): string | null {
    for (const entry of this.entries(request)) {
      const [nonce, signature] = entry.split('.');
      if (!nonce || !signature) continue;
      const expected = Buffer.from(this.sign(account, nonce));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return null;
  }

  /** Remembers this browser for `account` (a fresh nonce each time, so an old copy of the cookie ages out). */
  remember(request: Request, response: Response, account: string): void {
    const others = this.entries(request).filter((entry) => {
      const [nonce, signature] = entry.split('.');
      return nonce && signature !== this.sign(account, nonce);
    });
    const nonce = randomBytes(16).toString('base64url');
    const entries = [...others, `${nonce}.${this.sign(account, nonce)}`].slice(-MAX_ACCOUNTS_PER_BROWSER);
    response.cookie(DEVICE_COOKIE, entries.join('~'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.env === 'production',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: DEVICE_COOKIE_PATH,
    });
  }

  private sign(account: string, nonce: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`device\n${account}\n${nonce}`).digest('base64url');
  }

  private entries(request: Request): string[] {
    const header = request.headers.cookie ?? '';
    const pair = header.split(/;\s*/).find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
    if (!pair) return [];
    // Entries are base64url and '.', joined by '~': nothing to decode, and anything else is dropped.
    return pair
      .slice(DEVICE_COOKIE.length + 1)
      .split('~')
      .filter((entry) => /^[\w-]{1,64}\.[\w-]{1,64}$/.test(entry))
      .slice(-MAX_ACCOUNTS_PER_BROWSER);
  }
}
