import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { authenticatorCode, checkScreen, collectConsoleProblems, signIn, withUnusedCode } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a customer sets up two-step sign-in with the QR screen, keeps the recovery codes, then signs in with a code', async ({ page }) => {
  const problems = collectConsoleProblems(page, [/status of 401/]);
  const account = { email: unique('two-step'), password: 'two-step-password-1' };
  const made = await page.request.post('/api/register', { data: { ...account, firstName: 'Tess', lastName: 'Twostep' } });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/auth/two-step');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await checkScreen(page, 'two-step set-up');
  const form = page.locator('form[aria-label="Set up two-step sign-in"]');
  await form.getByLabel('Code from the app').fill(authenticatorCode(secret) === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not right.', { exact: false }).first()).toBeVisible();
  await withUnusedCode({ email: account.email, secret }, async (code) => {
    await form.getByLabel('Code from the app').fill(code);
    await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  });
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed out, the password alone is not enough: the app's code comes next.
  await page.context().clearCookies();
  await page.goto('/auth');
  const signInForm = page.locator('form[aria-label="Sign In"]');
  await signInForm.getByLabel('Email').fill(account.email);
  await signInForm.getByLabel('Password').fill(account.password);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  const codeStep = page.locator('form[aria-label="Two-step sign-in"]');
  await expect(codeStep.getByLabel('Authentication code')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await withUnusedCode({ email: account.email, secret }, async (code) => {
    await codeStep.getByLabel('Authentication code').fill(code);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });
  expect(((await (await page.request.get('/api/user')).json()) as { secondFactor: unknown }).secondFactor).toEqual({ enabled: true, required: false });
  expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
});

test('the demo admin signs in with the code of the demo authenticator and reaches the admin area', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dadportal\/admin$/);
  const user = (await (await page.request.get('/api/user')).json()) as { secondFactor: unknown };
  expect(user.secondFactor).toEqual({ enabled: true, required: true });
});
