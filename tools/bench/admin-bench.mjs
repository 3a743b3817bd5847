// Admin endpoints at scale for `npm run bench`: a scratch MariaDB database with 100,000 bookings,
// 20,000 customers, 5,000 images and 20,000 reviews, the built API on it, then each admin list and
// the dashboard asked RUNS times one request at a time: p95 latency and queries per request (every
// statement mysql2 sends, the session and user reads included; counted by count-queries.cjs).
// Needs `npm run build` and the test account (node tools/test-setup.mjs mysql). Run alone with
// `node tools/bench/admin-bench.mjs`.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { authenticator } from 'otplib';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const MYSQL = process.env.TEST_MYSQL_URL ?? 'mysql://dd:dd@127.0.0.1:3306';
const port = 3291;
const countPort = 3292;
const base = `http://127.0.0.1:${port}`;
const PROXIED = { 'x-forwarded-proto': 'https' };
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const SIZES = { customers: 20_000, dads: 50, bookings: 100_000, images: 5_000, reviews: 20_000 };
const RUNS = 40;
const DAY = 86_400_000;

/** A deterministic generator, so every run seeds the same shapes. */
function random(seed) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

async function insertAll(db, table, rows) {
  const columns = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await db.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [chunk.map((r) => columns.map((c) => r[c]))]);
  }
}

async function seed(db) {
  const next = random(7);
  const now = Date.now();
  const names = ['Smith', 'Garcia', 'Nguyen', 'Johnson', 'Lee', 'Brown', 'Martinez', 'Kim', 'Davis', 'Lopez'];
  const firsts = ['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jade'];
  const person = (role, i) => ({
    id: randomUUID(),
    firstName: `${firsts[i % 10]}${i}`,
    lastName: `${names[Math.floor(next() * 10)]}${i % 97}`,
    email: `${role}${i}@bench.example.com`,
    passwordHash: 'x',
    role,
    washPoints: Math.floor(next() * 300),
    createdAt: new Date(now - next() * 700 * DAY),
  });
  const customers = Array.from({ length: SIZES.customers }, (_, i) => person('customer', i));
  const dads = Array.from({ length: SIZES.dads }, (_, i) => person('dad', i));
  await insertAll(db, 'users', [...customers, ...dads]);
  const [packages] = await db.query('SELECT id, basePriceSedans FROM packages');
  const statuses = ['pending', 'confirmed', 'completed', 'completed', 'completed', 'cancelled'];
  const payment = { pending: 'pending', confirmed: 'authorized', completed: 'captured', cancelled: 'refunded' };
  const bookings = Array.from({ length: SIZES.bookings }, () => {
    const status = statuses[Math.floor(next() * statuses.length)];
    const pkg = packages[Math.floor(next() * packages.length)];
    const scheduled = new Date(now + (status === 'completed' ? -next() * 720 : (next() - 0.3) * 60) * DAY);
    const id = randomUUID();
    return {
      id,
      reference: id.slice(-8),
      customerId: customers[Math.floor(next() * customers.length)].id,
      dadId: dads[Math.floor(next() * dads.length)].id,
      packageId: pkg.id,
      status,
      paymentStatus: status === 'completed' && next() < 0.02 ? 'authorized' : payment[status],
      scheduledDate: scheduled,
      startTime: '09:00',
      endTime: '11:00',
      address: '1 Bench Way',
      city: 'Irvine',
      zipCode: '92618',
      totalAmount: pkg.basePriceSedans,
      createdAt: new Date(scheduled.getTime() - next() * 20 * DAY),
    };
  });
  await insertAll(db, 'bookings', bookings);
  // The stored per-customer counts, as the admin-scale migration fills them.
  await db.query('UPDATE users SET bookingCount = (SELECT COUNT(*) FROM bookings b WHERE b.customerId = users.id)');
  const reviewed = bookings.filter((b) => b.status === 'completed').slice(0, SIZES.reviews);
  await insertAll(
    db,
    'reviews',
    reviewed.map((b) => ({ id: randomUUID(), bookingId: b.id, customerId: b.customerId, dadId: b.dadId, rating: 1 + Math.floor(next() * 5), comment: 'Great', isApproved: next() < 0.9 ? 1 : 0, createdAt: b.scheduledDate })),
  );
  const usages = ['profile', 'gallery', 'other'];
  await insertAll(
    db,
    'images',
    Array.from({ length: SIZES.images }, (_, i) => ({
      id: randomUUID(),
      title: `Photo ${i}`,
      originalFilename: `photo-${i}.jpg`,
      storagePath: `images/${i}/original.webp`,
      mimeType: 'image/webp',
      sizeBytes: 100_000 + i,
      width: 1600,
      height: 1200,
      usageType: usages[i % 3],
      createdAt: new Date(now - i * 60_000),
    })),
  );
  return { customers, bookings };
}

