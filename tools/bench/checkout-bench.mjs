// Many different customers at once, as a busy evening brings them, for `npm run bench`: one and then two
// built API instances on a scratch MariaDB database each (each instance with the default pool of 10
// connections), and at 10, 50 and 200 concurrent customers (new ones each round, spread over the
// instances): sign-in, the whole checkout (book, payment intent, test card, confirm), and the customer's
// dashboard reads (user, bookings, rewards). Prints completed flows per second, p99 latency of each
// request, the database statements per flow (the instances' own count, LOG_QUERY_COUNTS) and the CPU
// milliseconds per flow of the instances and of MariaDB (/proc/<pid>/stat over the round; MariaDB's
// includes whatever else uses it on a shared machine). Needs `npm run build` and the test account
// (node tools/test-setup.mjs mysql). Run alone with `node tools/bench/checkout-bench.mjs [instances...]`;
// CHECKOUT_BENCH_PROFILE=<dir> writes a --cpu-prof profile of the first instance there.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2id, hash } from 'argon2';
import { createConnection } from 'mysql2/promise';
import { cpuMs, databasePid } from './process-cpu.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';
const PORTS = [3294, 3295];
const LEVELS = [10, 50, 200];
const DADS = 40;
const POOL_SIZE = 10;
export const PASSWORD = 'bench-customer-password';
export const PROXIED = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/**
 * A built API instance (or, with `script: 'dist/api/worker.js'`, a queue worker) on `databaseUrl`; `env` adds
 * to the settings. With `countQueries`, the instance prints each request's statement count and `queries()`
 * sums them; `nodeArgs` go before the script (a CPU profile).
 */
export function startApi(port, databaseUrl, env = {}, script = 'dist/api/main.js', { countQueries = false, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-checkout-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, script], {
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
      ...(countQueries ? { LOG_QUERY_COUNTS: 'true' } : {}),
      ...env,
    },
    stdio: ['ignore', countQueries ? 'pipe' : 'ignore', 'ignore'],
  });
  let statements = 0;
  let rest = '';
  child.stdout?.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) if (line.startsWith('queries ')) statements += Number(line.slice(line.lastIndexOf(' ') + 1));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve).kill();
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { child, stop, queries: () => statements };
}

