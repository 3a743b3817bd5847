import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of promotional email: the account id signed with the server's secret
 * (SESSION_SECRET). Nothing is stored, and it never expires, as unsubscribe links should not; all
 * it can do is turn that account's promotional emails off.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  token(userId: string): string {
    return `${userId}.${this.signature(userId)}`;
  }

  /** The page the email's footer links to, and the URL a mail client POSTs to (List-Unsubscribe). */
  urls(userId: string): { pageUrl: string; oneClickUrl: string } {
    const token = encodeURIComponent(this.token(userId));
    return { pageUrl: `${this.publicUrl}/email/unsubscribe?token=${token}`, oneClickUrl: `${this.publicUrl}/api/email/unsubscribe?token=${token}` };
  }

  /** The account a token names, or null for a token this server did not sign. */
  userOf(token: string): string | null {
    const [userId, signature = ''] = token.split('.');
    const expected = Buffer.from(this.signature(userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private signature(userId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:promotional:${userId}`).digest('base64url');
  }
}
