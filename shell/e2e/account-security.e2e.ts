import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a customer sees the browsers signed in to the account and signs one out from the account page', async ({ page, browser }) => {
  const problems = collectConsoleProblems(page);
  const account = { email: unique('devices'), password: 'devices-password-1' };
  const made = await page.request.post('/api/register', { data: { ...account, firstName: 'Dee', lastName: 'Vices' } });
  expect(made.status(), await made.text()).toBe(201);
  // The same account on a phone.
  const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  expect((await phone.request.post('/api/login', { data: account })).status()).toBe(200);

  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('signed-in-device')).toHaveCount(2);
  await expect(devices.getByTestId('signed-in-device').first()).toContainText('This device');
  await expect(devices.getByTestId('signed-in-device').filter({ hasText: 'Safari on iOS' })).toBeVisible();
  await checkScreen(page, 'account-devices');

  await devices.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.getByText('Device signed out', { exact: true }).first()).toBeVisible();
  await expect(devices.getByTestId('signed-in-device')).toHaveCount(1);
  expect((await phone.request.get('/api/user')).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await phone.close();
  expect(problems).toEqual([]);
});

test('the admin reads the sign-in log, filtered by email and kind', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const stranger = unique('guesser');
  expect((await page.request.post('/api/login', { data: { email: stranger, password: 'a-wrong-guess-1' } })).status()).toBe(401);
  await signIn(page, DEMO.admin);
  await page.getByRole('link', { name: 'Sign-in Log' }).first().click();
  await expect(page).toHaveURL(/\/dadportal\/admin\/sign-ins$/);
  await expect(page.getByRole('heading', { name: 'Sign-in Log' })).toBeVisible();
  await page.getByLabel('Search by email').fill(stranger);
  const events = page.getByTestId('sign-in-event');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Wrong password');
  await expect(events.first()).toContainText(stranger);
  await page.getByLabel('Search by email').fill(DEMO.admin.email);
  await page.getByLabel('What happened').click();
  await page.getByTitle('Signed in', { exact: true }).click();
  await expect(events.first()).toContainText('Signed in');
  await checkScreen(page, 'admin-sign-in-log');
  expect(problems).toEqual([]);
});
