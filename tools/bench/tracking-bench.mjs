// The tracking links' cost (issue 43: "the tracking page's updates for 200 open links cost what the
// README states"): the built API (dist/api/main.js) on its embedded SQLite file with LINKS DADs of the
// bench's own (copies of the demo DAD), each on the way to a job of today (a copy of a demo booking),
// so LINKS tracking links are open. Then ROUNDS rounds, each as 15 seconds of the real thing: every
// DAD's phone posts a position (POST /api/dad/bookings/{id}/position: the estimate from the
// travel-time port, and the DAD's day rechecked for lateness) and every customer's page polls once
// (GET /api/track/{token}/estimate). Per kind of request: the API process's CPU (from /proc), the
// statements it sent (the API's own count, LOG_QUERY_COUNTS) and p95 as a client sees it, one at a
// time. Needs `npm run build`. `TRACKING_LINKS=20 node tools/bench/tracking-bench.mjs` runs a small one.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-process.mjs';
import { cpuMs } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const LINKS = Number(process.env.TRACKING_LINKS ?? 200);
const ROUNDS = Number(process.env.TRACKING_ROUNDS ?? 3);
const PORT = Number(process.env.TRACKING_BENCH_PORT ?? 3482);
const PROXIED = { 'x-forwarded-proto': 'https' };
// Positions across Orange County (Brea to San Clemente): the estimates move, some DADs run late.
const PLACES = [
  [33.9291, -117.8845],
  [33.7074, -117.7054],
  [33.6295, -117.8684],
  [33.4361, -117.6231],
  [33.8353, -117.9145],
];

const sqlDate = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
const wallClock = (date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

/** LINKS DADs, each with a job of today starting now: rows copied from the demo's, written before the bench signs in. */
function seed(dataDir, links) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = (table, row) => db.prepare(`INSERT INTO ${table} (${Object.keys(row).map((c) => `"${c}"`).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`).run(...Object.values(row));
  const demoDad = db.prepare("SELECT * FROM users WHERE email = 'dad@demo.dadsdetail.com'").get();
  const demoJob = db.prepare("SELECT * FROM bookings WHERE status = 'confirmed' ORDER BY createdAt LIMIT 1").get();
  const now = new Date();
  const jobs = [];
  db.transaction(() => {
    for (let i = 0; i < links; i++) {
      const dad = { ...demoDad, id: randomUUID(), email: `dad${i}@tracking-bench.example.com` };
      insert('users', dad);
      const id = randomUUID();
      insert('bookings', { ...demoJob, id, reference: id.slice(-8).toUpperCase(), dadId: dad.id, scheduledDate: sqlDate(now), startTime: wallClock(now), endTime: wallClock(new Date(now.getTime() + 3_600_000)), plannedArrival: null });
      jobs.push({ bookingId: id, email: dad.email });
    }
  })();
  db.close();
  return jobs;
}

async function call(base, path, { cookie, body } = {}) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: { ...PROXIED, ...(cookie && { cookie }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return { answer, ms: performance.now() - started, response };
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)];

export async function trackingBench({ links = LINKS, rounds = ROUNDS, port = PORT } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-tracking-bench-'));
  // Started once to migrate and seed, stopped to write the bench's rows, started again on them.
  let api = await startApi(port, { DATA_DIR: dataDir });
  api.stop();
  await new Promise((r) => setTimeout(r, 1000));
  const jobs = seed(dataDir, links);
  api = await startApi(port, { DATA_DIR: dataDir, LOG_QUERY_COUNTS: 'true', SIGN_INS_PER_ADDRESS: '100000' });
  try {
    for (const job of jobs) {
      const { response } = await call(api.base, '/api/login', { body: { email: job.email, password: 'DemoDad123!' } });
      job.cookie = response.headers.getSetCookie().find((c) => c.startsWith('dd.sid=')).split(';')[0];
      await call(api.base, `/api/dad/bookings/${job.bookingId}/on-my-way`, { cookie: job.cookie, body: { etaMinutes: 20 } });
    }
    // The token each customer got (the outbox row's text; the bench reads it from the database, as the email would carry it).
    const Database = require('better-sqlite3');
    const db = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    for (const job of jobs) job.token = /\/track\/(\S+)/.exec(db.prepare("SELECT text FROM messages WHERE idempotencyKey LIKE ? AND kind = 'on_the_way'").get(`booking:${job.bookingId}:on-the-way%`).text)[1];
    db.close();

    const queriesOf = (pattern) => api.lines.filter((line) => pattern.test(line)).map((line) => Number(line.split(' ').pop()));
    const measure = async (kind, pattern, one) => {
      const before = { cpu: cpuMs(api.pid), lines: queriesOf(pattern).length };
      const times = [];
      for (let round = 0; round < rounds; round++) for (const [i, job] of jobs.entries()) times.push(await one(job, round, i));
      const cpu = cpuMs(api.pid) - before.cpu;
      await new Promise((r) => setTimeout(r, 200));
      const counts = queriesOf(pattern).slice(before.lines);
      const requests = times.length;
      return { kind, requests, cpuMsPerRequest: cpu / requests, statementsPerRequest: counts.reduce((s, n) => s + n, 0) / Math.max(1, counts.length), p95Ms: p95(times) };
    };
    const updates = await measure('position update', /^queries POST \/api\/dad\/bookings\/[^/]+\/position /, async (job, round, i) => {
      const [latitude, longitude] = PLACES[(i + round) % PLACES.length];
      return (await call(api.base, `/api/dad/bookings/${job.bookingId}/position`, { cookie: job.cookie, body: { latitude, longitude } })).ms;
    });
    const polls = await measure('page poll', /^queries GET \/api\/track\/[^/]+\/estimate /, async (job) => (await call(api.base, `/api/track/${job.token}/estimate`)).ms);
    // Every link's phone and page once per TRACKING_POLL_SECONDS (15 s): the share of one core that costs.
    const perWindow = links * (updates.cpuMsPerRequest + polls.cpuMsPerRequest);
    return { links, rounds, updates, polls, coreShare: perWindow / 15_000 };
  } finally {
    api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function trackingLines(result) {
  const line = (r) => `  ${r.kind.padEnd(16)} ${r.requests} requests: ${r.cpuMsPerRequest.toFixed(2)} ms CPU, ${r.statementsPerRequest.toFixed(1)} statements, p95 ${r.p95Ms.toFixed(1)} ms each`;
  return [
    `tracking links (issue 43): ${result.links} open links, ${result.rounds} rounds, SQLite`,
    line(result.updates),
    line(result.polls),
    `  every phone and page once per 15 s: ${(result.coreShare * 100).toFixed(1)}% of one core`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await trackingBench();
  console.log(trackingLines(result).join('\n'));
}
