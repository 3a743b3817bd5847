import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import { SessionEntity } from '../../identity/auth/session.entity';
import { BookingEntity } from '../../bookings/booking.entity';
import { DEMO } from '../../app/demo/demo-accounts';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from '../../settings/platform-settings.entity';
import { UserEntity } from '../../identity/users/user.entity';
import { cookieOf, startTwoTestApps, type TestApp, type TestAppPair } from '../../testing/test-app';

const admin = { email: 'admin@example.com', password: 'admin-password-1' };
const PUBLIC_READS = ['/api/packages', '/api/settings/public', '/api/reviews', '/api/gallery', '/api/gallery?category=interior'];

/** How many queries one request made on that instance. */
async function queriesOf<T>(server: TestApp, call: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = server.queries.inRequests;
  const result = await call();
  return { result, queries: server.queries.inRequests - before };
}

const priceOf = (body: PackageDto[], name: string) => body.find((p) => p.name === name)?.basePriceSedans;

describe('public reads, sessions and replayed signed-in reads on two instances of one MariaDB database', () => {
  let apps: TestAppPair;
  let first: TestApp;
  let second: TestApp;
  let data: DataSource;

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { SEED_DEMO: 'true', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    ({ one: first, two: second } = apps);
    data = first.app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => apps?.close());

  it('answers anonymous public reads from the cache: no session work, no query once warm', async () => {
    const sessionsBefore = await data.getRepository(SessionEntity).count();
    for (const path of PUBLIC_READS) {
      await first.agent().get(path).expect(200); // warms the cache (one load at most)
      const { result, queries } = await queriesOf(first, () => first.agent().get(path).expect(200));
      expect({ path, queries }).toEqual({ path, queries: 0 });
      expect(result.headers['set-cookie']).toBeUndefined();
    }
    expect(await data.getRepository(SessionEntity).count()).toBe(sessionsBefore);
  });

  it('replays anonymous public reads before the framework, with the framework\'s own status, headers and bytes', async () => {
    for (const path of PUBLIC_READS) {
      const framework = await first.agent().get(path).set('Cookie', 'dd.sid=not-a-session').expect(200);
      await first.agent().get(path).expect(200);
      const replayed = first.replays.replayed;
      const replay = await first.agent().get(path).expect(200);
      expect({ path, replayed: first.replays.replayed }).toEqual({ path, replayed: replayed + 1 });
      expect(replay.text).toBe(framework.text);
      // Each answer has its own date and its own request id (observability/request-log.ts).
      const { date: _replayDate, 'x-request-id': replayId, ...replayHeaders } = replay.headers;
      const { date: _frameworkDate, 'x-request-id': frameworkId, ...frameworkHeaders } = framework.headers;
      expect(replayHeaders).toEqual(frameworkHeaders);
      expect(replayId).toMatch(/^[0-9a-f-]{36}$/);
      expect(replayId).not.toBe(frameworkId);
      expect(replayHeaders['content-security-policy']).toBeDefined();
      expect(replayHeaders.etag).toBeDefined();
    }
  });

  it('never replays a conditional or HEAD request, nor a route that is not a replayed read (signed-in replays: auth/signed-in-reads.int-spec.ts)', async () => {
    await first.agent().get('/api/packages').expect(200);
    const anonymous = await first.agent().get('/api/packages').expect(200);
    const browser = first.agent();
    await browser.post('/api/login').send(admin).expect(200);
    const replayed = first.replays.replayed;

    const signedIn = await browser.get('/api/packages').expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    await first.agent().get('/api/packages').set('If-None-Match', anonymous.headers.etag).expect(304);
    await first.agent().head('/api/packages').expect(200);
    await first.agent().get('/api/gallery?category=nonsense').expect(400);
    await first.agent().get('/api/gallery?category=nonsense').expect(400);
    for (let i = 0; i < 2; i++) await first.agent().get('/api/health').expect(200);
    expect(first.replays.replayed).toBe(replayed);
  });

  it('shows a change made on one instance on the other after its next poll, and at once on its own', async () => {
    const name = 'The Tidy Up';
    const read = async (server: TestApp) => priceOf((await server.agent().get('/api/packages').expect(200)).body, name);
    const original = await read(second);
    expect(original).toBeDefined();
    // Both instances hold a replayable answer now.
    for (const server of [first, second]) {
      await read(server);
      const replayed = server.replays.replayed;
      expect(await read(server)).toBe(original);
      expect(server.replays.replayed).toBe(replayed + 1);
    }

    await data.getRepository(PackageEntity).update({ name }, { basePriceSedans: '123.45' });
    expect(await read(first)).toBe('123.45');

    await second.caches.poll(); // what its timer does every second
    const { result, queries } = await queriesOf(second, () => read(second));
    expect(result).toBe('123.45');
    expect(queries).toBe(1);
    expect(await queriesOf(second, () => read(second))).toEqual({ result: '123.45', queries: 0 });
  });

  it('invalidates after a transaction commits, not on rollback', async () => {
    const hours = async (server: TestApp) => (await server.agent().get('/api/settings/public').expect(200)).body.businessHoursStart;
    const before = await hours(first);
    await expect(
      data.transaction(async (manager) => {
        await manager.getRepository(PlatformSettingsEntity).update({ id: PLATFORM_SETTINGS_ID }, { businessHoursStart: '06:30' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queriesOf(first, () => hours(first))).toEqual({ result: before, queries: 0 });

    await data.transaction((manager) => manager.getRepository(PlatformSettingsEntity).update({ id: PLATFORM_SETTINGS_ID }, { businessHoursStart: '06:30' }));
    expect(await hours(first)).toBe('06:30');
    await second.caches.poll();
    expect(await hours(second)).toBe('06:30');
  });

  it('answers a signed-in GET /api/user with one query, and a deactivated account with 401 at once (shared sessions)', async () => {
    const browser = first.agent();
    const login = await browser.post('/api/login').send(admin).expect(200);
    // The session's cookie (sign-in also sets the known-device cookie).
    const cookie = cookieOf(login);
    const { result, queries } = await queriesOf(first, () => browser.get('/api/user').expect(200));
    expect(result.body.email).toBe(admin.email);
    expect(queries).toBe(1);

    // The same cookie on the other instance: sessions are shared.
    expect((await second.agent().get('/api/user').set('Cookie', cookie).expect(200)).body.email).toBe(admin.email);

    await data.getRepository(UserEntity).update({ email: admin.email }, { isActive: false });
    await browser.get('/api/user').expect(401);
  });

  // Signed-in reads replayed per session (ReplayedReads): never older than what the database holds.
  const signIn = async (who: 'customer' | 'dad') => cookieOf(await first.agent().post('/api/login').send(DEMO[who]).expect(200));

  /** Reads on the second instance until its answer is replayed (the instance may first have to poll a change it made). */
  async function replaying(path: string, cookie: string) {
    await second.caches.poll();
    await second.agent().get(path).set('Cookie', cookie).expect(200);
    const replayed = second.replays.replayed;
    const response = await second.agent().get(path).set('Cookie', cookie).expect(200);
    expect(second.replays.replayed).toBe(replayed + 1);
    return response;
  }

  it('shows a change made through the other instance at once, without waiting for a poll', async () => {
    const cookie = await signIn('dad');
    const [job] = (await replaying('/api/dad/bookings', cookie)).body as { id: string; address: string }[];
    // The window before this instance's next poll, held open: its timer could poll at any moment.
    second.caches.onModuleDestroy();
    try {
      // Through the other instance's data source: its own subscriber announces the change.
      await data.getRepository(BookingEntity).update({ id: job.id }, { address: '1 Replay Way' });
      const replayed = second.replays.replayed;
      const after = await second.agent().get('/api/dad/bookings').set('Cookie', cookie).expect(200);
      expect(after.body.find((b: { id: string }) => b.id === job.id).address).toBe('1 Replay Way');
      // Until this instance has polled the change, its caches may be older: nothing is kept.
      await second.agent().get('/api/dad/bookings').set('Cookie', cookie).expect(200);
      expect(second.replays.replayed).toBe(replayed);
      expect((await replaying('/api/dad/bookings', cookie)).body).toEqual(after.body);
    } finally {
      await second.caches.onApplicationBootstrap(); // its timer again
    }
  });

  it("shows the customer's own change at once on either instance", async () => {
    const cookie = await signIn('customer');
    const { firstName: _old, lastName, email, phone } = (await replaying('/api/user', cookie)).body;
    await first.agent().put('/api/profile').set('Cookie', cookie).send({ firstName: 'Replayed', lastName, email, phone }).expect(200);
    expect((await second.agent().get('/api/user').set('Cookie', cookie).expect(200)).body.firstName).toBe('Replayed');
  });

  it('never answers from memory for a session signed out on the other instance, expired, or changed', async () => {
    const signedOut = await signIn('customer');
    await replaying('/api/user', signedOut);
    await first.agent().post('/api/logout').set('Cookie', signedOut).expect(200);
    await second.agent().get('/api/user').set('Cookie', signedOut).expect(401);

    const sessions = data.getRepository(SessionEntity);
    const expired = await signIn('customer');
    await replaying('/api/bookings', expired);
    await sessions.update({ id: sidOf(expired) }, { expiresAt: Date.now() - 1 });
    await second.agent().get('/api/bookings').set('Cookie', expired).expect(401);

    const changed = await signIn('customer');
    await replaying('/api/bookings', changed);
    const row = await sessions.findOneByOrFail({ id: sidOf(changed) });
    await sessions.update({ id: row.id }, { data: JSON.stringify({ ...JSON.parse(row.data), signedInAt: 1 }) });
    const replayed = second.replays.replayed;
    await second.agent().get('/api/bookings').set('Cookie', changed).expect(200);
    expect(second.replays.replayed).toBe(replayed);
  });
});

/** The session id inside a signed `dd.sid=s%3A<id>.<signature>` cookie. */
const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
