import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

/**
 * A customer's data (issue 41): they download everything held about them, ask for their account to be
 * deleted, and an admin carries it out from Privacy Requests; the customer is then signed out and cannot
 * sign in again. A customer of the test's own: the demo customers stay.
 */
test.describe.configure({ timeout: 120_000 });

test('a customer downloads their data and asks for deletion; an admin carries it out', async ({ page, browser, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  const lastName = `Privacy${Date.now()}`;
  const account = { email: `${lastName.toLowerCase()}@example.com`, password: 'Privacy-123!' };
  const registered = await page.request.post('/api/register', { data: { ...account, firstName: 'Rosa', lastName, phone: '(949) 555-0199', role: 'customer' } });
  expect(registered.ok(), await registered.text()).toBeTruthy();

  await page.goto('/customer/settings/account');
  const yourData = page.getByRole('region', { name: 'Your Data' });
  await expect(yourData).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('link', { name: 'Download My Data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dads-detailing-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: account.email, lastName, phone: '(949) 555-0199' });
  for (const section of ['bookings', 'cars', 'savedCards', 'reviews', 'messages', 'photos', 'signInHistory']) expect(Array.isArray(data[section])).toBe(true);

  await yourData.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('cannot undo it');
  await checkScreen(page, 'your-data-confirm');
  await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page.getByText('Deletion Requested')).toBeVisible();
  await expect(yourData.getByTestId('deletion-requested')).toContainText('You asked us to delete your account on');
  await checkScreen(page, 'your-data-requested');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await asAdmin(adminPage);
  await adminPage.goto('/dadportal/admin/privacy');
  const request = adminPage.getByTestId('privacy-request').filter({ hasText: `Rosa ${lastName}` });
  await expect(request).toContainText('(45 days left)');
  await checkScreen(adminPage, 'admin-privacy-requests');
  await request.getByRole('button', { name: 'Delete Their Data' }).click();
  await adminPage.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete Their Data' }).click();
  await expect(adminPage.getByText('Data Deleted')).toBeVisible();
  await expect(request).toHaveCount(0);
  await adminContext.close();

  // Signed out everywhere, and the account no longer opens.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.post('/api/login', { data: account })).status()).toBe(401);
  expect(problems).toEqual([]);
});
