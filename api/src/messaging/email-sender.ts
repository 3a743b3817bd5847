import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
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
  /** Promotional email: the one-click unsubscribe URL (RFC 8058). Transactional email has none. */
  unsubscribeUrl?: string | null;
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
    // RFC 8058: a mail client may unsubscribe with one POST to this URL, with no page to visit.
    ...(email.unsubscribeUrl
      ? { list: { unsubscribe: email.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
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

/**
 * Without SMTP_URL: each email becomes an .eml file under DATA_DIR/mail (and is readable in the admin
 * area). Unlike SMTP, delivery here can be made idempotent: a file appears whole (written aside,
 * then renamed) and is named after the message's key, so a message whose file exists was already
 * delivered and a worker that crashed before marking it sent does not write it twice.
 */
export class FileEmailSender extends EmailSender {
  readonly mode = 'files';
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly directory: string) {
    super();
  }

  async send(email: OutgoingEmail): Promise<void> {
    mkdirSync(this.directory, { recursive: true });
    const suffix = `-${email.key.replace(/[^\w-]/g, '_')}.eml`;
    if (readdirSync(this.directory).some((name) => name.endsWith(suffix))) return;
    const info = await this.transport.sendMail(mailOptions(email));
    // Named by time first, so the newest sort last.
    const path = join(this.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}${suffix}`);
    writeFileSync(`${path}.part`, info.message as Buffer);
    renameSync(`${path}.part`, path);
  }
}
