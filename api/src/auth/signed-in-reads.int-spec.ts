import { DEMO } from '../database/seed/demo-accounts';
import type { RecordedStatement } from '../database/query-counter';
import { startTestApp, type TestApp } from '../testing/test-app';

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

describe.each(['sqlite', 'mysql'] as const)('signed-in reads on %s', (kind) => {
  let server: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    // Isolated: passport's serializers are process-wide, and each database gets an instance of its own.
    server = await startTestApp(kind, { env: { SEED_DEMO: 'true' }, isolated: true });
    for (const who of ['customer', 'dad'] as const) {
      const { email, password } = DEMO[who];
      const response = await server.agent().post('/api/login').send({ email, password }).expect(200);
      cookies[who] = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith('dd.sid='))!.split(';')[0];
    }
  });
  afterAll(() => server?.close());

  it.each(READS)("$who's GET $path: writes nothing, reads the session's user once, in $queries queries", async ({ who, path, queries }) => {
    await server.agent().get(path).set('Cookie', cookies[who]).expect(200); // anything loaded once per instance is loaded
    const recording = server.queries.record();
    let statements: RecordedStatement[];
    try {
      const response = await server.agent().get(path).set('Cookie', cookies[who]).expect(200);
      // Nothing to store on a read: no new cookie, the session row not rewritten (express-session's rolling/touch).
      expect(response.headers['set-cookie']).toBeUndefined();
      statements = recording.statements.filter((s) => s.request === `GET ${path}`);
    } finally {
      recording.stop();
    }
    expect(statements.filter((s) => WRITES.test(s.sql)).map((s) => s.sql)).toEqual([]);
    // The session row comes with its user in the first statement; nothing looks the user up again.
    expect(statements[0].sql).toMatch(/\bFROM\s+[`"]?sessions[`"]?.*\bJOIN\s+[`"]?users[`"]?/is);
    expect(statements.filter((s) => LOOKS_UP_USERS.test(s.sql)).map((s) => s.sql)).toEqual([]);
    expect(statements).toHaveLength(queries);
  });
});
