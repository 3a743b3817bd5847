import { expect, request as playwrightRequest } from '@playwright/test';
import type { AdminDadDto } from '@dd/contracts/admin-dads';
import { checkScreen, test } from '../../tools/e2e/helpers';

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

/** Add New DAD sets where the DAD works and their weekly hours, with the DAD page's coverage form and the DAD's own hours editor (issue 37 item 17). */
test('a new DAD is added with a base, a radius and weekly hours, bookable from the start', async ({ page, asAdmin, baseURL }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/dads/new');
  const form = page.getByTestId('add-dad-form');
  const email = `new-dad-${Date.now()}@example.com`;
  await form.getByLabel('First Name').fill('Nora');
  await form.getByLabel('Last Name').fill('Hours');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(714) 555-0143');
  await form.getByRole('button', { name: 'Generate Password' }).click();
  const password = await form.getByLabel('Initial Password').inputValue();
  const where = form.getByTestId('new-dad-coverage');
  await where.getByLabel('Home base ZIP code').fill('92660');
  await where.getByText('A radius around the base').click();
  // The coverage form's own rules, under its field, before anything is sent.
  await where.getByLabel('Radius (miles)').fill('500');
  await form.getByRole('button', { name: 'Create DAD Account' }).click();
  await expect(where.getByRole('alert')).toHaveText('The radius must be a whole number of miles from 1 to 60');
  await where.getByLabel('Radius (miles)').fill('12');
  await expect(where.getByRole('alert')).toHaveCount(0);
  const hours = form.getByTestId('new-dad-hours');
  await expect(hours).toContainText('No hours yet');
  await hours.getByRole('button', { name: 'Add Window' }).click();
  await hours.getByRole('button', { name: 'Add Window' }).click();
  // A second click adds the next day, not a clashing second Monday.
  await expect(hours.getByTestId('weekly-window')).toHaveCount(2);
  await expect(hours.getByRole('alert')).toHaveCount(0);
  await checkScreen(page, 'admin-add-dad-coverage-hours');
  await form.getByRole('button', { name: 'Create DAD Account' }).click();
  await expect(page.getByTestId('dad-created')).toBeVisible();

  const [dad] = (await (await page.request.get('/api/admin/dads', { params: { q: email } })).json()) as AdminDadDto[];
  expect(dad.coverage).toEqual({ homeZip: '92660', coverageZips: null, coverageRadiusMiles: 12 });
  const asDad = await playwrightRequest.newContext({ baseURL });
  expect((await asDad.post('/api/login', { data: { email, password } })).ok()).toBeTruthy();
  expect(await (await asDad.get('/api/dad/availability/weekly')).json()).toEqual([
    { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
    { dayOfWeek: 2, startTime: '09:00', endTime: '17:00' },
  ]);
  await asDad.dispose();
});
