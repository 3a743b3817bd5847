import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SystemStatusDto } from '@dd/contracts/admin-stats';
import type { RemotesConfig } from '@dd/contracts/routes';
import { DataSource } from 'typeorm';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { ReleaseStatEntity } from './release-stat.entity';

const ADMIN = { email: 'canary-admin@example.com', password: 'canary-admin-password-1' };
const [STABLE, CANDIDATE] = ['5ab1e0000001', 'c0ffee000002'];

/** A remote folder as tools/remotes.mjs leaves it: the current version, and a candidate for `share`% of browsers. */
function releaseDir(dir: string, share: number, candidate = CANDIDATE) {
  for (const version of [STABLE, candidate]) {
    mkdirSync(join(dir, 'remotes/admin', version), { recursive: true });
    writeFileSync(join(dir, 'remotes/admin', version, 'mf-manifest.json'), '{"name":"mfe_admin"}');
  }
  writeFileSync(join(dir, 'remotes/admin/current'), `${STABLE}\n`);
  writeFileSync(join(dir, 'remotes/admin/candidate'), `${candidate} ${share}\n`);
}

/**
 * A candidate release of a remote on MariaDB: a sticky share of browsers gets it, each page load of a
 * version is counted, browsers report errors, and a candidate failing more than the current version
 * is rolled back by the API itself, with the admin's System Status showing why.
 */
describe('candidate releases on MariaDB', () => {
  let server: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'dd-canary-'));
    releaseDir(staticDir, 30);
    server = await startTestApp('mysql', {
      env: { STATIC_DIR: staticDir, CANARY_MIN_LOADS: '10', CANARY_ROLLBACK_FACTOR: '2', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  async function loadsCounted(total: number): Promise<void> {
    const stats = server.app.get(DataSource).getRepository(ReleaseStatEntity);
    for (let tries = 0; tries < 100; tries++) {
      if ((await stats.sum('loads')) === total) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${total} loads were not counted within 10 s`);
  }

  it('gives a sticky share of browsers the candidate, counts loads and errors per version, and rolls a failing candidate back', async () => {
    // 60 browsers, each with its own cookie jar: about 30% get the candidate, and keep it.
    const browsers = Array.from({ length: 60 }, () => server.agent());
    const versionOf = async (browser: ReturnType<TestApp['agent']>) => ((await browser.get('/remotes.json').expect(200)).body as RemotesConfig).admin!.version!;
    const first = await Promise.all(browsers.map(versionOf));
    expect(await Promise.all(browsers.map(versionOf))).toEqual(first);
    const tried = first.filter((version) => version === CANDIDATE).length;
    expect(tried).toBeGreaterThanOrEqual(6);
    expect(tried).toBeLessThanOrEqual(32);
    expect((await browsers[0].get('/remotes.json')).headers['cache-control']).toContain('private');

    // Each browser loads its version; the current version's pages fail once in the whole run, the candidate's one in two.
    await Promise.all(browsers.map((browser, i) => browser.get(`/remotes/admin/${first[i]}/mf-manifest.json`).expect(200)));
    // A load is counted after the file is sent (it never delays a page): wait for all 60 to be counted,
    // as a busy machine may not have written them before the reports below judge the candidate.
    await loadsCounted(60);
    const report = (browser: ReturnType<TestApp['agent']>, version: string, kind = 'boundary') =>
      browser.post('/api/client-errors').send({ remote: 'admin', version, kind }).expect(204);
    await report(browsers[first.indexOf(STABLE)], STABLE, 'error');
    const onCandidate = browsers.filter((_, i) => first[i] === CANDIDATE);
    for (const browser of onCandidate.slice(0, Math.ceil(onCandidate.length / 2))) await report(browser, CANDIDATE, 'chunk');

    // Rolled back: the pointer is gone and every browser, the candidate's too, gets the current version.
    expect(existsSync(join(staticDir, 'remotes/admin/candidate'))).toBe(false);
    expect(new Set(await Promise.all(browsers.map(versionOf)))).toEqual(new Set([STABLE]));

    const admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);
    const status = (await admin.get('/api/admin/status').expect(200)).body as SystemStatusDto;
    const stable = status.releases.find((release) => release.remote === 'admin' && release.version === STABLE);
    expect(stable).toMatchObject({ state: 'current', loads: 60 - tried, errors: 1 });
    expect(stable!.errorRate).toBeCloseTo(1 / (60 - tried));
    // The rolled-back candidate is no longer served, so no longer listed.
    expect(status.releases.some((release) => release.version === CANDIDATE)).toBe(false);
  });

  it('keeps a candidate that fails no more than twice as often as the current version', async () => {
    const next = 'c0ffee000003';
    releaseDir(staticDir, 100, next);
    const browser = server.agent();
    for (let load = 0; load < 30; load++) await browser.get(`/remotes/admin/${next}/mf-manifest.json`).expect(200);
    await browser.post('/api/client-errors').send({ remote: 'admin', version: next, kind: 'error' }).expect(204);
    expect(existsSync(join(staticDir, 'remotes/admin/candidate'))).toBe(true);
  });

  it('takes only a remote, a version and a kind, and refuses a flood from one address', async () => {
    const agent = server.agent();
    const send = (body: unknown) => agent.post('/api/client-errors').send(body as object);
    expect((await send({ remote: 'admin', version: STABLE, kind: 'error', message: 'jane@example.com broke it' })).status).toBe(400);
    expect((await send({ remote: 'shop', version: STABLE, kind: 'error' })).status).toBe(400);
    expect((await send({ remote: 'admin', version: '../../etc', kind: 'error' })).status).toBe(400);
    expect((await send({ remote: 'admin', version: STABLE, kind: 'crash' })).status).toBe(400);
    expect((await agent.post('/api/client-errors').set('Content-Type', 'application/json').send(`{"remote":"admin","version":"${'a'.repeat(300_000)}"}`)).status).toBe(413);
    const answers: number[] = [];
    for (let i = 0; i < 125; i++) answers.push((await send({ remote: 'public', version: STABLE, kind: 'error' })).status);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
