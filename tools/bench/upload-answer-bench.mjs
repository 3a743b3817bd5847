// How long a 12-megapixel upload waits for its answer, for `npm run bench` (part `image`), on MariaDB:
//  - with a queue (REDIS_URL): a built API instance answers once the file is checked, stored and queued,
//    while a queue worker (`dist/api/worker.js`) makes the variants of the uploads before it at the same
//    time. It runs at nice 19, the lowest priority, standing in for a worker pod on another machine: at
//    nice 10 its libvips threads (about eight at once) still took about half of the CPU the API's one
//    thread could have had;
//  - in-process (no REDIS_URL, as `npm start`): the same pipeline runs inside the request.
// One DAD sends the photos in turn, as fast as they are answered, after one warm-up upload each (the
// first upload of an instance loads code the others reuse). The time is the client's, from sending the
// request to the end of the answer's body. Each queued upload is paired with the same body sent to a bare
// node:http server in a process of its own that only reads it and answers: the floor of any upload on
// the machine at that moment (on a shared 2-core machine it moves with the other jobs). Run alone with
// `node tools/bench/upload-answer-bench.mjs` (needs `npm run build`, the test account and Redis on 127.0.0.1:6379;
// UPLOAD_ANSWER_BENCH_PORT moves its four ports, 3486 to 3489 by default).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg, setPriority } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { call, PASSWORD, PROXIED, percentile, seedAccounts, startApi, waitReady } from './checkout-bench.mjs';
import { twelveMegapixelJpeg } from './image-bench.mjs';
import { REDIS_URL, scratchDeployment } from './scratch-deployment.mjs';

const QUEUED_PORT = Number(process.env.UPLOAD_ANSWER_BENCH_PORT ?? 3486);
const IN_PROCESS_PORT = QUEUED_PORT + 1;
/** Never listened on: a worker serves no HTTP. */
const WORKER_PORT = QUEUED_PORT + 2;
const BARE_PORT = QUEUED_PORT + 3;
export const GOAL_MS = 300;
export const QUEUED_UPLOADS = 15;
export const IN_PROCESS_UPLOADS = 7;

/** One upload of `bytes` by `dad` to `base`: its answer time, status and body. */
async function upload(dad, base, bytes) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'job.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/images`, { method: 'POST', headers: { 'x-forwarded-proto': PROXIED['x-forwarded-proto'], 'x-forwarded-for': dad.ip, cookie: dad.cookie }, body: form });
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * `count` uploads of `bytes` in turn by `dad` after one warm-up; each one's answer time and state, and
 * with `bare` the answer time of the same upload to that server right after it.
 */
async function uploadsInTurn(dad, bytes, count, bare) {
  const results = [];
  for (let i = 0; i <= count; i++) {
    const { ms, status, body } = await upload(dad, dad.base, bytes);
    if (status !== 201) throw new Error(`upload answered ${status}: ${JSON.stringify(body)}`);
    const bareMs = bare && (await upload(dad, bare, bytes)).ms;
    if (i > 0) results.push({ ms, bareMs, id: body.id, state: body.processingState });
  }
  return results;
}

/** A node:http server of its own that reads a request's body to the end and answers a small JSON. */
async function startBare() {
  const server = `require('node:http').createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => { res.writeHead(201, { 'content-type': 'application/json' }); res.end('{"processingState":"processing"}'); });
  }).listen(${BARE_PORT}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return { base: `http://127.0.0.1:${BARE_PORT}`, stop: () => child.kill() };
}

const summary = (results) => ({
  count: results.length,
  p50: percentile(results.map((r) => r.ms), 0.5),
  p95: percentile(results.map((r) => r.ms), 0.95),
  max: Math.max(...results.map((r) => r.ms)),
  states: [...new Set(results.map((r) => r.state))],
  bare: results[0].bareMs === undefined ? undefined : { p50: percentile(results.map((r) => r.bareMs), 0.5), p95: percentile(results.map((r) => r.bareMs), 0.95), ratio: percentile(results.map((r) => r.ms / r.bareMs), 0.5) },
});

