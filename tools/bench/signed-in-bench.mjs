// Signed-in reads under load for `npm run bench` (issue 24): a customer's GET /api/user and GET /api/bookings,
// a DAD's GET /api/dad/bookings, each at 100 connections against a bare node:http server answering the same
// bytes from a process of its own, measured right before it in the same run (the machine's load moves both).
// The same bytes are the status, headers and body the browser receives: the load generator shares the two
// cores and parses every header, so a baseline sending the body alone (also printed) pays less on both ends
// for bytes the app must send (its security headers, request id and ETag).
// On the embedded SQLite default and on a scratch MariaDB database, both with the demo data. Beside each
// figure: the server's CPU time per request (from /proc; steadier than requests per second on a shared
// machine, where the other processes take the cores). Then the frameworks alone (Express, Nest on Express:
// one route answering the same bytes) against bare node:http, which says what the framework itself costs.
// Needs `npm run build` (the API alone is enough: `npx rspack build -c api/rspack.config.js`) and, for
// MariaDB, the test account (node tools/test-setup.mjs mysql). Run alone with
// `node tools/bench/signed-in-bench.mjs [sqlite|mariadb]`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { startApi } from './api-process.mjs';

const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';
// Its own ports (API, bare server, API inspector, a second API and its inspector: port to port + 5), apart from the other parts'.
const port = Number(process.env.SIGNED_IN_BENCH_PORT ?? 3296);
const PROXIED = { 'x-forwarded-proto': 'https' };
export const GOALS = { ratio: 0.3, p99Ms: 50 };
const DEMO = {
  customer: { email: 'customer@demo.dadsdetail.com', password: 'DemoCustomer123!' },
  dad: { email: 'dad@demo.dadsdetail.com', password: 'DemoDad123!' },
};
const READS = [
  { who: 'customer', path: '/api/user' },
  { who: 'customer', path: '/api/bookings' },
  { who: 'dad', path: '/api/dad/bookings' },
];

async function signIn(base, account, from = '127.0.0.1') {
  const headers = { ...PROXIED, 'x-forwarded-for': from, 'content-type': 'application/json' };
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  // The session cookie (sign-in also sets the device cookie, for /api/login only).
  return response.headers.getSetCookie().find((c) => c.startsWith('dd.sid=')).split(';')[0];
}

/** CPU time (user + system) the process has used, in microseconds. */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1e6 / 100); // clock ticks of 1/100 s
}

const CONNECTIONS = 100;

/**
 * 100 connections for 5 s after a 1 s warm-up: requests per second, p99, errors and the servers' CPU per
 * request. `cookies`: one session per connection (each connection a person of its own, as in real use).
 * `urls`: the same path on several instances, the connections shared between them.
 */
async function load(urls, headers, pids, cookies = []) {
  const runOnce = (duration) =>
    Promise.all(
      [urls].flat().map((url, instance, all) => {
        let next = instance;
        return autocannon({
          url,
          headers,
          connections: CONNECTIONS / all.length,
          pipelining: 1,
          duration,
          // A context per connection: its own session cookie, taken in turn.
          requests: cookies.length ? [{ setupRequest: (request, context) => ({ ...request, headers: { ...request.headers, cookie: (context.cookie ??= cookies[(next += all.length) % cookies.length]) } }) }] : undefined,
        });
      }),
    );
  await runOnce(1);
  const cpuBefore = [pids].flat().reduce((sum, pid) => sum + cpuMicros(pid), 0);
  const runs = await runOnce(5);
  const total = runs.reduce((sum, run) => sum + run.requests.total, 0);
  return {
    rps: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx + run.timeouts, 0),
    cpuMicrosPerRequest: ([pids].flat().reduce((sum, pid) => sum + cpuMicros(pid), 0) - cpuBefore) / Math.max(1, total),
  };
}

const BARE = `const headers = JSON.parse(process.env.HEADERS);
require('node:http').createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(process.env.BODY);
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening'));`;

/** The body alone: what bare node:http answered before it sent the same headers too. */
const BODY_ONLY = { 'content-type': 'application/json; charset=utf-8' };

/**
 * A server in a process of its own answering `body` with `headers`: bare node:http, or a framework alone
 * (framework-floor-server.cjs).
 */
async function staticServer(body, kind = 'bare', headers = BODY_ONLY) {
  const args = kind === 'bare' ? ['-e', BARE, String(port + 1)] : [fileURLToPath(new URL('./framework-floor-server.cjs', import.meta.url)), kind, String(port + 1)];
  const child = spawn(process.execPath, args, { env: { ...process.env, BODY: body, HEADERS: JSON.stringify(headers), NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return child;
}

/** Bare node:http answering `body` with `headers`, measured now. */
async function bareRun(body, headers) {
  const bare = await staticServer(body, 'bare', headers);
  try {
    return await load(`http://127.0.0.1:${port + 1}/`, {}, bare.pid);
  } finally {
    bare.kill();
  }
}

/** One session per connection for each demo account, each from an address of its own (as people are); signed in on the first instance, sessions are shared. */
async function sessionsOf(base) {
  const cookies = {};
  for (const who of Object.keys(DEMO)) {
    cookies[who] = [];
    // Ten at a time: an account takes 20 sign-ins at once from unknown browsers (each success gives its attempt back).
    for (let i = 0; i < CONNECTIONS; i += 10) cookies[who].push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signIn(base, DEMO[who], `10.0.0.${i + j + 1}`)))));
  }
  return cookies;
}

