import { once } from 'node:events';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { MessageEntity } from '../../messaging/message.entity';
import { OUTBOX_JOB } from '../../messaging/outbox-worker';
import { EVENT_RECONCILIATION_JOB } from '../../payments/payment-event-reconciliation';
import { SmtpCapture } from '../../messaging/testing/smtp-capture';
import { QueueWorkers, until } from '../../testing/queue-workers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { JOBS_QUEUE } from './job-queue';
import { SIGN_IN_LOG_RETENTION_JOB } from '../../identity/auth/sign-in-events/sign-in-log-retention';
import { PLAN_VISITS_JOB } from '../../plans/plan-visit-placement';
import { PLAN_PAYMENT_RETRIES_JOB } from '../../plans/plan-payment-retries';
import { WAITLIST_ROUNDS_JOB } from '../../waitlist/waitlist-rounds';
import { WAITLIST_VISITOR_RETENTION_JOB } from '../../waitlist/waitlist-retention';
import { WEATHER_PASS_JOB } from '../../weather/weather-pass';
import { MESSAGE_RETENTION_JOB } from '../../messaging/message-retention';
import { BOOKING_RETENTION_JOB } from '../../bookings/booking-retention';
import { WEBHOOKS_JOB } from '../../integrations/webhooks/webhook-worker';
import { LATE_SWEEP_JOB } from '../../tracking/late-warnings';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLAIM_MS = 6_000;
const METRICS_TOKEN = 'queue-metrics-token-0123456789';
/** Every scheduled job the modules register. */
const SCHEDULED = [
  'card-hold-renewal',
  OUTBOX_JOB,
  EVENT_RECONCILIATION_JOB,
  'scheduled-messages',
  'unpaid-hold-release',
  PLAN_VISITS_JOB,
  PLAN_PAYMENT_RETRIES_JOB,
  SIGN_IN_LOG_RETENTION_JOB,
  WAITLIST_ROUNDS_JOB,
  WAITLIST_VISITOR_RETENTION_JOB,
  WEATHER_PASS_JOB,
  MESSAGE_RETENTION_JOB,
  BOOKING_RETENTION_JOB,
  WEBHOOKS_JOB,
  LATE_SWEEP_JOB,
];

/** Background work on BullMQ with real Redis, MariaDB, SMTP and worker processes (the built `npm run worker`). */
describe('background work on BullMQ workers, Redis and MariaDB', () => {
  const prefix = `dd-test-${process.pid}-${Date.now().toString(36)}`;
  const redis = new IORedis(REDIS_URL);
  const smtp = new SmtpCapture();
  let smtpUrl: string;
  let server: TestApp;
  const messages = () => server.app.get(DataSource).getRepository(MessageEntity);

  const workers = new QueueWorkers(() => ({
    DATABASE_URL: server.config.databaseUrl,
    SESSION_SECRET: server.config.sessionSecret,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    SMTP_URL: smtpUrl,
    OUTBOX_CLAIM_MS: String(CLAIM_MS),
  }));
  const startWorker = (name: string) => workers.start(name);

  beforeAll(async () => {
    smtpUrl = await smtp.start();
    server = await startTestApp('mysql', { env: { REDIS_URL, QUEUE_PREFIX: prefix, SMTP_URL: smtpUrl, METRICS_TOKEN } });
  }, 120_000);

  afterAll(async () => {
    workers.killAll();
    await server?.close();
    await smtp.stop();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('declares each job once in Redis, and the API runs none of them itself', async () => {
    const queue = new Queue(JOBS_QUEUE, { connection: redis, prefix });
    const schedulers = (await queue.getJobSchedulers()).map((s) => s.name).sort();
    expect(schedulers).toEqual([...SCHEDULED].sort());
    await new Promise((r) => setTimeout(r, 6_000));
    // Due jobs wait for a worker: the API took none, and its metrics say how many wait and for how long.
    expect(await queue.getJobCountByTypes('completed', 'active')).toBe(0);
    await queue.close();
    const scrape = (await server.agent().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    expect(Number(/^queue_jobs\{queue="jobs",state="waiting"\} (\d+)$/m.exec(scrape)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^queue_oldest_waiting_seconds\{queue="jobs"\} ([\d.]+)$/m.exec(scrape)?.[1])).toBeGreaterThan(1);
  });

  it('delivers a message exactly once when the worker delivering it is killed mid-send', async () => {
    const user = await server.app.get(UsersService).create({ email: 'queued@example.com', password: 'queued-password-1', firstName: 'Quinn', lastName: 'Queued', phone: null, role: 'customer' });
    const held = smtp.holdNext();
    await server.agent().post('/api/password/forgot').send({ email: user.email }).expect(200);
    const [message] = await messages().findBy({ recipient: user.email });

    const first = await startWorker('worker-a');
    await held; // worker-a has sent the whole message and waits for the server's answer
    first.kill('SIGKILL');
    await once(first, 'exit');
    expect(await messages().findOneByOrFail({ id: message.id })).toMatchObject({ status: 'pending', attempts: 1, claimedBy: expect.stringContaining(':') });

    await startWorker('worker-b');
    const sent = await until('the message to be sent', () => messages().findOneByOrFail({ id: message.id }), (m) => m.status === 'sent');
    expect(sent.attempts).toBe(2);
    // Two more delivery runs: still one copy.
    await new Promise((r) => setTimeout(r, 11_000));
    const copies = smtp.mails.filter((mail) => mail.parsed.messageId?.includes(message.idempotencyKey.replace(/[^\w.:-]/g, '-')));
    expect(copies).toHaveLength(1);
    expect(copies[0].to).toEqual([user.email]);
  }, 120_000);

  it('runs the scheduled jobs on the worker, each inside the one-connection rule', async () => {
    const queue = new Queue(JOBS_QUEUE, { connection: redis, prefix });
    const completed = await until('scheduled jobs to complete', async () => (await queue.getCompleted(0, 200)).map((job) => job.name), (names) => names.includes('card-hold-renewal'));
    expect(new Set(completed)).toEqual(new Set(SCHEDULED));
    expect(await queue.getFailedCount()).toBe(0);
    await queue.close();
  });
});
