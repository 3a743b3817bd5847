// Many different customers at once, as a busy evening brings them, for `npm run bench`: two built API
// instances on one scratch MariaDB database (each with the default pool of 10 connections), and at 10, 50
// and 200 concurrent customers (new ones each round, half on each instance): sign-in, the whole checkout
// (book, payment intent, test card, confirm), and the customer's dashboard reads (user, bookings, rewards).
// Prints completed flows per second and p99 latency of each request. Needs `npm run build` and the test
// account (node tools/test-setup.mjs mysql). Run alone with `node tools/bench/checkout-bench.mjs`.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2id, hash } from 'argon2';
import { createConnection } from 'mysql2/promise';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';
const PORTS = [3294, 3295];
const LEVELS = [10, 50, 200];
const DADS = 40;
const POOL_SIZE = 10;
export const PASSWORD = 'bench-customer-password';
export const PROXIED = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** A built API instance (or, with `script: 'dist/api/worker.js'`, a queue worker) on `databaseUrl`; `env` adds to the settings. */
export function startApi(port, databaseUrl, env = {}, script = 'dist/api/main.js') {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-checkout-bench-'));
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORTS[0]}`,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      NODE_ENV: 'production',
      JOBS_ENABLED: 'false',
      PAYMENTS_MODE: 'test',
      // Each customer has an address of their own, behind one TLS-terminating proxy.
      TRUST_PROXY: '1',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      SECRETS_KEY: 'bench-sealing-key-bench-sealing-key-00000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    },
    stdio: 'ignore',
  });
  return { child, stop: () => (child.kill(), rmSync(dataDir, { recursive: true, force: true })) };
}

export async function waitReady(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API on ${port} did not start; run \`npm run build\` first`);
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
};

