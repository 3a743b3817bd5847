import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { TestApp } from '../../testing/test-app';
import { TWILIO_WEBHOOK_PATH } from '../texts/twilio-webhook-path';

const ACCOUNT_SID = 'AC00000000000000000000000000000000';
/** The auth token the app is given in tests; Twilio signs its webhooks with it. */
export const TWILIO_TEST_TOKEN = 'twilio-test-token';
const FROM = '+17145550000';

/** The app's settings that send its texts through the stand-in at `apiUrl`. */
export const twilioEnv = (apiUrl: string) => ({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: apiUrl });

/**
 * Twilio's POST of a text someone sent us, signed as Twilio signs it for the app at `publicUrl`
 * (or with `signature`, to prove a forged one is refused).
 */
export function postInboundText(server: TestApp, publicUrl: string, text: { from: string; body: string; messageSid: string }, signature?: string) {
  const params = { MessageSid: text.messageSid, AccountSid: ACCOUNT_SID, From: text.from, To: FROM, Body: text.body, NumMedia: '0' };
  const signed = signature ?? twilio.getExpectedTwilioSignature(TWILIO_TEST_TOKEN, `${publicUrl}${TWILIO_WEBHOOK_PATH}`, params);
  return server.agent().post(TWILIO_WEBHOOK_PATH).type('form').set('X-Twilio-Signature', signed).send(params);
}

/**
 * A stand-in for api.twilio.com on 127.0.0.1 for tests: the real twilio SDK is pointed at it
 * (TWILIO_API_URL). It answers POST /2010-04-01/Accounts/{sid}/Messages.json as Twilio does, records
 * each message, and refuses the magic test number +15005550001 as Twilio does (400, code 21211).
 */
export class TwilioStandIn {
  readonly messages: { to: string; from: string; body: string; authorization: string }[] = [];
  /** While set, every message is refused with this status, as during an outage of Twilio's (e.g. 503). */
  failing?: number;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const match = /^\/2010-04-01\/Accounts\/(\w+)\/Messages\.json$/.exec(request.url ?? '');
        const reply = (status: number, body: object) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method !== 'POST' || !match) return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        if (this.failing) return reply(this.failing, { code: 20500, message: 'Service unavailable', status: this.failing });
        if (form.To === '+15005550001') {
          return reply(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
        }
        this.messages.push({ to: form.To, from: form.From, body: form.Body, authorization: request.headers.authorization ?? '' });
        reply(201, { sid: `SM${randomBytes(16).toString('hex')}`, account_sid: match[1], to: form.To, from: form.From, body: form.Body, status: 'queued' });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
