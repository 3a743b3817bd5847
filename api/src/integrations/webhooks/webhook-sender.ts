import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from './public-address';

/** How long a receiver has to answer one try. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SendResult {
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs one signed event (Standard Webhooks, through its library): `webhook-id` is the delivery's id,
 * `webhook-timestamp` the time of this try, `webhook-signature` `v1,<HMAC-SHA256>` over
 * `<id>.<timestamp>.<body>` with the endpoint's `whsec_` secret. A 2xx is success; anything else,
 * a timeout or a refused address is a failed try. Redirects are not followed (a 3xx fails).
 */
export class WebhookSender {
  constructor(private readonly allowPrivate: boolean) {}

  /** The reason `url` may not be called, or null: a host that is, or resolves to, a private address outside allowPrivate. */
  refusal(url: string): string | null {
    const { hostname, protocol } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return 'The URL must start with https:// or http://';
    const host = hostname.replace(/^\[|\]$/g, '');
    if (this.allowPrivate) return null;
    if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host))) return `${host} is a private or loopback address`;
    return null;
  }

  send(url: string, secret: string, id: string, body: string, now = new Date()): Promise<SendResult> {
    const refused = this.refusal(url);
    if (refused) return Promise.resolve({ statusCode: null, error: refused });
    const signature = new Webhook(secret).sign(id, now, body);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'DadsDetailing-Webhooks/1',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const target = new URL(url);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const call = request(target, { method: 'POST', headers, lookup: guardedLookup(this.allowPrivate) as never, timeout: SEND_TIMEOUT_MS }, (response) => {
        response.resume();
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        response.on('end', () => resolve({ statusCode, error: ok ? null : `The receiver answered ${statusCode}` }));
        response.on('error', (error) => resolve({ statusCode, error: error.message }));
      });
      call.on('timeout', () => call.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s`)));
      call.on('error', (error) => resolve({ statusCode: null, error: error instanceof PrivateAddressError ? error.message : `Could not reach the receiver: ${error.message}` }));
      call.end(body);
    });
  }
}
