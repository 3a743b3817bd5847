import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps every message it accepted (parsed with
 * mailparser) and refuses recipients whose address starts with "bounce" with 550, as a mail server
 * refuses an unknown mailbox.
 */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server?: SMTPServer;
  private holding?: () => void;

  /** The next message is received but never answered, as when its sender dies mid-send; resolves once it has arrived. */
  holdNext(): Promise<void> {
    return new Promise((resolve) => (this.holding = resolve));
  }

  /** Listens on `port` (default: any free one), e.g. the port of a capture stopped before, as a mail server that comes back. */
  async start(port = 0): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('bounce')) {
          const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const arrived = this.holding;
          if (arrived) {
            this.holding = undefined;
            return arrived();
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** What one address received. */
  to(address: string): CapturedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
