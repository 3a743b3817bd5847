import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

export interface OutgoingEmail {
  /** The outbox row's idempotency key: it becomes the Message-ID, so a resent copy is recognisably the same message. */
  key: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  ics: string | null;
}

/** A failure worth recording; `permanent` ones (a refused address) are not tried again. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Where email goes: an SMTP server, or .eml files an admin can read (the embedded default). */
export abstract class EmailSender {
  abstract readonly mode: 'smtp' | 'files';
  abstract send(email: OutgoingEmail): Promise<void>;
  close(): void {}
}

function mailOptions(email: OutgoingEmail): SendMailOptions {
  const method = email.ics ? /^METHOD:(\w+)/m.exec(email.ics)?.[1] : undefined;
  return {
    messageId: `<${email.key.replace(/[^\w.:-]/g, '-')}@dads-detailing>`,
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    // text/calendar alternative plus invite.ics: what calendar clients look for in an invite.
    icalEvent: email.ics ? { method: method ?? 'REQUEST', filename: 'invite.ics', content: email.ics } : undefined,
  };
}

/** Email over SMTP (SMTP_URL). A 5xx answer (e.g. an unknown mailbox) is permanent; anything else is retried. */
export class SmtpEmailSender extends EmailSender {
  readonly mode = 'smtp';
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    super();
    // A send gives up long before a worker's claim on the message (CLAIM_MS) runs out, so no other worker sends it meanwhile.
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail(mailOptions(email));
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, code !== undefined && code >= 500);
    }
  }

  override close(): void {
    this.transport.close();
  }
}

/** Without SMTP_URL: each email becomes an .eml file under DATA_DIR/mail (and is readable in the admin area). */
export class FileEmailSender extends EmailSender {
  readonly mode = 'files';
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly directory: string) {
    super();
  }

  async send(email: OutgoingEmail): Promise<void> {
    const info = await this.transport.sendMail(mailOptions(email));
    mkdirSync(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.key.replace(/[^\w-]/g, '_')}.eml`;
    writeFileSync(join(this.directory, name), info.message as Buffer);
  }
}