async function signedIn(port, account) {
  const dad = { email: account.email, ip: '10.9.0.1', base: `http://127.0.0.1:${port}` };
  const login = await call(dad, [], 'POST', '/api/login', { email: dad.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  return dad;
}

export async function uploadAnswerBench() {
  const { databaseUrl, prefix, uploads, remove } = await scratchDeployment('upload');
  const env = { UPLOADS_DIR: uploads, IMAGE_DAILY_QUOTA: '1000' };
  const queued = { ...env, REDIS_URL, QUEUE_PREFIX: prefix };
  const processes = [];
  const load = [loadavg()];
  try {
    processes.push(startApi(QUEUED_PORT, databaseUrl, queued));
    await waitReady(QUEUED_PORT);
    const worker = startApi(WORKER_PORT, databaseUrl, queued, 'dist/api/worker.js');
    processes.push(worker);
    setPriority(worker.child.pid, 19);
    const db = await createConnection(databaseUrl);
    const { dads } = await seedAccounts(db, 0, 1, 'upload');
    const bytes = await twelveMegapixelJpeg();

    const bare = await startBare();
    processes.push(bare);
    const withQueue = await uploadsInTurn(await signedIn(QUEUED_PORT, dads[0]), bytes, QUEUED_UPLOADS, bare.base);
    const lastAnswered = performance.now();
    // Every queued photo gets its variants (the figure above means nothing if the worker dropped them).
    const ids = withQueue.map((u) => u.id);
    let rows = [];
    for (;;) {
      [rows] = await db.query('SELECT processingState FROM images WHERE id IN (?)', [ids]);
      if (rows.every((r) => r.processingState !== 'processing') || performance.now() - lastAnswered > 5 * 60_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const allReadyAfterLast = (performance.now() - lastAnswered) / 1000;
    const ready = rows.filter((r) => r.processingState === 'ready').length;
    for (const p of processes.splice(0)) p.stop();

    processes.push(startApi(IN_PROCESS_PORT, databaseUrl, env));
    await waitReady(IN_PROCESS_PORT);
    const inProcess = await uploadsInTurn(await signedIn(IN_PROCESS_PORT, dads[0]), bytes, IN_PROCESS_UPLOADS);
    await db.end();
    load.push(loadavg());
    return { queued: { ...summary(withQueue), ready, allReadyAfterLast }, inProcess: summary(inProcess), load };
  } finally {
    for (const p of processes) p.stop();
    await remove();
  }
}

/** The lines `npm run bench` prints. */
export function uploadAnswerLines(r, print) {
  const ms = (value) => `${Math.round(value)} ms`;
  const q = r.queued;
  print(`  upload answered, with a queue (REDIS_URL; a worker at nice 19 processing the photos before it): ${q.count} in turn after a warm-up, p50 ${ms(q.p50)}, p95 ${ms(q.p95)}, slowest ${ms(q.max)} (goal p95 < ${GOAL_MS} ms: ${q.p95 < GOAL_MS ? 'met' : 'NOT met'}); answered as ${q.states.join(', ')}; ${q.ready} of ${q.count} ready ${q.allReadyAfterLast.toFixed(1)} s after the last answer`);
  print(`    the same body to a bare node:http server that only reads it, right after each: p50 ${ms(q.bare.p50)}, p95 ${ms(q.bare.p95)}; the upload's answer at ${q.bare.ratio.toFixed(1)}x that floor (median of the pairs)`);
  const p = r.inProcess;
  print(`  upload answered, in-process (no REDIS_URL, as npm start: the pipeline runs in the request): ${p.count} in turn after a warm-up, p50 ${ms(p.p50)}, p95 ${ms(p.p95)}; answered as ${p.states.join(', ')}`);
  print(`  load average ${r.load.map((l) => l[0].toFixed(1)).join(' at the start, ')} at the end`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  uploadAnswerLines(await uploadAnswerBench(), console.log);
}