async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-admin-bench-'));
  const child = spawn(process.execPath, ['--require', join(root, 'tools/bench/count-queries.cjs'), 'dist/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      JOBS_ENABLED: 'false',
      PAYMENTS_MODE: 'test',
      // Production cookies are Secure: the bench speaks as a TLS-terminating proxy would.
      TRUST_PROXY: '1',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      SECRETS_KEY: 'bench-sealing-key-bench-sealing-key-00000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      QUERY_COUNT_PORT: String(countPort),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return () => (child.kill(), rmSync(dataDir, { recursive: true, force: true }));
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('API did not start; run `npm run build` first');
}

const queryCount = async () => Number(await (await fetch(`http://127.0.0.1:${countPort}/`)).text());

async function measure(cookie, path) {
  const times = [];
  const queries = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const before = await queryCount();
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...PROXIED, cookie } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (i >= 3) {
      times.push(ms);
      queries.push((await queryCount()) - before);
    }
  }
  times.sort((a, b) => a - b);
  return { p95: times[Math.ceil(times.length * 0.95) - 1], queries: [...new Set(queries)].join('/') };
}

export async function adminBench() {
  const name = `dd_bench_${randomBytes(4).toString('hex')}`;
  const server = await createConnection(MYSQL);
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let stop = () => {};
  try {
    // Start once to migrate and make the admin, then fill the tables and analyze them.
    stop = await startApi(`${MYSQL}/${name}`);
    const db = await createConnection(`${MYSQL}/${name}`);
    const { customers, bookings } = await seed(db);
    await db.query('ANALYZE TABLE users, bookings, reviews, images');
    await db.end();

    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { ...PROXIED, 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`admin sign-in: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // An admin must set up two-step sign-in before anything else, as the enrolment screen does.
    const setup = await fetch(`${base}/api/account/second-factor/totp`, { method: 'POST', headers: { ...PROXIED, cookie } });
    if (!setup.ok) throw new Error(`admin two-step set-up: ${setup.status}`);
    const { secret } = await setup.json();
    const confirm = await fetch(`${base}/api/account/second-factor/totp/confirm`, { method: 'POST', headers: { ...PROXIED, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ code: authenticator.generate(secret) }) });
    if (!confirm.ok) throw new Error(`admin two-step confirm: ${confirm.status}`);
    const firstPage = await fetch(`${base}/api/admin/bookings?limit=50`, { headers: { ...PROXIED, cookie } });
    const deep = /<([^>]+)>/.exec(firstPage.headers.get('link') ?? '')?.[1];
    const someone = customers[123];
    const paths = [
      '/api/admin/stats',
      '/api/admin/stats/revenue?days=90',
      '/api/admin/bookings/recent',
      '/api/admin/bookings?limit=50',
      deep,
      '/api/admin/bookings?status=completed&limit=50',
      `/api/admin/bookings?q=${encodeURIComponent(someone.lastName)}`,
      `/api/admin/bookings?q=${encodeURIComponent(someone.email)}&status=completed`,
      `/api/admin/bookings?q=${bookings[4567].id.slice(-8).toUpperCase()}`,
      '/api/admin/customers?limit=50',
      '/api/admin/customers?sort=bookings&limit=50',
      `/api/admin/customers?q=${encodeURIComponent(someone.firstName.slice(0, 4))}`,
      '/api/admin/customers/summary',
      '/api/admin/dads',
      '/api/admin/dads/summary',
      '/api/admin/reviews?limit=50',
      '/api/admin/reviews?status=pending&rating=5',
      '/api/admin/reviews/pending',
      '/api/admin/packages',
      '/api/admin/settings',
      '/api/admin/audit',
      '/api/admin/status',
      '/api/images?usageType=gallery',
    ].filter(Boolean);
    const rows = [];
    for (const path of paths) rows.push({ path: path === deep ? '/api/admin/bookings (page 2, cursor)' : path, ...(await measure(cookie, path)) });
    return { sizes: SIZES, runs: RUNS, rows };
  } finally {
    stop();
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sizes, runs, rows } = await adminBench();
  console.log(`\nAdmin API on MariaDB: ${sizes.bookings} bookings, ${sizes.customers} customers, ${sizes.images} images, ${sizes.reviews} reviews; ${runs} requests each`);
  for (const r of rows) console.log(`  ${r.p95.toFixed(1).padStart(7)} ms p95  ${String(r.queries).padStart(5)} queries  ${r.path}`);
}
