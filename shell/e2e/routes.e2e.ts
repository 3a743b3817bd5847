import { expect, test } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { collectConsoleProblems, deployedRoutes, expectNoSidewaysScroll, signIn, visit, type DeployedRoute } from '../../tools/e2e/helpers';

const ACCOUNT_FOR = { customerArea: DEMO.customer, dadArea: DEMO.dad, adminArea: DEMO.admin } as const;
// A well-formed id that names nothing (a malformed one is refused with 400 before any lookup).
const concrete = (path: string) => path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
// `/` is the shell's: the public remote's home for visitors, the customer remote's for customers.
const routed = (routes: DeployedRoute[]) => routes.filter((route) => route.path !== '/');
// The route walks below run at phone width, where a screen too wide for it scrolls sideways.
const PHONE = { width: 390, height: 844 };

test('the remotes together declare every route of both spec files, each once', async ({ request }) => {
  const paths = routed(await deployedRoutes(request)).map((route) => route.path);
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  for (const path of ['/cars', '/dadportal/customer/details', '/dadportal/customer/:id', '/dadportal', '/dadportal/admin/image-library', '/legal/refunds', '/book']) {
    expect(paths).toContain(path);
  }
});

test("every navigation entry opens a route its area's users may see", async ({ request }) => {
  const routes = await deployedRoutes(request);
  for (const route of routes) {
    const visible = routes.filter((candidate) => !candidate.permission || candidate.permission === route.permission);
    for (const entry of route.nav ?? []) {
      const to = entry.to ?? route.path;
      expect({ to, routed: visible.some((candidate) => matchPath(candidate.path, to)) }).toEqual({ to, routed: true });
    }
  }
});

test('a visitor signs up, is signed in as a customer, and stays signed in after a reload', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.locator('form[aria-label="Sign Up"]');
  await form.getByLabel('First Name').fill('Nora');
  await form.getByLabel('Last Name').fill('Diaz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-good-password');
  await form.getByLabel('Confirm Password').fill('a-good-password');
  // Sign-up hashes the password on purpose slowly: wait for its answer (not a fixed time), then for the toast.
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/register') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Account' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByText('Welcome to the product!')).toBeVisible();
  await expect(page.getByText('Your account has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('sidebar').getByText(email)).toBeVisible();
  await page.goto('/dadportal');
  await expect(page.getByText('Access Denied')).toBeVisible();
  expect(problems).toEqual([]);
});

test('every public route of both spec files resolves to its remote, and fits a phone', async ({ page }) => {
  test.setTimeout(120_000); // a dozen full page loads
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(PHONE);
  for (const route of routed(await deployedRoutes(page.request)).filter((r) => !r.permission)) {
    const logged = problems.length;
    await visit(page, concrete(route.path));
    // A made-up key (a tracking link's, an offer's) names nothing: its screen says so in its own heading, under the route's title.
    const keyed = route.path.includes(':');
    await expect(page.getByRole('heading', { level: 1, ...(keyed ? {} : { name: route.title }) }), route.path).toBeVisible();
    if (keyed) {
      await expect(page, route.path).toHaveTitle(new RegExp(`^${route.title}`));
      // Its API answering the made-up key 404 is the point, not a problem.
      problems.splice(logged, Infinity, ...problems.slice(logged).filter((text) => !/status of 404 \(Not Found\)/.test(text)));
    }
    await expectNoSidewaysScroll(page, route.path);
  }
  expect(problems).toEqual([]);
});

for (const area of ['customerArea', 'dadArea', 'adminArea'] as const) {
  test(`every ${area} route resolves to its remote for its role and fits a phone, and is refused to the others`, async ({ page }) => {
    test.setTimeout(180_000); // some forty full page loads, on a shared machine
    // Routes with an :id are opened with a made-up id, which the screens' API calls rightly answer with 404.
    const problems = collectConsoleProblems(page, [/status of 404 \(Not Found\)/]);
    await page.setViewportSize(PHONE);
    await signIn(page, ACCOUNT_FOR[area]);
    const all = routed(await deployedRoutes(page.request));
    for (const route of all.filter((r) => r.permission === area)) {
      await page.goto(concrete(route.path));
      await expect(page.getByRole('heading', { level: 1, name: route.title }), route.path).toBeVisible();
      await expectNoSidewaysScroll(page, route.path);
    }
    for (const route of all.filter((r) => r.permission && r.permission !== area)) {
      await page.goto(concrete(route.path));
      await expect(page.getByText('Access Denied'), route.path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
