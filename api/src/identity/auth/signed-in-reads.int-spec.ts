import { DEMO } from '../../app/demo/demo-accounts';
import type { DatabaseSessionStore } from './session.store';
import { cookieOf, startTestApp, type TestApp } from '../../testing/test-app';

/** What the people who use the app all day read most (issue 24): each signed in, as the demo accounts. */
const READS = [
  { who: 'customer', path: '/api/user', queries: 1 },
  // The list's bookings and every booking's vehicles (a list shows all of a booking's cars); no count: the first page holds them all.
  { who: 'customer', path: '/api/bookings', queries: 3 },
  // The session with its user (its points), the points history and the unspent claims; the rewards on offer are kept (issue 40).
  { who: 'customer', path: '/api/rewards', queries: 3 },
  // The session with its user, the day's bookings, then at once their job sessions, tips and vehicles.
  { who: 'dad', path: '/api/dad/bookings', queries: 5 },
] as const;

/** A statement that changes data (or takes a write lock): a read request must send none. */
const WRITES = /^\s*(INSERT|UPDATE|DELETE|REPLACE|UPSERT|CREATE|ALTER|DROP)\b|\bFOR UPDATE\b/i;
/** A statement looking people up in the users table (joins from bookings to their customer and DAD are not lookups). */
const LOOKS_UP_USERS = /\bFROM\s+[`"]?users[`"]?/i;

describe.each(['sqlite', 'mysql'] as const)('signed-in reads on %s', (kind) => {
  let server: TestApp;
  const logged: string[] = [];
  /** Per account, two sessions: one warms what is loaded once per instance, the other is measured. */
  const cookies: Record<string, { warm: string; measured: string }> = {};

  beforeAll(async () => {
    // Isolated: passport's serializers are process-wide, and each database gets an instance of its own.
    server = await startTestApp(kind, { env: { SEED_DEMO: 'true', LOG_FORMAT: 'json' }, isolated: true, logDestination: { write: (line: string) => void logged.push(line) } });
    for (const who of ['customer', 'dad'] as const) {
      const signIn = async () => cookieOf(await server.agent().post('/api/login').send(DEMO[who]).expect(200));
      cookies[who] = { warm: await signIn(), measured: await signIn() };
    }
  });
  afterAll(() => server?.close());

  /** What each of the session's reads sent, and the response. */
  async function read(path: string, cookie: string) {
    const { result: response, statements } = await server.queries.during(() => server.agent().get(path).set('Cookie', cookie).expect(200));
    return { response, statements: statements.filter((s) => s.request === `GET ${path}`) };
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
    // Its request log line names the route and the user, as the framework's does.
    const lineOf = (id: unknown) => logged.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.requestId === id && line.status);
    const { userId, route } = lineOf(firstId)!;
    expect(userId).toEqual(expect.any(String));
    expect(lineOf(againId)).toMatchObject({ userId, route, status: 200 });
  });

  it('reads the sessions asked for together in one statement, and answers each request as its own user', async () => {
    const signIn = async (who: 'customer' | 'dad') => cookieOf(await server.agent().post('/api/login').send(DEMO[who]).expect(200));
    const signedOut = await signIn('customer');
    await server.agent().post('/api/logout').set('Cookie', signedOut).expect(200);
    // Fresh sessions, so none of these reads is a replay.
    const cookies = [await signIn('customer'), await signIn('dad'), signedOut];
    const store = server.provider<DatabaseSessionStore>('DatabaseSessionStore');
    const statements = jest.spyOn((store as unknown as { sessions: { query(): unknown } }).sessions, 'query');
    try {
      type Read = { passport?: { user?: string } } | null | undefined;
      const read = (sid: string) => new Promise<Read>((resolve, reject) => store.get(sid, (error, data) => (error ? reject(error) : resolve(data as Read))));
      const [customer, dad, gone] = await Promise.all(cookies.map((cookie) => read(sidOf(cookie))));
      expect(statements).toHaveBeenCalledTimes(1);
      expect(customer?.passport?.user).toEqual(expect.any(String));
      expect(dad?.passport?.user).not.toBe(customer?.passport?.user);
      expect(gone).toBeNull();
    } finally {
      statements.mockRestore();
    }
    // Over HTTP at once: each request is its own user's (those arriving while a read runs share the next).
    const answers = await Promise.all([...cookies, ...cookies].map((cookie) => server.agent().get('/api/user').set('Cookie', cookie)));
    expect(answers.map((a) => [a.status, a.body.email])).toEqual(
      [...Array(2)].flatMap(() => [[200, DEMO.customer.email], [200, DEMO.dad.email], [401, undefined]]),
    );
  });

  it("reads the stamps of replays that arrive together in one statement, and each is the session's own", async () => {
    const store = server.provider<DatabaseSessionStore>('DatabaseSessionStore');
    const signedOut = cookieOf(await server.agent().post('/api/login').send(DEMO.customer).expect(200));
    await server.agent().post('/api/logout').set('Cookie', signedOut).expect(200);
    const sids = [cookies.customer.measured, cookies.dad.measured, signedOut].map(sidOf);
    const statements = jest.spyOn((store as unknown as { sessions: { query(): unknown } }).sessions, 'query');
    try {
      const [customer, dad, gone] = await Promise.all(sids.map((sid) => store.stampOf(sid)));
      expect(statements).toHaveBeenCalledTimes(1);
      expect([customer?.data, dad?.data].map((data) => (JSON.parse(data!) as { passport?: { user?: string } }).passport?.user)).toEqual([expect.any(String), expect.any(String)]);
      expect(customer!.data).not.toBe(dad!.data);
      expect(customer!.version).toBe(dad!.version);
      expect(gone).toBeNull();
      // Asked again after those answered: a statement of its own, read afresh.
      expect(await store.stampOf(sids[0])).toEqual(customer);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});

/** The session id in a signed session cookie (`dd.sid=s:<id>.<signature>`). */
const sidOf = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]))![1];
