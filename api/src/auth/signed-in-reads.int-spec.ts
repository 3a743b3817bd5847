import type { DataSource } from 'typeorm';
import type { BookingEntity } from '../bookings/booking.entity';
import { DEMO } from '../database/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { SessionEntity } from './session.entity';

/** What the people who use the app all day read most (issue 24): each signed in, as the demo accounts. */
const READS = [
  { who: 'customer', path: '/api/user', queries: 1 },
  { who: 'customer', path: '/api/bookings', queries: 3 },
  // The session with its user, the day's bookings, then at once their job sessions, tips and vehicles.
  { who: 'dad', path: '/api/dad/bookings', queries: 5 },
] as const;

/** A statement that changes data (or takes a write lock): a read request must send none. */
const WRITES = /^\s*(INSERT|UPDATE|DELETE|REPLACE|UPSERT|CREATE|ALTER|DROP)\b|\bFOR UPDATE\b/i;
/** A statement looking people up in the users table (joins from bookings to their customer and DAD are not lookups). */
const LOOKS_UP_USERS = /\bFROM\s+[`"]?users[`"]?/i;

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('dd.sid='))!.split(';')[0];

describe.each(['sqlite', 'mysql'] as const)('signed-in reads on %s', (kind) => {
  let server: TestApp;
  /** Per account, two sessions: one warms what is loaded once per instance, the other is measured. */
  const cookies: Record<string, { warm: string; measured: string }> = {};

  beforeAll(async () => {
    // Isolated: passport's serializers are process-wide, and each database gets an instance of its own.
    server = await startTestApp(kind, { env: { SEED_DEMO: 'true' }, isolated: true });
    for (const who of ['customer', 'dad'] as const) {
      const signIn = async () => cookieOf(await server.agent().post('/api/login').send(DEMO[who]).expect(200));
      cookies[who] = { warm: await signIn(), measured: await signIn() };
    }
  });
  afterAll(() => server?.close());

  /** What each of the session's reads sent, and the response. */
  async function read(path: string, cookie: string) {
    const recording = server.queries.record();
    try {
      const response = await server.agent().get(path).set('Cookie', cookie).expect(200);
      return { response, statements: recording.statements.filter((s) => s.request === `GET ${path}`) };
    } finally {
      recording.stop();
    }
  }

  it.each(READS)("$who's GET $path: writes nothing, reads the session's user once, in $queries queries; then it is replayed", async ({ who, path, queries }) => {
    await server.agent().get(path).set('Cookie', cookies[who].warm).expect(200); // anything loaded once per instance is loaded
    const replayed = server.replays.replayed;
    const first = await read(path, cookies[who].measured);
    // Nothing to store on a read: no new cookie, the session row not rewritten (express-session's rolling/touch).
    expect(first.response.headers['set-cookie']).toBeUndefined();
    expect(first.statements.filter((s) => WRITES.test(s.sql)).map((s) => s.sql)).toEqual([]);
    // The session row comes with its user in the first statement; nothing looks the user up again.
    expect(first.statements[0].sql).toMatch(/\bFROM\s+[`"]?sessions[`"]?.*\bJOIN\s+[`"]?users[`"]?/is);
    expect(first.statements.filter((s) => LOOKS_UP_USERS.test(s.sql)).map((s) => s.sql)).toEqual([]);
    expect(first.statements).toHaveLength(queries);
    expect(server.replays.replayed).toBe(replayed);

    // The same session's next read: the framework's answer sent again after one statement (the session's stamp).
    const again = await read(path, cookies[who].measured);
    expect(server.replays.replayed).toBe(replayed + 1);
    expect(again.statements.map((s) => s.sql)).toEqual([expect.stringMatching(/\bFROM\s+[`"]?sessions[`"]?\s+WHERE/i)]);
    expect(again.response.text).toBe(first.response.text);
    const { date: _d1, 'x-request-id': firstId, ...firstHeaders } = first.response.headers;
    const { date: _d2, 'x-request-id': againId, ...againHeaders } = again.response.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againHeaders['cache-control']).toBe('no-store');
    expect(againId).not.toBe(firstId);
  });
});

describe('replayed signed-in reads on two instances of one MariaDB database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let data: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    first = await startTestApp(database, { env: { SEED_DEMO: 'true' } });
    second = await startTestApp(database, { env: { SEED_DEMO: 'true' }, isolated: true });
    data = second.provider<DataSource>('DataSource');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  const signIn = async (who: 'customer' | 'dad') => cookieOf(await first.agent().post('/api/login').send(DEMO[who]).expect(200));

  /** Reads on the first instance until its answer is replayed (the instance may first have to poll a change it made). */
  async function replaying(path: string, cookie: string) {
    await first.caches.poll();
    await first.agent().get(path).set('Cookie', cookie).expect(200);
    const replayed = first.replays.replayed;
    const response = await first.agent().get(path).set('Cookie', cookie).expect(200);
    expect(first.replays.replayed).toBe(replayed + 1);
    return response;
  }

  it('shows a change made through the other instance at once, without waiting for a poll', async () => {
    const cookie = await signIn('dad');
    const [job] = (await replaying('/api/dad/bookings', cookie)).body as { id: string; address: string }[];
    // Through the other instance's data source (isolated: its entities are named, not imported): its own subscriber announces the change.
    await data.getRepository<BookingEntity>('BookingEntity').update({ id: job.id }, { address: '1 Replay Way' });
    const replayed = first.replays.replayed;
    const after = await first.agent().get('/api/dad/bookings').set('Cookie', cookie).expect(200);
    expect(after.body.find((b: { id: string }) => b.id === job.id).address).toBe('1 Replay Way');
    // Until this instance has polled the change, its caches may be older: nothing is kept.
    await first.agent().get('/api/dad/bookings').set('Cookie', cookie).expect(200);
    expect(first.replays.replayed).toBe(replayed);
    expect((await replaying('/api/dad/bookings', cookie)).body).toEqual(after.body);
  });

  it("shows the customer's own change at once on either instance", async () => {
    const cookie = await signIn('customer');
    const { firstName: _old, lastName, email, phone } = (await replaying('/api/user', cookie)).body;
    await second.agent().put('/api/profile').set('Cookie', cookie).send({ firstName: 'Replayed', lastName, email, phone }).expect(200);
    expect((await first.agent().get('/api/user').set('Cookie', cookie).expect(200)).body.firstName).toBe('Replayed');
  });

  it('never answers from memory for a session signed out on the other instance, expired, or changed', async () => {
    const signedOut = await signIn('customer');
    await replaying('/api/user', signedOut);
    await second.agent().post('/api/logout').set('Cookie', signedOut).expect(200);
    await first.agent().get('/api/user').set('Cookie', signedOut).expect(401);

    const sessions = data.getRepository<SessionEntity>('SessionEntity');
    const expired = await signIn('customer');
    await replaying('/api/bookings', expired);
    await sessions.update({ id: sidOf(expired) }, { expiresAt: Date.now() - 1 });
    await first.agent().get('/api/bookings').set('Cookie', expired).expect(401);

    const changed = await signIn('customer');
    await replaying('/api/bookings', changed);
    const row = await sessions.findOneByOrFail({ id: sidOf(changed) });
    await sessions.update({ id: row.id }, { data: JSON.stringify({ ...JSON.parse(row.data), signedInAt: 1 }) });
    const replayed = first.replays.replayed;
    await first.agent().get('/api/bookings').set('Cookie', changed).expect(200);
    expect(first.replays.replayed).toBe(replayed);
  });
});

/** The session id inside a signed `dd.sid=s%3A<id>.<signature>` cookie. */
const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
