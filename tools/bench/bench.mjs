// `npm run bench`: figures measured in one run on this machine, printed as a table.
//  - the gzip size of the JS a browser fetches for `/` until the page is idle;
//  - each remote's entry and first chunk (the exposed module's own JS), gzipped;
//  - GET /api/packages requests/second as a ratio to a bare node:http JSON endpoint;
//  - a 12-megapixel JPEG through the image pipeline, as a ratio to one bare sharp resize;
//  - 30 days of availability computed for 50 DADs with 5,000 existing bookings;
//  - every admin list and the dashboard on MariaDB at 100,000 bookings: p95 and queries per request.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { adminBench } from './admin-bench.mjs';
import { availabilityBench } from './availability-bench.mjs';
import { imageBench } from './image-bench.mjs';

const port = 3290;
const base = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-bench-'));
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, DATABASE_URL: '', NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { stop: () => (child.kill(), rmSync(dataDir, { recursive: true, force: true })) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start; run `npm run build` first');
}

async function firstLoadJs() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), size: gzipSize(body) })));
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByText('Now serving Orange County').first().waitFor();
  const loaded = await Promise.all(scripts);
  await browser.close();
  return loaded;
}

async function remoteSizes() {
  const remotes = await (await fetch(`${base}/remotes.json`)).json();
  const rows = [];
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const manifestHref = new URL(manifestUrl, base);
    const manifest = await (await fetch(manifestHref)).json();
    const dir = new URL('./', manifestHref);
    const sizeOf = async (file) => gzipSize(Buffer.from(await (await fetch(new URL(file, dir))).arrayBuffer()));
    const entry = manifest.metaData.remoteEntry;
    const moduleAssets = manifest.exposes.find((e) => e.path === './Module').assets.js.sync;
    const chunkSizes = await Promise.all(moduleAssets.map(sizeOf));
    rows.push({ name, entry: await sizeOf(join(entry.path ?? '', entry.name)), firstChunk: chunkSizes.reduce((a, b) => a + b, 0) });
  }
  return rows;
}

async function requestsPerSecond(url) {
  const run = (duration) => autocannon({ url, connections: 10, duration, pipelining: 1 });
  await run(1); // warm-up
  return (await run(5)).requests.average;
}

async function apiThroughput() {
  const body = await (await fetch(`${base}/api/packages`)).text();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise((resolve) => bare.listen(port + 1, '127.0.0.1', resolve));
  const bareRps = await requestsPerSecond(`http://127.0.0.1:${port + 1}/`);
  bare.close();
  const apiRps = await requestsPerSecond(`${base}/api/packages`);
  return { apiRps, bareRps };
}

const api = await startApi();
try {
  const scripts = await firstLoadJs();
  const remotes = await remoteSizes();
  const { apiRps, bareRps } = await apiThroughput();
  api.stop();
  const images = await imageBench();
  const availability = await availabilityBench();
  const admin = await adminBench();

  console.log('\nFront end (gzip, level 9)');
  console.log(`  JS fetched for / until idle: ${kb(scripts.reduce((sum, s) => sum + s.size, 0))} in ${scripts.length} files`);
  for (const s of scripts.sort((a, b) => b.size - a.size)) console.log(`    ${kb(s.size).padStart(9)}  ${new URL(s.url).pathname}`);
  for (const r of remotes) console.log(`  remote ${r.name.padEnd(8)} entry ${kb(r.entry).padStart(9)}   first chunk ${kb(r.firstChunk).padStart(9)}`);
  console.log('\nAPI throughput (10 connections, 5 s, after a 1 s warm-up)');
  console.log(`  GET /api/packages: ${apiRps.toFixed(0)} req/s; bare node:http: ${bareRps.toFixed(0)} req/s; ratio ${(apiRps / bareRps).toFixed(3)}`);
  console.log('\nImage pipeline (12-megapixel JPEG, median of runs)');
  console.log(`  all variants: ${images.pipelineMs.toFixed(0)} ms; bare sharp resize: ${images.bareResizeMs.toFixed(0)} ms; ratio ${images.ratio.toFixed(2)}`);
  console.log('\nAvailability (the domain rule, median of runs)');
  console.log(`  ${availability.days} days, ${availability.dads} DADs, ${availability.bookings} bookings: ${availability.ms.toFixed(1)} ms`);
  console.log(`\nAdmin API on MariaDB (${admin.sizes.bookings} bookings, ${admin.sizes.customers} customers, ${admin.sizes.images} images; ${admin.runs} requests each)`);
  for (const r of admin.rows) console.log(`  ${r.p95.toFixed(1).padStart(7)} ms p95  ${String(r.queries).padStart(5)} queries  ${r.path}`);
} finally {
  api.stop();
}