/** The headers a response sent, but those node:http writes itself (the date, the length, the connection's). */
function sameHeaders(headers) {
  const own = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries([...headers].filter(([name]) => !own.has(name)));
}

/** Each read by 100 sessions at once on `apis` (one, or two sharing the database), after bare node:http answering the same bytes. */
async function measureAll(apis, database) {
  apis = [apis].flat();
  const cookies = await sessionsOf(apis[0].base);
  const rows = [];
  for (const { who, path } of READS) {
    const first = await fetch(apis[0].base + path, { headers: { ...PROXIED, cookie: cookies[who][0] } });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${path} as the demo ${who}: ${first.status} ${body}`);
    const bareBody = await bareRun(body);
    const bare = await bareRun(body, sameHeaders(first.headers));
    const run = await load(apis.map((api) => api.base + path), PROXIED, apis.map((api) => api.pid), cookies[who]);
    const name = `${who} GET ${path}${apis.length > 1 ? `, ${apis.length} instances` : ''}`;
    rows.push({ database, name, body, ...run, bare, ratio: run.rps / bare.rps, bodyOnlyRatio: run.rps / bareBody.rps, load: loadavg()[0] });
  }
  return rows;
}

/** Express alone and Nest on Express alone, answering /api/user's bytes: what the framework costs before any of the app's work. */
async function frameworkFloors(body) {
  const rows = [];
  for (const kind of ['express', 'nest']) {
    const bare = await bareRun(body);
    const server = await staticServer(body, kind);
    try {
      const run = await load(`http://127.0.0.1:${port + 1}/api/floor`, {}, server.pid);
      rows.push({ database: '-', name: kind === 'express' ? 'Express alone, one route' : 'Nest on Express alone, one route', ...run, bare, ratio: run.rps / bare.rps, load: loadavg()[0], floor: true });
    } finally {
      server.kill();
    }
  }
  return rows;
}

export async function signedInBench(databases = ['sqlite', 'mariadb']) {
  const rows = [];
  const env = {};
  if (databases.includes('sqlite')) {
    const api = await startApi(port, env);
    try {
      rows.push(...(await measureAll(api, 'SQLite')));
    } finally {
      api.stop();
    }
  }
  if (databases.includes('mariadb')) {
    const name = `dd_bench_signed_in_${randomBytes(4).toString('hex')}`;
    const server = await createConnection(MYSQL);
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const apis = [];
    try {
      const mariadb = { ...env, DATABASE_URL: `${MYSQL}/${name}`, SEED_DEMO: 'true', JOBS_ENABLED: 'false' };
      apis.push(await startApi(port, mariadb));
      rows.push(...(await measureAll(apis[0], 'MariaDB')));
      // A second instance on the same database, the connections shared: each answers what the other changed at once.
      apis.push(await startApi(port + 3, mariadb)); // its inspector on port + 5
      rows.push(...(await measureAll(apis, 'MariaDB')));
    } finally {
      for (const api of apis) api.stop();
      await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.end();
    }
  }
  const user = rows.find((r) => r.name.endsWith('/api/user'));
  if (user) rows.push(...(await frameworkFloors(user.body)));
  return rows;
}

/** The lines `npm run bench` prints. */
export function signedInLines(rows) {
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const cpu = (micros) => `${micros.toFixed(0).padStart(5)} µs`;
  const line = (r) =>
    `  ${r.database.padEnd(7)} ${r.name.padEnd(33)} ${r.rps.toFixed(0).padStart(6)} req/s vs bare ${r.bare.rps.toFixed(0).padStart(6)}: ratio ${r.ratio.toFixed(3)}${r.floor ? '' : ` (${verdict(r.ratio >= GOALS.ratio)}; ${r.bodyOnlyRatio.toFixed(3)} vs the body alone)`}; ` +
    `p99 ${String(r.p99).padStart(4)} ms${r.floor ? '' : ` (${verdict(r.rps > 0 && r.errors === 0 && r.p99 < GOALS.p99Ms)})`}; CPU ${cpu(r.cpuMicrosPerRequest)} per request vs bare ${cpu(r.bare.cpuMicrosPerRequest)}; errors/non-2xx ${r.errors}; load ${r.load.toFixed(2)}`;
  return [
    `\nSigned-in reads (100 connections, 5 s after a 1 s warm-up; bare node:http answering the same bytes in a process of its own, just before)   goals: ratio >= ${GOALS.ratio}, p99 < ${GOALS.p99Ms} ms`,
    ...rows.filter((r) => !r.floor).map(line),
    '  The frameworks alone, answering /api/user\'s bytes (no session, security headers, logs or database):',
    ...rows.filter((r) => r.floor).map(line),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ? [process.argv[2]] : undefined;
  console.log(signedInLines(await signedInBench(which)).join('\n'));
}
