import { expect } from '@playwright/test';
import { checkScreen, test } from '../../tools/e2e/helpers';

/** Weather Risks (issue 44) on the demo seed, whose tomorrow-morning job the forecast put at risk. */
test.describe.configure({ timeout: 120_000 });

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

test('the owner sets the weather limits in Settings', async ({ page, asAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin(page);
  await page.goto('/dadportal/admin/settings');
  const form = page.getByTestId('settings-form');
  const weather = form.getByRole('group', { name: 'Weather' });
  const rain = weather.getByLabel('Chance of rain above (%)');
  await expect(rain).toHaveValue('50');
  await expect(weather.getByLabel('Temperature above (°F)')).toHaveValue('100');
  await rain.fill('101');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(weather.getByText('Must be at most 100')).toBeVisible();
  await checkScreen(page, 'admin-settings-weather');
  await rain.fill('60');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully').first()).toBeVisible();
  expect(await (await page.request.get('/api/admin/settings')).json()).toMatchObject({ weatherRainChance: 60, weatherHeatF: 100 });
  await rain.fill('50');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(async () => ((await (await page.request.get('/api/admin/settings')).json()) as { weatherRainChance: number }).weatherRainChance).toBe(50);
});