/** A request from one customer's browser (`who` keeps its address, instance and cookie); its latency goes to `latencies`. */
export async function call(who, latencies, method, path, body) {
  const started = performance.now();
  const response = await fetch(who.base + path, { method, headers: { ...PROXIED, 'x-forwarded-for': who.ip, ...(who.cookie ? { cookie: who.cookie } : {}) }, body: body && JSON.stringify(body) });
  const text = await response.text();
  latencies.push(performance.now() - started);
  // Every cookie the server set (the session, and a DAD's or admin's device cookie), kept by name.
  for (const set of response.headers.getSetCookie()) {
    const [pair] = set.split(';');
    who.jar = { ...who.jar, [pair.slice(0, pair.indexOf('='))]: pair };
    who.cookie = Object.values(who.jar).join('; ');
  }
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * `customerCount` customers and `dadCount` DADs (working 06:00-21:00 every day) straight into the
 * database, all with PASSWORD. One cheap argon2id hash for every bench account: sign-in verifies
 * whatever parameters a hash names, so the figures are the server's, not hundreds of full-cost hashes.
 */
export async function seedAccounts(db, customerCount, dadCount, tag) {
  const passwordHash = await hash(PASSWORD, { type: argon2id, memoryCost: 4096, timeCost: 2 });
  const customers = Array.from({ length: customerCount }, (_, i) => ({ id: randomUUID(), email: `${tag}${i}@bench.example.com`, passwordHash, firstName: 'Eve', lastName: `No${i}`, role: 'customer' }));
  const dads = Array.from({ length: dadCount }, (_, i) => ({ id: randomUUID(), email: `${tag}-dad${i}@bench.example.com`, passwordHash, firstName: 'Dad', lastName: `No${i}`, role: 'dad' }));
  const users = [...customers, ...dads];
  await db.query('INSERT INTO users (id, email, passwordHash, firstName, lastName, role) VALUES ?', [users.map((u) => [u.id, u.email, u.passwordHash, u.firstName, u.lastName, u.role])]);
  await db.query('INSERT INTO weekly_availability (id, dadId, dayOfWeek, startTime, endTime) VALUES ?', [
    dads.flatMap((d) => [0, 1, 2, 3, 4, 5, 6].map((day) => [randomUUID(), d.id, day, '06:00', '21:00'])),
  ]);
  return { customers, dads };
}

/** Runs every flow at once; returns flows per second, p99 per request and the answers that were not 2xx. */
async function round(flows) {
  const latencies = [];
  const failures = {};
  const started = performance.now();
  const results = await Promise.all(flows.map((flow) => flow(latencies).catch((error) => ({ status: String(error) }))));
  const seconds = (performance.now() - started) / 1000;
  for (const r of results) if (r.status !== 'ok') failures[r.status] = (failures[r.status] ?? 0) + 1;
  return { perSecond: results.filter((r) => r.status === 'ok').length / seconds, seconds, p99: percentile(latencies, 0.99), requests: latencies.length, failures };
}

export async function checkoutBench() {
  const name = `dd_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(MYSQL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = `${MYSQL}/${name}`;
  const apis = [];
  try {
    // The first instance migrates and seeds alone, then the second starts on the same database.
    apis.push(startApi(PORTS[0], databaseUrl));
    await waitReady(PORTS[0]);
    apis.push(startApi(PORTS[1], databaseUrl));
    await waitReady(PORTS[1]);

    const db = await createConnection(databaseUrl);
    const total = LEVELS.reduce((sum, n) => sum + n, 0);
    const { customers } = await seedAccounts(db, total, DADS, 'evening');
    const [[pkg]] = await db.query("SELECT id FROM packages WHERE type = 'deep_clean'");
    await db.end();

    // The bookable windows of the next 30 days, from the API itself.
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const availability = await (await fetch(`http://127.0.0.1:${PORTS[0]}/api/availability?from=${from}&to=${to}&packageId=${pkg.id}`)).json();
    const windows = availability.days.flatMap((d) => d.windows).filter((w) => w.available);

    const rows = [];
    let next = 0;
    for (const concurrency of LEVELS) {
      const group = customers.slice(next, next + concurrency).map((c, i) => ({ ...c, ip: `10.9.${(next + i) >> 8}.${(next + i) & 255}`, base: `http://127.0.0.1:${PORTS[i % 2]}` }));
      const signIn = await round(
        group.map((c) => async (latencies) => {
          const r = await call(c, latencies, 'POST', '/api/login', { email: c.email, password: PASSWORD });
          return { status: r.status === 200 ? 'ok' : r.status };
        }),
      );
      const checkout = await round(
        group.map((c, i) => async (latencies) => {
          const send = (method, path, body) => call(c, latencies, method, path, body);
          const window = windows[(next + i) % windows.length];
          const booked = await send('POST', '/api/bookings', { vehicleType: 'sedan', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: window.start });
          if (booked.status !== 201) return { status: `${booked.status} ${booked.body?.code}` };
          const intent = await send('POST', '/api/create-payment-intent', { amount: booked.body.totalAmount, bookingId: booked.body.id });
          if (intent.status !== 201) return { status: `${intent.status} ${intent.body?.code}` };
          const card = await send('POST', '/api/payments/test/confirm', { clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' });
          if (card.status !== 200) return { status: `${card.status} ${card.body?.code}` };
          const confirmed = await send('POST', `/api/bookings/${booked.body.id}/confirm-payment`);
          return { status: confirmed.status === 200 ? 'ok' : `${confirmed.status} ${confirmed.body?.code}` };
        }),
      );
      const dashboard = await round(
        group.map((c) => async (latencies) => {
          const answers = await Promise.all(['/api/user', '/api/bookings?limit=200', '/api/rewards'].map((path) => call(c, latencies, 'GET', path)));
          const bad = answers.find((a) => a.status !== 200);
          return { status: bad ? `${bad.status} ${bad.body?.code}` : 'ok' };
        }),
      );
      rows.push({ concurrency, signIn, checkout, dashboard });
      next += concurrency;
    }
    return { rows, poolSize: POOL_SIZE, instances: PORTS.length, dads: DADS };
  } finally {
    for (const api of apis) api.stop();
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await checkoutBench();
  console.log(JSON.stringify(result, null, 2));
}
