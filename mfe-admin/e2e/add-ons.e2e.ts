import { expect } from '@playwright/test';
import type { AddOnDto } from '@dd/contracts/add-on';
import { checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

// Two cold loads of the admin remote (the first visit and a reload) on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

/** Add-on Management: create, edit through the dialog's own address, deactivate; customers see only active ones. */
test('the admin creates, edits and deactivates an add-on', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  const name = `Tire Dressing ${Date.now()}`;
  await asAdmin(page);
  await page.goto('/dadportal/admin/add-ons');
  // The first screen of the remote loads its chunks on a cold server: allow it longer than one assertion.
  await expect(page.getByTestId('admin-add-on-card').filter({ hasText: 'Pet Hair Removal' })).toContainText('Tidy Up', { timeout: 30_000 });
  await checkScreen(page, 'admin-add-ons');

  await page.getByRole('button', { name: 'Create Add-on' }).click();
  await expect(page).toHaveURL(/\/dadportal\/admin\/add-ons\?new/);
  const dialog = page.getByRole('dialog');
  // The shared schema's messages.
  await dialog.getByRole('button', { name: 'Create Add-on' }).click();
  await expect(dialog.getByText('Add-on name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one package this add-on goes with')).toBeVisible();
  await checkScreen(page, 'admin-add-on-dialog');

  await dialog.getByLabel('Add-on Name').fill(name);
  await dialog.getByLabel('Description').fill('Deep black, non-sling tire shine.');
  await dialog.getByLabel('Sedan Price').fill('15');
  await dialog.getByLabel('SUV Price').fill('20');
  await dialog.getByLabel('Truck Price').fill('25.50');
  await dialog.getByLabel('Extra Minutes').fill('10');
  await dialog.getByLabel('The Deep Clean').check();
  await dialog.getByRole('button', { name: 'Create Add-on' }).click();
  await expect(page.getByText('Add-on created', { exact: true }).first()).toBeVisible();
  const card = page.getByTestId('admin-add-on-card').filter({ hasText: name });
  await expect(card).toContainText('$25.50');
  await expect(card).toContainText('10 min');
  await expect(card.getByTestId('add-on-packages')).toHaveText('With: The Deep Clean');
  let listed = (await (await page.request.get('/api/add-ons')).json()) as AddOnDto[];
  expect(listed.map((a) => a.name)).toContain(name);

  // Edit opens at its own address: a reload keeps the dialog open on the same add-on.
  await card.getByRole('button', { name: 'Edit' }).click();
  const id = await card.getAttribute('data-add-on-id');
  await expect(page).toHaveURL(new RegExp(`edit=${id}`));
  await page.reload();
  await expect(dialog.getByLabel('Add-on Name')).toHaveValue(name, { timeout: 30_000 });
  await dialog.getByLabel('The Tidy Up').check();
  await dialog.getByLabel('SUV Price').fill('22');
  await dialog.getByRole('button', { name: 'Save Add-on' }).click();
  await expect(page.getByText('Add-on updated', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dadportal\/admin\/add-ons$/);
  await expect(card).toContainText('$22.00');
  await expect(card.getByTestId('add-on-packages')).toContainText('The Tidy Up');

  await card.getByRole('switch').click();
  await expect(card).toContainText('Inactive');
  listed = (await (await page.request.get('/api/add-ons')).json()) as AddOnDto[];
  expect(listed.map((a) => a.name)).not.toContain(name);
  expect(problems).toEqual([]);
});
