import twilio from 'twilio';
import { DeliveryError } from './email-sender';

export interface OutgoingSms {
  to: string;
  body: string;
}

/** Text messages through a provider; absent when none is configured (then no SMS is written to the outbox). */
export abstract class SmsSender {
  abstract send(sms: OutgoingSms): Promise<void>;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Instead of https://api.twilio.com (tests use a local stand-in). */
  apiUrl?: string;
}

/** Twilio's SDK. A 4xx answer (e.g. 21211 invalid number) is permanent; the rest is retried. */
export class TwilioSmsSender extends SmsSender {
  private readonly client: twilio.Twilio;

  constructor(private readonly config: TwilioConfig) {
    super();
    this.client = twilio(config.accountSid, config.authToken, config.apiUrl ? { httpClient: redirectedTo(config.apiUrl) } : {});
  }

  async send({ to, body }: OutgoingSms): Promise<void> {
    try {
      await this.client.messages.create({ to, from: this.config.from, body });
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new DeliveryError(`Twilio: ${(error as Error).message}`, status !== undefined && status >= 400 && status < 500 && status !== 429);
    }
  }
}

/** The SDK's own HTTP client, with api.twilio.com swapped for another origin. */
function redirectedTo(apiUrl: string): twilio.RequestClient {
  const origin = new URL(apiUrl).origin;
  const client = new twilio.RequestClient();
  const request = client.request.bind(client);
  client.request = (options) => request({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, origin) });
  return client;
}
