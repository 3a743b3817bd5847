import { expect } from '@playwright/test';
import { checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

/**
 * Issue 37 item 13: Settings must not shrink or stretch the service area by accident. Removing a ZIP
 * asks first and names it; a ZIP far from Orange County is refused by name; a percentage fee over 100
 * is refused in the form, before anything is sent (or a step-up code asked). Nothing here is saved.
 */
test('settings ask before removing ZIP codes and refuse what cannot be served', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page, [/400 \(Bad Request\)/]);
  await asAdmin(page);
  const patches: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && request.url().endsWith('/api/admin/settings') && patches.push(request.url()));
  await page.goto('/dadportal/admin/settings');
  const form = page.getByTestId('settings-form');
  const zips = form.getByLabel('ZIP codes served (comma-separated)');
  const original = await zips.inputValue();
  expect(original).toContain('92618');

  // 150% no-show fee: named under the field at once, nothing sent.
  await form.getByRole('radio', { name: 'Percent of the booking total, no-show fee', exact: true }).check();
  const fee = form.getByRole('textbox', { name: /^No-show fee \(/ });
  const feeBefore = await fee.inputValue();
  await fee.fill('150');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText('A percentage fee cannot be more than 100%')).toBeVisible();
  expect(patches).toEqual([]);
  await fee.fill(feeBefore);

  // Removing 92618 (Mike's base, many bookings' ZIP) asks first; keeping them sends nothing.
  await zips.fill(original.split(', ').filter((zip) => zip !== '92618').join(', '));
  await form.getByRole('button', { name: 'Save Settings' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove ZIP codes from the service area?' });
  await expect(ask.getByTestId('zip-removal-effect')).toHaveText(
    '92618 will no longer be served: new bookings there are refused, and no DAD can be based or cover there. Bookings already made there stay as they are.',
  );
  await checkScreen(page, 'admin-settings-remove-zips');
  await ask.getByRole('button', { name: 'Keep Them' }).click();
  await expect(ask).toHaveCount(0);
  expect(patches).toEqual([]);

  // New York's 10001 is refused by name, the area unchanged.
  await zips.fill(`${original}, 10001`);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Not an Orange County ZIP code we can route to: 10001').first()).toBeVisible();
  const settings = (await (await page.request.get('/api/admin/settings')).json()) as { serviceAreaZipCodes: string[] };
  expect(settings.serviceAreaZipCodes).toContain('92618');
  expect(settings.serviceAreaZipCodes).not.toContain('10001');
  expect(problems).toEqual([]);
});
