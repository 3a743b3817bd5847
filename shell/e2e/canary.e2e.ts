import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A broken candidate of the public remote, tried on every browser of a server of its own (so no other
 * test meets it), is rolled back by the API once browsers have reported it failing; the next load gets
 * the current version. The server runs the built product on a copy of the built front ends.
 */
test('a broken candidate release is rolled back automatically after browsers report it failing', async ({ page }) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3390) + 50;
  const staticDir = mkdtempSync(join(tmpdir(), 'dd-canary-static-'));
  cpSync('dist/shell', join(staticDir, 'shell'), { recursive: true });
  cpSync('dist/remotes', join(staticDir, 'remotes'), { recursive: true });
  cpSync('dist/api/openapi.json', join(staticDir, 'api/openapi.json'));

  // The candidate: the current public release with every script but its entry throwing when run.
  const releases = join(staticDir, 'remotes/public');
  const current = readFileSync(join(releases, 'current'), 'utf8').trim();
  const broken = 'b40ken000001';
  cpSync(join(releases, current), join(releases, broken), { recursive: true });
  for (const file of readdirSync(join(releases, broken), { recursive: true, encoding: 'utf8' })) {
    if (/\.js$/.test(file) && !file.endsWith('remoteEntry.js')) writeFileSync(join(releases, broken, file), 'throw new Error("broken candidate");');
    if (/\.js\.(br|gz)$/.test(file)) rmSync(join(releases, broken, file));
  }
  writeFileSync(join(releases, 'candidate'), `${broken} 100\n`);

  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['dist/api/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'dd-canary-data-')),
        STATIC_DIR: staticDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        NODE_ENV: 'development',
        CANARY_MIN_LOADS: '3',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);

    // Each visit loads the candidate (a load), fails (a report) and shows the error state, until the rollback.
    let visits = 0;
    await expect
      .poll(
        async () => {
          visits += 1;
          await page.goto(`${base}/faq`);
          const shown = page.getByRole('heading', { level: 1, name: 'FAQ' }).or(page.getByText('This section is unavailable'));
          await expect(shown.first()).toBeVisible();
          return page.getByRole('heading', { level: 1, name: 'FAQ' }).isVisible();
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(true);
    expect(visits).toBeGreaterThanOrEqual(4); // three failing loads, then the current version
    expect(existsSync(join(releases, 'candidate'))).toBe(false);
    expect(readFileSync(join(releases, 'current'), 'utf8').trim()).toBe(current);
  } finally {
    server?.kill();
    rmSync(staticDir, { recursive: true, force: true });
  }
});
