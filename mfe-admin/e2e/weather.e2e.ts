import { expect as baseExpect } from '@playwright/test';
import { checkScreen, test } from '../../tools/e2e/helpers';

/** Weather Risks (issue 44) on the demo seed, whose tomorrow-morning job the forecast put at risk. */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('the admin sees the jobs the weather puts at risk', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin');
  await page.getByRole('link', { name: 'Weather Risks' }).first().click();
  await expect(page).toHaveURL(/\/dadportal\/admin\/weather$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weather Risks' })).toBeVisible();
  await expect(page.getByTestId('weather-risk').first()).toContainText('70% chance of rain');
  await checkScreen(page, 'admin-weather');
});

test('the admin’s dispatch shows the risk on tomorrow’s stop', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/dispatch');
  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page.locator('details summary').first()).toBeVisible();
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await expect(page.getByTestId('weather-tag')).toHaveText(['Rain 70% 8–12']);
  await checkScreen(page, 'admin-dispatch-weather');
});
