import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

/** The remotes share one page, one store and one api: what one area loaded must not change another. */

test('an admin who opened Manage DADs, then a DAD signing in in the same tab, gets the DAD dashboard', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(admin\/)?dads?\/summary/.test(request.url())) calls.push(new URL(request.url()).pathname);
  });

  await signIn(page, DEMO.admin);
  await page.goto('/dadportal/admin/dads');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage DADs' })).toBeVisible();
  await expect(page.getByText('Total DADs')).toBeVisible();

  // No page load from here on: the admin area's code stays in the page.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  const form = page.locator('form[aria-label="Sign In"]');
  calls.length = 0;
  await form.getByLabel('Email').fill(DEMO.dad.email);
  await form.getByLabel('Password').fill(DEMO.dad.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  if (!new URL(page.url()).pathname.startsWith('/dadportal')) {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  }

  const dashboard = page.getByTestId('dad-dashboard');
  await expect(dashboard.getByTestId('stat-today-jobs')).toBeVisible();
  await expect(page.getByText('Failed to Load Dashboard')).toHaveCount(0);
  expect(calls).toEqual(['/api/dad/summary']);
  expect(problems).toEqual([]);
});
