import { DataSource, type QueryRunner } from 'typeorm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { isDatabaseBusy, type DatabasePool } from './database-pool';
import { runWork } from './work-context';

const PASSWORD = 'pool-test-password-1';
// Some tests start a second instance, which takes a while on a busy machine.
jest.setTimeout(180_000);

/** Waits for `check` to hold, asking every 100 ms for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

/** On MariaDB, nothing waits without bound: every wait ends in a fast, logged 503, and readiness tells. */
describe('the database pool on MariaDB', () => {
  let server: TestApp;
  let data: DataSource;
  let pool: DatabasePool;
  let userId: string;
  const signedIn = async () => {
    const browser = server.agent();
    await browser.post('/api/login').send({ email: 'pooled@example.com', password: PASSWORD }).expect(200);
    return browser;
  };

  beforeAll(async () => {
    server = await startTestApp('mysql', {
      env: { DATABASE_POOL_SIZE: '1', DATABASE_ACQUIRE_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '1000' },
    });
    data = server.app.get(DataSource);
    pool = server.provider<DatabasePool>('DatabasePool');
    ({ id: userId } = await server.app.get(UsersService).create({ email: 'pooled@example.com', password: PASSWORD, firstName: 'Pat', lastName: 'Pool', phone: null, role: 'customer' }));
  });
  afterAll(() => server?.close());

  /** Takes the pool's only connection, as a stuck request would. */
  async function holdTheConnection(source = data): Promise<QueryRunner> {
    const runner = source.createQueryRunner();
    await runner.connect();
    return runner;
  }

  /** Another instance on the same database, with settings of its own. */
  const instance = (env: Record<string, string>) =>
    startTestApp({ databaseUrl: server.config.databaseUrl, dataDir: server.config.dataDir, drop: async () => {} }, { isolated: true, env });

  it('answers 503 DATABASE_BUSY with Retry-After when no connection comes free in time; liveness answers, readiness says why', async () => {
    const browser = await signedIn();
    const runner = await holdTheConnection();
    try {
      // Answered while the connection is still held: the wait was bounded (no stopwatch, the machine's load is not the test's).
      const busy = await browser.get('/api/bookings').expect(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body).toMatchObject({ statusCode: 503, code: 'DATABASE_BUSY' });
      expect(pool.stats()).toMatchObject({ size: 1, inUse: 1 });
      expect(pool.stats().timeouts).toBeGreaterThanOrEqual(1);

      const live = await server.agent().get('/api/health').expect(200);
      expect(live.body.pool).toMatchObject({ size: 1, inUse: 1 });
      const ready = await server.agent().get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', reason: expect.stringContaining('waited 1500 ms for a database connection') });
    } finally {
      await runner.release();
    }
    await server.agent().get('/api/bookings').expect(401); // no cookie: the pool is not even asked
    await (await signedIn()).get('/api/bookings').expect(200);
    // Readiness comes back by itself once the pool has kept up for a while.
    await eventually(async () => (await server.agent().get('/api/health/ready')).status === 200, 15_000);
    // Nothing leaked: the connection comes back to the pool (a background job may hold it for a moment, so not at once).
    await eventually(async () => pool.stats().inUse === 0 && pool.stats().waiting === 0, 5_000);
  });

  it('bounds a wait for a row lock: the request answers 503 DATABASE_BUSY instead of waiting for the lock', async () => {
    const browser = await signedIn();
    const locker = data.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    await locker.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
    // The pool's only connection is the locker's: another instance asks.
    const other = await instance({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
    try {
      const agent = other.agent();
      await agent.post('/api/login').send({ email: 'pooled@example.com', password: PASSWORD }).expect(200);
      const busy = await agent.patch('/api/user/preferences').send({ promotionalEmails: true }).expect(503);
      expect(busy.body.code).toBe('DATABASE_BUSY');
    } finally {
      await locker.rollbackTransaction();
      await locker.release();
      await other.close();
    }
    await browser.patch('/api/user/preferences').send({ promotionalEmails: true }).expect(200);
  });

  it('bounds every statement: a long one is stopped by the server and counts as busy', async () => {
    const slow = await data.query('SELECT SLEEP(3) AS slept').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseBusy(slow)).toBe(true);
  });

  it('answers 503 REQUEST_TIMEOUT to a request still unanswered at the deadline, and drops what the route sends later', async () => {
    // Here a request would wait 5 s for a connection, past its 1 s deadline.
    const other = await instance({ DATABASE_POOL_SIZE: '1', DATABASE_ACQUIRE_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' });
    // Signed in through the first instance (sign-in alone may outlast a 1 s deadline on a busy machine); sessions are shared.
    const signIn = await server.agent().post('/api/login').send({ email: 'pooled@example.com', password: PASSWORD }).expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const bookings = () => other.agent().get('/api/bookings').set('Cookie', cookie);
    const runner = await holdTheConnection(other.provider<DataSource>('DataSource'));
    try {
      const late = await bookings().expect(503);
      expect(late.body).toMatchObject({ statusCode: 503, code: 'REQUEST_TIMEOUT' });
      expect(late.headers['retry-after']).toBe('2');
    } finally {
      await runner.release();
    }
    // The route finished later, into a closed answer, and the instance serves on.
    await bookings().expect(200);
    await other.close();
  });

  it('refuses, under test, a second connection asked for while one is held (the way a burst starved the pool)', async () => {
    const second = await runWork('a careless request', true, () =>
      data.transaction(async (manager) => {
        await manager.query('SELECT 1');
        // The default manager, not the transaction's: a second connection.
        return data.query('SELECT 1').then(
          () => null,
          (error: unknown) => error,
        );
      }),
    );
    expect(String(second)).toContain('a careless request asked for a second database connection while holding one');
  });
});