export async function waitReady(port) {
  for (let i = 0; i < 600; i++) {
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

/**
 * Runs every flow at once; returns flows per second, p99 per request, the answers that were not 2xx, and per
 * completed flow the statements the instances sent and the CPU milliseconds they and the database spent.
 */
async function round(flows, apis, dbPid) {
  const latencies = [];
  const failures = {};
  const cpuOf = () => ({ api: apis.reduce((sum, api) => sum + cpuMs(api.child.pid), 0), db: dbPid ? cpuMs(dbPid) : NaN });
  const statementsOf = () => apis.reduce((sum, api) => sum + api.queries(), 0);
  const before = { cpu: cpuOf(), statements: statementsOf() };
  const started = performance.now();
  const results = await Promise.all(flows.map((flow) => flow(latencies).catch((error) => ({ status: String(error) }))));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuOf();
  // The count line of a request is printed as its response ends: give the last ones a moment to arrive.
  await new Promise((r) => setTimeout(r, 300));
  for (const r of results) if (r.status !== 'ok') failures[r.status] = (failures[r.status] ?? 0) + 1;
  const ok = results.filter((r) => r.status === 'ok').length;
  return {
    perSecond: ok / seconds,
    seconds,
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    failures,
    statementsPerFlow: (statementsOf() - before.statements) / ok,
    apiCpuMsPerFlow: (cpu.api - before.cpu.api) / ok,
    dbCpuMsPerFlow: (cpu.db - before.cpu.db) / ok,
  };
}

/** The bench with one instance, then with two (or the counts given), each on a database of its own. */
export async function checkoutBench(instanceCounts = [1, 2]) {
  const runs = [];
  for (const instances of instanceCounts) runs.push({ instances, rows: await checkoutRun(instances) });
  return { runs, poolSize: POOL_SIZE, dads: DADS };
}

async function checkoutRun(instances) {
  const name = `dd_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(MYSQL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = `${MYSQL}/${name}`;
  const apis = [];
  const ports = PORTS.slice(0, instances);
  const dbPid = databasePid();
  try {
    // The first instance migrates and seeds alone, then the others start on the same database.
    for (const [i, port] of ports.entries()) {
      const profile = i === 0 && process.env.CHECKOUT_BENCH_PROFILE;
      const nodeArgs = profile ? ['--require', join(root, 'tools/bench/exit-on-sigterm.cjs'), '--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : [];
      apis.push(startApi(port, databaseUrl, {}, 'dist/api/main.js', { countQueries: true, nodeArgs }));
      await waitReady(port);
    }

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
      const group = customers.slice(next, next + concurrency).map((c, i) => ({ ...c, ip: `10.9.${(next + i) >> 8}.${(next + i) & 255}`, base: `http://127.0.0.1:${ports[i % ports.length]}` }));
      const signIn = await round(
        group.map((c) => async (latencies) => {
          const r = await call(c, latencies, 'POST', '/api/login', { email: c.email, password: PASSWORD });
          return { status: r.status === 200 ? 'ok' : r.status };
        }),
        apis,
        dbPid,
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
        apis,
        dbPid,
      );
      const dashboard = await round(
        group.map((c) => async (latencies) => {
          const answers = await Promise.all(['/api/user', '/api/bookings?limit=200', '/api/rewards'].map((path) => call(c, latencies, 'GET', path)));
          const bad = answers.find((a) => a.status !== 200);
          return { status: bad ? `${bad.status} ${bad.body?.code}` : 'ok' };
        }),
        apis,
        dbPid,
      );
      rows.push({ concurrency, signIn, checkout, dashboard });
      next += concurrency;
    }
    return rows;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}

/** The printed lines of a result (bench.mjs writes them to the figures page). */
export function checkoutLines(result, verdict) {
  const lines = [`\nMany customers at once on MariaDB (pool of ${result.poolSize} connections per instance, ${result.dads} DADs); per flow: statements sent, CPU ms of the instances + MariaDB`];
  lines.push('  columns: flows/s, p99 per request, statements per flow, CPU ms per flow (API instances + MariaDB; the latter counts all its users)');
  const cell = (r) =>
    `${r.perSecond.toFixed(1).padStart(6)}/s p99 ${r.p99.toFixed(0).padStart(5)} ms ${r.statementsPerFlow.toFixed(1).padStart(5)} st ${r.apiCpuMsPerFlow.toFixed(1).padStart(6)}+${r.dbCpuMsPerFlow.toFixed(1).padEnd(5)} ms${Object.keys(r.failures).length ? ` (${Object.entries(r.failures).map(([what, n]) => `${n} x ${what}`).join(', ')})` : ''}`;
  let answered = true;
  for (const run of result.runs) {
    lines.push(`  ${run.instances} instance${run.instances > 1 ? 's' : ''}:`);
    for (const r of run.rows) {
      answered &&= [r.signIn, r.checkout, r.dashboard].every((x) => Object.keys(x.failures).every((what) => what.includes('SLOT_TAKEN')));
      lines.push(`    ${String(r.concurrency).padStart(3)} at once: sign-in ${cell(r.signIn)}`);
      lines.push(`                 checkout ${cell(r.checkout)}`);
      lines.push(`                 dashboard ${cell(r.dashboard)}`);
    }
  }
  // One line a goal, each whole (the figures page lists every line that names one).
  lines.push(`  every request answered, none refused but a window just taken: ${verdict(answered)}`);
  const busiest = result.runs.find((run) => run.instances === 2)?.rows.find((r) => r.concurrency === 200);
  if (busiest) {
    const c = busiest.checkout;
    const cpu = c.apiCpuMsPerFlow + c.dbCpuMsPerFlow;
    lines.push(`  200 at once on 2 instances: checkout p99 ${c.p99.toFixed(0)} ms per request (goal < 1500 ms: ${verdict(c.p99 < 1500)})`);
    lines.push(`  200 at once on 2 instances: ${c.perSecond.toFixed(1)} checkout flows/s (goal >= 40: ${verdict(c.perSecond >= 40)})`);
    lines.push(`  200 at once on 2 instances: ${c.statementsPerFlow.toFixed(1)} statements per checkout flow (goal <= 20: ${verdict(c.statementsPerFlow <= 20)})`);
    lines.push(`  200 at once on 2 instances: ${cpu.toFixed(1)} ms CPU per checkout flow, API + MariaDB (goal < 40 ms: ${verdict(cpu < 40)})`);
    lines.push(`  200 at once on 2 instances: ${busiest.dashboard.perSecond.toFixed(1)} dashboard flows/s (goal >= 150: ${verdict(busiest.dashboard.perSecond >= 150)})`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = process.argv.slice(2).map(Number).filter(Boolean);
  const levels = process.env.CHECKOUT_BENCH_LEVELS?.split(',').map(Number);
  if (levels) LEVELS.splice(0, LEVELS.length, ...levels);
  const result = await checkoutBench(counts.length ? counts : undefined);
  console.log(checkoutLines(result, (ok) => (ok ? 'met' : 'NOT met')).join('\n'));
}
