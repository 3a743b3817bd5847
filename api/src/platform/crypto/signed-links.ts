import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links whose path carries `<id>.<expiry, epoch seconds>.<HMAC-SHA256>` signed with the server's
 * secret (SESSION_SECRET): nothing is stored, a changed id or expiry breaks the signature, and the
 * reader checks the expiry after it. `purpose` is signed too, so one kind's token opens no other's page.
 */
export class SignedLinks {
  constructor(
    private readonly secret: string,
    private readonly purpose: string,
    /** The page's address for a token (the app's route, written where the feature writes its links). */
    private readonly pageUrl: (token: string) => string,
  ) {}

  token(id: string, expiresAt: Date): string {
    const expiry = String(Math.floor(expiresAt.getTime() / 1000));
    return `${id}.${expiry}.${this.signature(id, expiry)}`;
  }

  url(id: string, expiresAt: Date): string {
    return this.pageUrl(this.token(id, expiresAt));
  }

  /** What a token this server signed for this purpose names; null for any other. */
  read(token: string): { id: string; expiresAt: Date } | null {
    const [id = '', expiry = '', signature = '', ...rest] = token.split('.');
    if (rest.length || !/^\d{1,12}$/.test(expiry)) return null;
    const expected = Buffer.from(this.signature(id, expiry));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { id, expiresAt: new Date(Number(expiry) * 1000) };
  }

  private signature(id: string, expiry: string): string {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${id}:${expiry}`).digest('base64url');
  }
}
