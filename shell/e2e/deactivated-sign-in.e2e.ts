import { expect } from '@playwright/test';
import { test } from '../../tools/e2e/helpers';

/** Issue 37 item 17: a deactivated DAD signing in is told so (decision 0368), not "Invalid email or password". */
test('a deactivated DAD is told the account is deactivated', async ({ page, asAdmin, browser }) => {
  await asAdmin(page);
  const dad = { email: `gone-${Date.now()}@example.com`, password: 'Gone-dad-password-1' };
  const created = await page.request.post('/api/admin/dads', { data: { firstName: 'Gil', lastName: 'Gone', phone: '(714) 555-0166', ...dad } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.patch(`/api/admin/dads/${id}`, { data: { isActive: false } })).ok()).toBe(true);

  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto('/auth');
  const form = phone.locator('form[aria-label="Sign In"]');
  await form.getByLabel('Email').fill(dad.email);
  await form.getByLabel('Password').fill(dad.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByText('This account has been deactivated. Please contact the business owner.').first()).toBeVisible();
  await expect(phone.getByText('Invalid email or password')).toHaveCount(0);
  await context.close();
});
