// Upload-burst figure for `npm run bench`: 12 uploads at once of a 7000x7000 PNG (49 megapixels, under
// the 50 MP cap, ~150 KB on the wire) against the running API, while /api/health is asked in a loop.
// Prints the API process's peak RSS, its RSS a while after the burst, and /api/health latency during it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const UPLOADS = 12;
const MB = 1024 * 1024;
/** How long after the burst the resident memory is read again. */
export const SETTLE_MS = 10_000;

/** Resident memory of a process, from /proc (Linux). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** A signed-in customer's cookie (the bench's API runs in production mode behind a pretend HTTPS proxy). */
async function signedInCookie(base) {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ email: `bench${Date.now()}@example.com`, password: 'bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

export async function uploadBurstBench(base, pid) {
  const cookie = await signedInCookie(base);
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3a7bd5' } }).png({ compressionLevel: 9 }).toBuffer();
  const upload = () => {
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'huge.png');
    return fetch(`${base}/api/images`, { method: 'POST', body: form, headers: { cookie, 'x-forwarded-proto': 'https' } }).then(async (r) => (await r.arrayBuffer(), r.status));
  };

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 25);
  let bursting = true;
  const latencies = [];
  const healthLoop = (async () => {
    while (bursting) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, upload));
  const burstMs = performance.now() - started;
  bursting = false;
  await healthLoop;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = rssOf(pid);

  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return {
    uploads: UPLOADS,
    counts,
    burstMs,
    baselineMb: baseline / MB,
    peakMb: peak / MB,
    afterMb: after / MB,
    health: { count: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies) },
  };
}
