// tools/remotes.mjs on a made-up STATIC_DIR, run as an operator runs it, against the API's committed
// OpenAPI document (api/openapi.json, kept current by api/src/testing/openapi-document.int-spec.ts).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const tool = new URL('remotes.mjs', import.meta.url).pathname;
const openapi = new URL('../api/openapi.json', import.meta.url).pathname;

function staticDir() {
  const dir = mkdtempSync(join(tmpdir(), 'dd-remotes-'));
  mkdirSync(join(dir, 'api'));
  cpSync(openapi, join(dir, 'api', 'openapi.json'));
  return dir;
}

/** A build of the admin remote that calls `operations`; `mark` makes its content (so its version) new. */
function build(dir, operations, mark = 'a') {
  const folder = join(dir, 'mfe-admin');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ mark }));
  writeFileSync(join(folder, 'operations.json'), JSON.stringify(operations));
}

const remotes = (dir, ...args) => run(process.execPath, [tool, ...args], { env: { ...process.env, STATIC_DIR: dir } });
const deploy = (dir) => remotes(dir, 'deploy', 'admin');
const candidateOf = (dir) => readFileSync(join(dir, 'remotes', 'admin', 'candidate'), 'utf8').trim();
const hasCandidate = (dir) => existsSync(join(dir, 'remotes', 'admin', 'candidate'));
const currentOf = (dir) => readFileSync(join(dir, 'remotes', 'admin', 'current'), 'utf8').trim();
const versionsOf = (dir) => readdirSync(join(dir, 'remotes', 'admin')).filter((name) => !['current', 'candidate'].includes(name));
const KNOWN = [
  { endpoint: 'adminGetAdminSettings', method: 'GET', path: '/api/admin/settings' },
  { endpoint: 'adminCaptureBooking', method: 'POST', path: '/api/bookings/{}/confirm-payment' },
];

test('deploys a remote whose calls the API answers', async () => {
  const dir = staticDir();
  build(dir, KNOWN);
  await deploy(dir);
  assert.deepEqual(versionsOf(dir), [currentOf(dir)]);
});

test('refuses a remote that calls an operation the API lacks, naming it, and leaves the current version', async () => {
  const dir = staticDir();
  build(dir, KNOWN);
  await deploy(dir);
  const before = currentOf(dir);
  build(dir, [...KNOWN, { endpoint: 'adminGetRefunds', method: 'GET', path: '/api/admin/refunds' }, { endpoint: 'adminDropSettings', method: 'DELETE', path: '/api/admin/settings' }], 'b');
  const refused = await deploy(dir).then(() => null, (error) => error);
  assert.ok(refused, 'deploy must fail');
  assert.match(refused.stderr, /GET \/api\/admin\/refunds \(adminGetRefunds\)/);
  assert.match(refused.stderr, /DELETE \/api\/admin\/settings \(adminDropSettings\)/);
  assert.doesNotMatch(refused.stderr, /confirm-payment/);
  assert.equal(currentOf(dir), before);
  assert.equal(versionsOf(dir).length, 1);
});

test('refuses a remote whose call sends a field the API does not declare, naming the call and the field', async () => {
  const dir = staticDir();
  build(dir, KNOWN);
  await deploy(dir);
  const before = currentOf(dir);
  const sends = (properties) => ({ endpoint: 'adminSetDadActive', method: 'PATCH', path: '/api/admin/dads/{}', body: { type: 'object', properties, required: Object.keys(properties) } });
  build(dir, [...KNOWN, sends({ isActive: { type: 'boolean' } })], 'declared');
  await deploy(dir);
  const declared = currentOf(dir);
  assert.notEqual(declared, before);
  build(dir, [...KNOWN, sends({ isActive: { type: 'boolean' }, reason: { type: 'string' } })], 'undeclared');
  const refused = await deploy(dir).then(() => null, (error) => error);
  assert.ok(refused, 'deploy must fail');
  assert.match(refused.stderr, /PATCH \/api\/admin\/dads\/\{\} \(adminSetDadActive\): body\.reason is not a field the API declares/);
  assert.equal(currentOf(dir), declared);
  const candidate = await remotes(dir, 'candidate', 'admin', '10').then(() => null, (error) => error);
  assert.match(candidate.stderr, /body\.reason/);
  assert.equal(hasCandidate(dir), false);
});

test('keeps the last five versions, the current one among them', async () => {
  const dir = staticDir();
  const deployed = [];
  for (const mark of ['1', '2', '3', '4', '5', '6', '7']) {
    build(dir, KNOWN, mark);
    await deploy(dir);
    deployed.push(currentOf(dir));
    await new Promise((resolve) => setTimeout(resolve, 20)); // versions are ordered by their folder's time
  }
  assert.deepEqual(versionsOf(dir).sort(), deployed.slice(-5).sort());
  assert.equal(currentOf(dir), deployed.at(-1));
  // A rollback is still possible to every kept version.
  await remotes(dir, 'rollback', 'admin', deployed[2]);
  assert.equal(currentOf(dir), deployed[2]);
});

test('tries a build on a share of browsers as a candidate, then promotes it or rolls it back', async () => {
  const dir = staticDir();
  build(dir, KNOWN, 'stable');
  await deploy(dir);
  const stable = currentOf(dir);

  build(dir, KNOWN, 'new');
  await remotes(dir, 'candidate', 'admin', '10');
  const [tried, share] = candidateOf(dir).split(' ');
  assert.equal(share, '10');
  assert.notEqual(tried, stable);
  assert.equal(currentOf(dir), stable, 'the current version stays for the other 90%');
  await remotes(dir, 'rollback', 'admin');
  assert.equal(hasCandidate(dir), false);
  assert.equal(currentOf(dir), stable);

  await remotes(dir, 'candidate', 'admin', '25');
  await remotes(dir, 'promote', 'admin');
  assert.equal(currentOf(dir), tried);
  assert.equal(hasCandidate(dir), false);

  const refused = await remotes(dir, 'candidate', 'admin', '0').then(() => null, (error) => error);
  assert.match(refused.stderr, /1 to 100/);
  // A candidate calling what the API lacks is refused like a deploy.
  build(dir, [{ endpoint: 'adminGetRefunds', method: 'GET', path: '/api/admin/refunds' }], 'broken');
  const contract = await remotes(dir, 'candidate', 'admin', '10').then(() => null, (error) => error);
  assert.match(contract.stderr, /GET \/api\/admin\/refunds/);
  assert.equal(hasCandidate(dir), false);
});
