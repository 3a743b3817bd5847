import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ROOT } from '../testing/built-api';
import { freePort } from '../testing/free-port';
import { buildPreviousRelease } from '../testing/previous-release';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MIGRATIONS } from './migrations';

/**
 * An upgrade without downtime, as a rolling update does it: the previous release serves a MariaDB
 * database, this release starts beside it and migrates that database while customers keep signing up
 * and adding cars through both, then this release is rolled back by stopping it and starting the
 * previous one again on the migrated database (no down migration). Nothing may fail and nothing may be lost.
 */
describe('upgrade from the previous release without downtime, and back', () => {
  let OLD: string;
  let NEW: string;
  const running: ChildProcess[] = [];
  let database: TestDatabase;
  let previous: { commit: string; root: string };
  const failures: string[] = [];
  const customers: Array<{ email: string; cookie: string; cars: number }> = [];

  beforeAll(async () => {
    previous = buildPreviousRelease();
    database = await createTestDatabase('mysql');
    OLD = `http://127.0.0.1:${await freePort()}`;
    NEW = `http://127.0.0.1:${await freePort()}`;
  }, 180_000);

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await database?.drop();
  });

  /** One API process (`node dist/api/main.js` in `root`) on the shared database, once it answers. */
  async function startApi(root: string, base: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['dist/api/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: new URL(base).port,
        PUBLIC_URL: base,
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'dd-upgrade-')),
        // Both releases read each other's sessions, as instances behind one load balancer do.
        SESSION_SECRET: 'upgrade-secret-upgrade-secret-upgrade-01',
        SECRETS_KEY: 'upgrade-sealing-key-upgrade-sealing-key01',
        SIGN_UPS_PER_ADDRESS: '100000',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`API in ${root} exited with ${child.exitCode}:\n${output.slice(-4000)}`);
      if (await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false)) return child;
      if (i > 360) throw new Error(`API in ${root} did not become ready:\n${output.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  async function call(base: string, method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) failures.push(`${method} ${base}${path}: ${response.status} ${await response.clone().text()}`);
    return response;
  }

  /** A customer signs up on one release and adds a car on the other, then reads the cars back on the first. */
  async function customerVisit(signUpOn: string, carOn: string): Promise<void> {
    const email = `upgrade-${customers.length}-${Date.now()}@example.com`;
    const signUp = await call(signUpOn, 'POST', '/api/register', { email, password: 'correct horse battery', firstName: 'Ana', lastName: 'Upgrade' });
    if (!signUp.ok) return;
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith('dd.sid='))!.split(';')[0];
    const customer = { email, cookie, cars: 0 };
    customers.push(customer);
    if ((await call(carOn, 'POST', '/api/cars', { make: 'Kia', model: 'Soul', year: 2020, vehicleType: 'sedan' }, cookie)).ok) customer.cars++;
    await call(signUpOn, 'GET', '/api/cars', undefined, cookie);
  }

  /** Customers keep coming, alternating releases, until `stop` resolves. */
  async function trafficUntil(stop: Promise<unknown>, bases: () => string[]): Promise<number> {
    let done = false;
    void stop.finally(() => (done = true));
    let visits = 0;
    while (!done && failures.length < 20) {
      const [a, b] = bases();
      await customerVisit(visits % 2 ? a : b, visits % 2 ? b : a);
      visits++;
    }
    return visits;
  }

  const appliedMigrations = async (): Promise<string[]> => {
    const connection = await createConnection(database.databaseUrl!);
    try {
      const [rows] = await connection.query('SELECT name FROM migrations ORDER BY id');
      return (rows as Array<{ name: string }>).map((row) => row.name);
    } finally {
      await connection.end();
    }
  };

  it('keeps both releases answering while the new one migrates, and the previous one after a rollback', async () => {
    let old = await startApi(previous.root, OLD);
    const before = await appliedMigrations();
    const added = MIGRATIONS.map((m) => (m as { name: string }).name).filter((name) => !before.includes(name));

    // The new release starts (and migrates) while customers use the old one.
    const starting = startApi(ROOT, NEW);
    const duringMigration = await trafficUntil(starting, () => [OLD, OLD]);
    const next = await starting;
    expect(await appliedMigrations()).toEqual(expect.arrayContaining(added));

    // Both serve the migrated database, each customer crossing from one release to the other.
    for (let i = 0; i < 10; i++) await customerVisit(i % 2 ? OLD : NEW, i % 2 ? NEW : OLD);

    // Rollback: the new release goes away, the previous one is restarted on the migrated database.
    next.kill('SIGTERM');
    old.kill('SIGTERM');
    await new Promise((r) => old.once('exit', r));
    old = await startApi(previous.root, OLD);
    for (let i = 0; i < 4; i++) await customerVisit(OLD, OLD);

    expect(failures).toEqual([]);
    expect(duringMigration).toBeGreaterThan(0);
    // Nothing lost: every customer and car written through either release is read back through the previous one.
    for (const customer of customers) {
      const me = await call(OLD, 'GET', '/api/user', undefined, customer.cookie);
      expect(((await me.json()) as { email: string }).email).toBe(customer.email);
      const cars = (await (await call(OLD, 'GET', '/api/cars', undefined, customer.cookie)).json()) as unknown[];
      expect(cars).toHaveLength(customer.cars);
    }
    expect(failures).toEqual([]);
    if (added.length === 0) console.warn(`No migration since ${previous.commit}: the upgrade test ran the two releases side by side only.`);
  }, 600_000);
});
