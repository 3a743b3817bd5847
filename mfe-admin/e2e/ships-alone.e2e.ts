import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { navigateInApp, test } from '../../tools/e2e/helpers';

const run = promisify(execFile);
const DECLARATION = 'mfe-admin/src/remote.ts';
const NEW_PATH = '/dadportal/admin/shipped-alone';

// Each check here follows a document load or a route change beside another tab and a production build
// on two cores: it waits for the page as long as that takes (how fast is measured in `npm run bench`).
const LOADED = { timeout: 30_000 };

const adminVersion = async (request: APIRequestContext) => (await (await request.get('/api/health')).json()).remotes.admin as string;

/**
 * A team ships one remote: a new route in mfe-admin's own declaration (src/remote.ts), `nx run mfe-admin:deploy`
 * (build + a new version folder + the pointer), and the running server, with the same shell, serves
 * it to the page already open and to a fresh tab; `tools/remotes.mjs rollback` takes it away again.
 * Edits mfe-admin's source for the duration (restored in `finally`), so it runs alone in its file.
 */
test('a remote ships a new route alone, without a restart or a shell rebuild, and rolls back', async ({ page, context, request, asAdmin }) => {
  test.setTimeout(300_000); // one production build of the remote
  const title = `Shipped Alone ${Date.now()}`;
  const original = readFileSync(DECLARATION, 'utf8');
  // The shell's page as built (/auth: the public pages' first paint carries live packages, which other tests change).
  const shellPage = await (await request.get('/auth', { headers: { accept: 'text/html' } })).text();
  const before = await adminVersion(request);

  await asAdmin(page);
  await page.goto(NEW_PATH);
  await expect(page.getByTestId('not-found')).toBeVisible(LOADED);
  // Another page already runs the admin remote's current release.
  const running = await context.newPage();
  await running.goto('/dadportal/admin/dads');
  await expect(running.getByRole('heading', { level: 1, name: 'Manage DADs' })).toBeVisible(LOADED);
  await page.evaluate(() => Object.assign(window, { openedBeforeTheDeploy: true }));

  try {
    writeFileSync(DECLARATION, original.replace(/\n {2}\],\n\};\s*$/, `\n    { path: '${NEW_PATH}', title: '${title}' },\n  ],\n};\n`));
    await run('npx', ['nx', 'run', 'mfe-admin:deploy', '--output-style=stream'], { maxBuffer: 64 * 1024 * 1024 });
  } finally {
    writeFileSync(DECLARATION, original);
  }
  try {
    const shipped = await adminVersion(request);
    expect(shipped).not.toBe(before);

    // The page already open, going to the path in the app: the shell reads the route lists once more
    // instead of a 404, and shows the new route from the new release, without loading the page again.
    const newRelease = page.waitForRequest((r) => r.url().includes(`/remotes/admin/${shipped}/`));
    await navigateInApp(page, NEW_PATH);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);
    await newRelease;
    expect(await page.evaluate(() => 'openedBeforeTheDeploy' in window)).toBe(true);
    await page.getByTestId('sidebar').getByText('View All DADs').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage DADs' })).toBeVisible(LOADED);

    // The page that runs the older release keeps working on it, and moves to the new one (a document
    // load: two builds of one remote cannot share a page) when it opens the new route.
    await running.getByTestId('sidebar').getByText('Customers', { exact: true }).click();
    await expect(running.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible(LOADED);
    await navigateInApp(running, NEW_PATH);
    await expect(running.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);

    // A fresh tab (same server, same shell) gets the new route, guarded as an admin route.
    const fresh = await context.newPage();
    await fresh.goto(NEW_PATH);
    await expect(fresh.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);
    await expect(fresh).toHaveTitle(`${title} | Dad's Detailing`);
    expect(await (await request.get('/auth', { headers: { accept: 'text/html' } })).text()).toBe(shellPage);
  } finally {
    // Rolling back is pointing back (in `finally`, so a failed check leaves the release it found).
    await run('node', ['tools/remotes.mjs', 'rollback', 'admin', before]);
  }
  expect(await adminVersion(request)).toBe(before);
  const afterRollback = await context.newPage();
  await afterRollback.goto(NEW_PATH);
  await expect(afterRollback.getByTestId('not-found')).toBeVisible(LOADED);
  await afterRollback.goto('/dadportal/admin/dads');
  await expect(afterRollback.getByRole('heading', { level: 1, name: 'Manage DADs' })).toBeVisible(LOADED);
});
