import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileEmailSender, type OutgoingEmail } from './email-sender';

const email = (changes: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  key: 'user:1:password_reset:1:email',
  from: '"Dad\'s Detailing" <hello@example.com>',
  to: 'cat@example.com',
  subject: 'Reset your password',
  text: 'Hi Cat',
  html: null,
  ics: null,
  ...changes,
});

describe('FileEmailSender', () => {
  let directory: string;
  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'mail-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('writes a message once: a retry after a crash before it was marked sent finds the file', async () => {
    const sender = new FileEmailSender(directory);
    await sender.send(email());
    await sender.send(email());
    await sender.send(email({ key: 'user:1:password_reset:2:email' }));
    const files = readdirSync(directory);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    expect(readFileSync(join(directory, files.find((f) => f.endsWith('-user_1_password_reset_1_email.eml'))!), 'utf8')).toContain('Message-ID: <user:1:password_reset:1:email@dads-detailing>');
  });

  it('gives promotional email the RFC 8058 one-click headers, and transactional email none', async () => {
    const sender = new FileEmailSender(directory);
    await sender.send(email({ key: 'offer', unsubscribeUrl: 'https://book.example.com/api/email/unsubscribe?token=u.s' }));
    await sender.send(email({ key: 'plain' }));
    // The headers, unfolded (a long one continues on the next line).
    const read = (key: string) =>
      readFileSync(join(directory, readdirSync(directory).find((f) => f.endsWith(`-${key}.eml`))!), 'utf8')
        .split('\n\n')[0]
        .replace(/\n[ \t]+/g, ' ');
    expect(read('offer')).toMatch(/^List-Unsubscribe: <https:\/\/book\.example\.com\/api\/email\/unsubscribe\?token=u\.s>$/m);
    expect(read('offer')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(read('plain')).not.toMatch(/List-Unsubscribe/i);
  });
});
