import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../libs/contracts/src/language';
import { checkScreen, collectConsoleProblems, emailedLink, signIn } from '../../tools/e2e/helpers';

test('a customer changes the email address, confirms it with the emailed link and signs in with it', async ({ page }) => {
  test.setTimeout(120_000);
  // The second use of the link answers 400.
  const problems = collectConsoleProblems(page, [/status of 400/]);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = { email: `before-${stamp}@example.com`, password: 'Change-123!' };
  const newEmail = `after-${stamp}@example.com`;
  const registered = await page.request.post('/api/register', { data: { ...account, firstName: 'Ema', lastName: 'Ortiz', phone: null, role: 'customer' } });
  expect(registered.ok()).toBeTruthy();

  await page.goto('/customer/settings/account');
  const form = page.getByTestId('personal-info-form');
  // A new address asks for the current password (the API's rule once a sign-in is 10 minutes old).
  const currentPassword = form.getByLabel('Current Password');
  await expect(form.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await expect(currentPassword).toHaveCount(0);
  await form.getByLabel('Email').fill(newEmail);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await checkScreen(page, 'account-email-needs-password');
  await currentPassword.fill('not-my-password');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  // At the field, not only in the toast (issue 36 item 15).
  await expect(form.locator('#account-currentPassword-error')).toHaveText('Current password is incorrect', { timeout: 30_000 });
  await currentPassword.fill(account.password);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible({ timeout: 30_000 });
  await expect(currentPassword).toHaveCount(0);
  const pending = form.getByTestId('pending-email');
  await expect(pending).toContainText(`Waiting for confirmation: ${newEmail}`);
  await expect(pending).toContainText(`Until then you sign in with ${account.email}.`);
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await checkScreen(page, 'account-pending-email');

  // No SMTP_URL: the worker writes the link to DATA_DIR/mail within a poll or two.
  const pattern = /http:\/\/\S+\/email\/confirm\?token=[\w-]+/;
  await expect.poll(() => emailedLink(newEmail, 'Confirm your new', pattern), { timeout: 30_000 }).toBeTruthy();
  await expect.poll(() => emailedLink(account.email, 'Your Dad', /\/auth\/forgot/), { timeout: 30_000 }).toBeTruthy();
  const link = (await emailedLink(newEmail, 'Confirm your new', pattern))!;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await checkScreen(page, 'confirm-email');
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your email address is now ${newEmail}. Use it to sign in.`);
  await checkScreen(page, 'confirm-email-done');
  await page.getByRole('button', { name: 'Confirm email address' }).waitFor({ state: 'detached' });

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');

  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await signIn(page, { email: newEmail, password: account.password });
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email: newEmail, pendingEmail: null });
  expect(problems).toEqual([]);
});

test('the unsubscribe page asks before it changes anything, and says when a link is not valid', async ({ page }) => {
  const problems = collectConsoleProblems(page, [/status of 400/]);
  await page.goto('/email/unsubscribe?token=not-a-signed-token');
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Emails about your bookings and your account still come.')).toBeVisible();
  await checkScreen(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe from promotional emails' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  await checkScreen(page, 'unsubscribe-invalid');
  expect(problems).toEqual([]);
});

test('the unsubscribe page reads the visitor’s language: Spanish words, and the API’s answer in Spanish too', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page, [/status of 400/]);
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: baseURL! }]);
  await page.goto('/email/unsubscribe?token=not-a-signed-token');
  await expect(page.getByRole('heading', { name: 'Cancelar la suscripción' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Los correos sobre sus reservas y su cuenta siguen llegando.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar los correos promocionales' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este enlace no es válido o ya venció.');
  await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toBeVisible();
  expect(problems).toEqual([]);
});
