import { expect } from '@playwright/test';
import { test } from '../../tools/e2e/helpers';

/** Add New DAD (issue 37 item 17): a taken email is said where the admin looks, under the Email field, besides the spec's "Error" toast. */
test('a taken email is named under the Email field as well as in the toast', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/dads/new');
  const form = page.getByTestId('add-dad-form');
  await form.getByLabel('First Name').fill('Dupe');
  await form.getByLabel('Last Name').fill('Address');
  await form.getByLabel('Email').fill('dad@demo.dadsdetail.com');
  await form.getByLabel('Phone').fill('(714) 555-0142');
  await form.getByRole('button', { name: 'Generate Password' }).click();
  await form.getByRole('button', { name: 'Create DAD Account' }).click();
  // The server's words (admin-dads.service), in the toast and under the field.
  const message = 'An account with this email already exists';
  await expect(page.getByText('Error', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  const email = form.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(form.locator('#new-dad-email-error')).toHaveText(message);
});
