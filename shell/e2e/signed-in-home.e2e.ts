import { expect, test, type Page } from '@playwright/test';
import { visit } from '../../tools/e2e/helpers';

/**
 * Issue 36 items 13 and 20: the server paints the visitors' page (marketing home, Sign In in its header)
 * only for a browser without a session cookie, so a signed-in customer never sees it flash before the
 * dashboard; and a visitor's page, told by the server that nobody is signed in, never asks GET /api/user
 * (whose 401 Chromium logs as an error on every page).
 */

const uniqueEmail = () => `home-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Watches every frame and every DOM change from the start of the navigation for a visible "Sign In". */
async function watchForSignIn(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __signInSeen: string[] };
    w.__signInSeen = [];
    const look = () => {
      for (const element of document.querySelectorAll('a, button')) {
        if (element.textContent?.trim() !== 'Sign In') continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible') w.__signInSeen.push(`${element.closest('#first-paint') ? 'painted' : 'app'} at ${Math.round(performance.now())} ms`);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('signed in, / shows the dashboard and never the visitors\' page with Sign In', async ({ page }) => {
  const response = await page.request.post('/api/register', { data: { email: uniqueEmail(), password: 'Home-page-123!', firstName: 'Noa', lastName: 'Park', phone: null, role: 'customer' } });
  expect(response.ok(), await response.text()).toBeTruthy();
  await watchForSignIn(page);
  const first = await page.goto('/');
  // The first answer itself: no painted visitors' page, no Sign In.
  const html = await first!.text();
  expect(html).not.toContain('id="first-paint"');
  expect(html).not.toContain('Sign In');
  await expect(page.getByTestId('customer-dashboard').getByRole('heading', { level: 1 })).toHaveText('Dashboard', { timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __signInSeen: string[] }).__signInSeen)).toEqual([]);
});

test('a visitor\'s pages never ask GET /api/user and log no error; signing in still works on the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const userCalls: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/user' && userCalls.push(page.url()));
  for (const path of ['/', '/packages', '/reviews']) {
    // A visitor's first act starts the app on a page painted whole (decision 0385): the app, not only the paint, must not ask.
    await visit(page, path);
    await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('#root h1').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  }
  expect(userCalls).toEqual([]);
  expect(errors).toEqual([]);
  // The hint is read once: a sign-in on this page knows the customer (a later ask goes to the server).
  const account = { email: uniqueEmail(), password: 'Home-page-123!' };
  const created = await page.request.post('/api/register', { data: { ...account, firstName: 'Ivo', lastName: 'Lind', phone: null, role: 'customer' } });
  expect(created.ok()).toBeTruthy();
  await page.request.post('/api/logout');
  await page.goto('/auth');
  const form = page.locator('form[aria-label="Sign In"]');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('customer-dashboard').getByRole('heading', { level: 1 })).toHaveText('Dashboard', { timeout: 30_000 });
});

test('a session cookie the server no longer knows still gets the visitors\' home, after the app asks', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'dd.sid', value: 's%3Agone.gone', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('#root h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByTestId('customer-dashboard')).toHaveCount(0);
});
