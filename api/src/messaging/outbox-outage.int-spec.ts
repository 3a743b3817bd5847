import { DataSource, In } from 'typeorm';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MessageEntity } from './message.entity';
import { Outbox } from './outbox';
import { backoffMs, MAX_ATTEMPTS, OutboxWorker } from './outbox-worker';
import { SmtpCapture } from './testing/smtp-capture';
import { TwilioStandIn, twilioEnv } from './testing/twilio-stand-in';

const MINUTE = 60_000;

/**
 * The mail server and Twilio go away while customers keep asking for things that send messages, on
 * MariaDB with the real nodemailer and twilio SDK: the customers are answered at once, every message
 * waits in the outbox with the reason for the admin, and once both are back each goes out exactly once.
 */
describe('SMTP down and Twilio failing, then back: nothing lost, nothing sent twice', () => {
  const smtp = new SmtpCapture();
  const twilio = new TwilioStandIn();
  let smtpPort: number;
  let server: TestApp;
  const worker = () => server.app.get(OutboxWorker);
  const rows = (ids: string[]) => server.app.get(DataSource).getRepository(MessageEntity).find({ where: { id: In(ids) }, order: { recipient: 'ASC' } });

  beforeAll(async () => {
    smtpPort = Number(new URL(await smtp.start()).port);
    const twilioUrl = await twilio.start();
    server = await startTestApp('mysql', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...twilioEnv(twilioUrl),
        SIGN_UPS_PER_ADDRESS: '1000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp.stop();
    await twilio.stop();
  });

  it('keeps every email and text in the outbox while the providers are away and delivers each once when they return', async () => {
    await smtp.stop();
    twilio.failing = 503;

    // Customers keep going meanwhile: each is answered at once, and each message is written.
    const emails = ['outage-a@example.com', 'outage-b@example.com', 'outage-c@example.com'];
    for (const email of emails) {
      const customer = server.agent();
      await customer.post('/api/register').send({ email, password: 'outage-password-1', firstName: 'Otto', lastName: 'Outage' }).expect(201);
      await customer.post('/api/password/forgot').send({ email }).expect(200);
    }
    const written = await server.app.get(DataSource).transaction((manager) =>
      server.app.get(Outbox).text(manager, { key: 'outage:text', kind: 'test', phone: '(714) 555-0142', userId: null, subject: 'Outage', body: 'Your detailer is on the way' }),
    );
    expect(written).toBe('written');
    const messages = await server.app.get(DataSource).getRepository(MessageEntity).find({ where: [{ recipient: In(emails) }, { idempotencyKey: 'outage:text:sms' }] });
    const ids = messages.map((m) => m.id);
    expect(messages.filter((m) => m.channel === 'email').length).toBeGreaterThanOrEqual(emails.length);

    // Two delivery runs during the outage, each when the messages are due: nothing goes, nothing is given up.
    const start = Date.now();
    expect(await worker().deliverDue(start, 100)).toBe(0);
    expect(await worker().deliverDue(start + backoffMs(1), 100)).toBe(0);
    for (const row of await rows(ids)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      // The admin's Messages list says why.
      expect(row.lastError).toMatch(row.channel === 'email' ? /ECONNREFUSED|connect/i : /unavailable|503/i);
    }
    expect(MAX_ATTEMPTS).toBeGreaterThan(2);

    // Both come back; the next run after the backoff sends each message once.
    await smtp.start(smtpPort);
    twilio.failing = undefined;
    const later = start + backoffMs(1) + backoffMs(2) + MINUTE;
    expect(await worker().deliverDue(later, 100)).toBe(ids.length);
    expect(await worker().deliverDue(later + 24 * 60 * MINUTE, 100)).toBe(0);

    expect((await rows(ids)).every((row) => row.status === 'sent' && row.lastError === null)).toBe(true);
    for (const email of emails) expect(smtp.to(email).length).toBe(messages.filter((m) => m.recipient === email).length);
    expect(smtp.mails.length).toBe(messages.filter((m) => m.channel === 'email').length);
    expect(twilio.messages.map((m) => [m.to, m.body])).toEqual([['+17145550142', 'Your detailer is on the way']]);
  });
});
