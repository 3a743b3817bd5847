import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { JobRunner } from '../jobs/job-runner';
import { until } from '../../testing/queue-workers';
import { MessageEntity } from '../../messaging/message.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { Metrics } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const PASSWORD = 'metrics-password-1';

/** The value of one series in a Prometheus text scrape (undefined when absent). */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** GET /metrics of a real server on MariaDB, scraped as Prometheus would. */
describe('metrics on MariaDB', () => {
  let server: TestApp;
  const scrape = async () => {
    const response = await server.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server?.close());

  it('answers only a scraper with the bearer token', async () => {
    const none = await server.agent().get('/metrics').expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', requestId: none.headers['x-request-id'] });
    await server.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`).expect(401);
    await server.agent().get('/metrics').set('Authorization', TOKEN).expect(401);
    expect(none.text).not.toContain('http_request_duration_seconds');
  });

  it('times requests by route pattern and status, replayed reads included, and counts the replays', async () => {
    const before = await scrape();
    const replayedBefore = valueOf(before, 'replayed_reads_total') ?? 0;
    for (let i = 0; i < 3; i++) await server.agent().get('/api/packages').expect(200);
    await server.agent().get('/api/bookings/5f0b1f36-0000-4000-8000-000000000001').expect(401);
    await server.agent().get('/api/bookings/5f0b1f36-0000-4000-8000-000000000002').expect(401);

    const after = await scrape();
    const packages = 'http_request_duration_seconds_count{method="GET",route="/api/packages",status="200"}';
    expect(valueOf(after, packages)! - (valueOf(before, packages) ?? 0)).toBe(3);
    expect(valueOf(after, 'replayed_reads_total')! - replayedBefore).toBeGreaterThanOrEqual(2);
    // One series for every booking id: the pattern, not the path.
    expect(valueOf(after, 'http_request_duration_seconds_count{method="GET",route="/api/bookings/:id",status="401"}')).toBe(2);
    expect(after).not.toContain('5f0b1f36');
    expect(after).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/packages",status="200"\} \d+/);
  });

  it('shows the database pool, and the process', async () => {
    // The server's own rounds (the cache poll each second, the jobs) may hold a connection for a moment.
    const text = await until('the pool idle in a scrape', scrape, (t) => valueOf(t, 'db_pool_connections_in_use') === 0, 10_000);
    expect(valueOf(text, 'db_pool_size')).toBe(2);
    expect(valueOf(text, 'db_pool_connections_in_use')).toBe(0);
    expect(valueOf(text, 'db_pool_waiting')).toBe(0);
    expect(valueOf(text, 'db_pool_acquire_timeouts_total')).toBe(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the outbox lag: how long the oldest due message has waited', async () => {
    const user = await server.app.get(UsersService).create({ email: 'metrics@example.com', password: PASSWORD, firstName: 'Mia', lastName: 'Metrics', phone: null, role: 'customer' });
    await server.agent().post('/api/password/forgot').send({ email: user.email }).expect(200);
    const messages = server.app.get(DataSource).getRepository(MessageEntity);
    expect(await messages.countBy({ status: 'pending' })).toBeGreaterThan(0);
    await messages.update({ status: 'pending' }, { nextAttemptAt: Date.now() - 120_000 });

    const text = await scrape();
    expect(valueOf(text, 'outbox_due_messages')).toBeGreaterThan(0);
    expect(valueOf(text, 'outbox_lag_seconds')).toBeGreaterThanOrEqual(120);

    await messages.update({ status: 'pending' }, { status: 'sent' });
    expect(valueOf(await scrape(), 'outbox_lag_seconds')).toBe(0);
  });

  it('times image processing and counts job runs and failures', async () => {
    await server.app.get(UsersService).create({ email: 'photos@example.com', password: PASSWORD, firstName: 'Pia', lastName: 'Photos', phone: null, role: 'customer' });
    const customer = server.agent();
    await customer.post('/api/login').send({ email: 'photos@example.com', password: PASSWORD }).expect(200);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    await customer.post('/api/images').attach('image', jpeg, { filename: 'car.jpg', contentType: 'image/jpeg' }).expect(201);
    // Refused from its first bytes: nothing is processed, nothing timed.
    await customer.post('/api/images').attach('image', Buffer.from('not an image at all'), { filename: 'car.jpg', contentType: 'image/jpeg' }).expect(400);
    // A sound header over cut-off data: processed, and refused when the decode fails.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer();
    await customer.post('/api/images').attach('image', photo.subarray(0, photo.length / 2), { filename: 'cut.jpg', contentType: 'image/jpeg' }).expect(400);

    const jobs = server.app.get(JobRunner);
    jobs.register({ name: 'metrics-test-fails', everyMs: 60_000, run: () => Promise.reject(new Error('provider down')) });
    await jobs.tick();

    const text = await scrape();
    expect(valueOf(text, 'image_processing_seconds_count{outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'image_processing_seconds_count{outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'job_runs_total{job="metrics-test-fails",outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'job_runs_total{job="card-hold-renewal",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'job_duration_seconds_count{job="card-hold-renewal"}')).toBe(1);
  });

  it('serves them without a token on an internal port of its own', async () => {
    const internal = await server.app.get(Metrics).serve(0);
    const { port } = internal.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^db_pool_connections_in_use \d+$/m);
    // The app's own work (the last test's job run, a session's stamp read) may hold a connection a moment: idle, the gauge reads 0.
    await until('an idle pool', async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text(), (text) => text.includes('db_pool_connections_in_use 0\n'), 10_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/packages`)).status).toBe(404);
  });
});
