import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource, In } from 'typeorm';
import { ImageEntity } from '../../media/images/image.entity';
import { MessageEntity } from '../../messaging/message.entity';
import { SmtpCapture } from '../../messaging/testing/smtp-capture';
import { freePort } from '../../testing/free-port';
import { QueueWorkers, until } from '../../testing/queue-workers';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** How long Redis stays away (the 30 s). */
const OUTAGE_MS = 30_000;

/**
 * Redis crashes (SIGKILL) for 30 s and comes back, with the API and a worker process running on it and
 * customers signing up, adding cars and asking for password links all along, on MariaDB: the API
 * answers everything (none of it needs Redis; a photo is taken as `processing`), the messages wait in
 * the outbox, and once Redis is back the worker resumes by itself, sends each one exactly once and
 * makes the photo's variants.
 */
describe('Redis goes away for 30 s and comes back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dd-redis-outage-'));
  const smtp = new SmtpCapture();
  let port: number;
  let redis: ChildProcess | undefined;
  let server: TestApp;
  let smtpUrl: string;
  const redisUrl = () => `redis://127.0.0.1:${port}`;
  const workers = new QueueWorkers(() => ({
    DATABASE_URL: server.config.databaseUrl,
    SESSION_SECRET: server.config.sessionSecret,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: 'outage',
    SMTP_URL: smtpUrl,
    UPLOADS_DIR: server.config.storage.localDir,
  }));

  /** A Redis of this test's own that writes every change to its append-only file, as a production one would keep queued work. */
  async function startRedis(): Promise<void> {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    await until('Redis to answer', () => pingRedis(port), (ok) => ok, 20_000);
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    smtpUrl = await smtp.start();
    server = await startTestApp('mysql', { env: { REDIS_URL: redisUrl(), QUEUE_PREFIX: 'outage', SMTP_URL: smtpUrl, SIGN_UPS_PER_ADDRESS: '1000', TRUST_PROXY: '1' } });
    await workers.start('outage-worker');
  });

  afterAll(async () => {
    workers.killAll();
    await server?.close();
    redis?.kill('SIGKILL');
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * One customer's visit, each from an address of their own (behind the one proxy TRUST_PROXY names): sign
   * up, add a car, read the packages, ask for a password link; every answer must be a success.
   */
  async function visit(n: number, failures: string[]): Promise<string> {
    const email = `redis-outage-${n}@example.com`;
    const customer = server.agent().set('X-Forwarded-For', `10.41.${n >> 8}.${n & 255}`);
    const answers = {
      'sign-up': await customer.post('/api/register').send({ email, password: 'outage-password-1', firstName: 'Rita', lastName: 'Redis' }),
      car: await customer.post('/api/cars').send({ make: 'Kia', model: 'Soul', year: 2020, vehicleType: 'sedan' }),
      packages: await customer.get('/api/packages'),
      'password link': await customer.post('/api/password/forgot').send({ email }),
      readiness: await server.agent().get('/api/health/ready'),
    };
    for (const [step, answer] of Object.entries(answers)) if (answer.status >= 300) failures.push(`${step}: ${answer.status} ${answer.text}`);
    return email;
  }

  it('keeps answering while Redis is down; the worker resumes by itself and sends every message once', async () => {
    const failures: string[] = [];
    const emails = [await visit(0, failures)];
    const messages = () => server.app.get(DataSource).getRepository(MessageEntity).find({ where: { recipient: In(emails) } });
    await until('the worker to send the first customer’s messages', messages, (rows) => rows.length > 0 && rows.every((m) => m.status === 'sent'));

    redis!.kill('SIGKILL');
    await new Promise((exited) => redis!.once('exit', exited));
    const back = Date.now() + OUTAGE_MS;
    // A profile photo uploaded meanwhile is taken at once, to be processed when Redis is back.
    const photographer = server.agent().set('X-Forwarded-For', '10.41.255.1');
    await photographer.post('/api/register').send({ email: 'redis-outage-photo@example.com', password: 'outage-password-1', firstName: 'Pia', lastName: 'Photo' }).expect(201);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const upload = await photographer.post('/api/images').field('usageType', 'profile').attach('image', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect([upload.status, upload.body.processingState]).toEqual([201, 'processing']);
    while (Date.now() < back) emails.push(await visit(emails.length, failures));
    expect(failures).toEqual([]);
    const waiting = (await messages()).filter((m) => m.status === 'pending');
    expect(waiting.length).toBeGreaterThan(0);

    await startRedis();
    emails.push(await visit(emails.length, failures));
    const all = await until('every message to be sent', messages, (rows) => rows.every((m) => m.status === 'sent'), 120_000);
    const image = () => server.app.get(DataSource).getRepository(ImageEntity).findOneByOrFail({ id: upload.body.id });
    await until('the photo uploaded meanwhile to be processed', image, (row) => row.processingState === 'ready', 60_000);

    expect(failures).toEqual([]);
    expect(workers.started.every((worker) => worker.exitCode === null)).toBe(true);
    // Exactly once: one mail per message row, none twice.
    for (const email of emails) expect(smtp.to(email)).toHaveLength(all.filter((m) => m.recipient === email).length);
    expect(all.length).toBeGreaterThanOrEqual(emails.length);
  }, 300_000);
});

async function pingRedis(port: number): Promise<boolean> {
  const { default: IORedis } = await import('ioredis');
  const client = new IORedis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
