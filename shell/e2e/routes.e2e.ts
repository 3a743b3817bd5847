import { expect, test } from '@playwright/test';
import { APP_ROUTES } from '../../libs/contracts/src/routes';
import { DEMO } from '../../api/src/database/seed/demo-accounts';
import { collectConsoleProblems, signIn } from './helpers';

const ACCOUNT_FOR = { customerArea: DEMO.customer, dadArea: DEMO.dad, adminArea: DEMO.admin } as const;
const concrete = (path: string) => path.replace(/:\w+/g, 'a1b2c3d4');

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
  await form.getByRole('button', { name: 'Create Account' }).click();
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

test('every public route of both spec files resolves to its remote', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  for (const route of APP_ROUTES.filter((r) => !r.permission)) {
    await page.goto(concrete(route.path));
    await expect(page.getByRole('heading', { level: 1, name: route.title }), route.path).toBeVisible();
  }
  expect(problems).toEqual([]);
});

for (const area of ['customerArea', 'dadArea', 'adminArea'] as const) {
  test(`every ${area} route resolves to its remote for its role, and is refused to the others`, async ({ page }) => {
    test.setTimeout(120_000); // some forty full page loads
    // Routes with an :id are opened with a made-up id, which the screens' API calls rightly answer with 404.
    const problems = collectConsoleProblems(page, [/status of 404 \(Not Found\)/]);
    await signIn(page, ACCOUNT_FOR[area]);
    const routes = APP_ROUTES.filter((r) => r.permission === area);
    for (const route of routes) {
      await page.goto(concrete(route.path));
      await expect(page.getByRole('heading', { level: 1, name: route.title }), route.path).toBeVisible();
    }
    for (const route of APP_ROUTES.filter((r) => r.permission && r.permission !== area)) {
      await page.goto(concrete(route.path));
      await expect(page.getByText('Access Denied'), route.path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
