// Smoke run of the built product on the embedded SQLite default, as `npm start` runs it:
// a fresh DATA_DIR, the real bundle, real HTTP. Prints "N passed, N failed".
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const port = 3190;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dd-smoke-'));
const server = spawn(process.execPath, ['dist/api/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: 'development', DATABASE_URL: '', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start:\n${output}`);
}

const checks = [];
const check = (name, fn) => checks.push({ name, fn });

check('health reports the embedded database and the version each remote runs', async () => {
  const { remotes, pool, ...body } = await (await fetch(`${base}/api/health`)).json();
  assert.deepEqual(body, { status: 'ok', database: 'better-sqlite3' });
  assert.deepEqual([pool.size, pool.inUse, pool.waiting], [1, 0, 0]);
  assert.deepEqual(Object.keys(remotes).sort(), ['admin', 'customer', 'dad', 'public']);
  for (const version of Object.values(remotes)) assert.match(version, /^[0-9a-f]{12}$/);
});
check('packages are seeded with exact prices', async () => {
  const packages = await (await fetch(`${base}/api/packages`)).json();
  assert.deepEqual(packages.map((p) => [p.name, p.basePriceSedans, p.basePriceSuvs, p.basePriceTrucks]), [
    ['The Tidy Up', '89.00', '129.00', '139.00'],
    ['The Deep Clean', '149.00', '189.00', '199.00'],
    ["Done Dad's Way", '249.00', '289.00', '299.00'],
  ]);
});
check('every seeded role signs in and reaches only its own area', async () => {
  const accounts = [...output.matchAll(/Sign in as (\w+): (\S+) \/ (\S+)/g)].map(([, role, email, password]) => ({ role, email, password }));
  assert.deepEqual([...new Set(accounts.map((a) => a.role))].sort(), ['admin', 'customer', 'dad']);
  const areas = { customer: '/api/cars', dad: '/api/dad/bookings', admin: '/api/admin/customers' };
  for (const { role, email, password } of accounts) {
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    assert.equal(login.status, 200, `${role} login`);
    let cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    let user = await login.json();
    // The demo admin has two-step sign-in: the code its authenticator app would show (`npm run demo:code`).
    if (user.secondFactorRequired) {
      const code = execFileSync(process.execPath, [fileURLToPath(new URL('demo-code.mjs', import.meta.url))], { encoding: 'utf8' }).split(' ')[0];
      const step = await fetch(`${base}/api/login/second-factor`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ code }) });
      assert.equal(step.status, 200, `${role} second step`);
      if (step.headers.getSetCookie().length) cookie = step.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      user = await step.json();
    }
    assert.equal(user.role, role);
    for (const [area, path] of Object.entries(areas)) {
      const status = (await fetch(base + path, { headers: { cookie } })).status;
      assert.equal(status, area === role ? 200 : 403, `${role} on ${path}`);
    }
  }
});
check('the shell, the remotes list and each remote\'s routes are served on the same origin', async () => {
  const page = await fetch(`${base}/dadportal/admin/settings`, { headers: { accept: 'text/html' } });
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<div id="root">/);
  const remotes = await (await fetch(`${base}/remotes.json`)).json();
  assert.deepEqual(Object.keys(remotes).sort(), ['admin', 'customer', 'dad', 'public']);
  assert.equal(remotes.admin.permission, 'adminArea');
  assert.equal(remotes.public.permission, undefined);
  for (const { entry } of Object.values(remotes)) {
    assert.equal((await fetch(base + entry)).status, 200, entry);
    const routes = await (await fetch(new URL('routes.json', base + entry))).json();
    assert.ok(routes.length > 0 && routes.every((route) => route.path.startsWith('/') && route.title), entry);
  }
});
check('OpenAPI is published', async () => {
  const docs = await fetch(`${base}/api/docs-json`);
  assert.equal(docs.status, 200);
  assert.ok((await docs.json()).paths['/api/login']);
});
check('a connection kept alive is still served after 6 s idle (Node closed it at 5 s, racing a client or proxy that reused it)', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const reused = () =>
    new Promise((resolve, reject) => {
      const request = get(`${base}/api/health`, { agent }, (response) => response.resume().on('end', () => resolve(request.reusedSocket)));
      request.on('error', reject);
    });
  try {
    assert.equal(await reused(), false);
    await new Promise((r) => setTimeout(r, 6000));
    assert.equal(await reused(), true, 'the idle connection was closed');
  } finally {
    agent.destroy();
  }
});

let passed = 0;
let failed = 0;
try {
  await waitForServer();
  for (const { name, fn } of checks) {
    try {
      await fn();
      passed++;
      console.log(`  ok   ${name}`);
    } catch (error) {
      failed++;
      console.log(`  FAIL ${name}\n${error.stack}`);
    }
  }
} catch (error) {
  failed++;
  console.log(error.message);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
