import { expect, type Page } from '@playwright/test';
import type { SiteProfileDto } from '@dd/contracts/site';
import { newCustomer } from '../../tools/e2e/bookings';
import { checkScreen, collectConsoleProblems, expectNoSidewaysScroll, test } from '../../tools/e2e/helpers';

/**
 * My Sites (issue 44) on a phone: the answers the booking form kept for an address (here saved as the
 * wizard saves them after checkout, which mfe-public/e2e/site-profile.e2e.ts shows), changed in place
 * and kept, then deleted.
 */
test.describe.configure({ timeout: 180_000 });

const ADDRESS = '44 Cedar Court';
const question = (page: Page, legend: string) => page.getByTestId('site-card').getByRole('group', { name: legend });
const sites = async (page: Page) => (await (await page.request.get('/api/sites')).json()) as SiteProfileDto[];

test('a customer changes and deletes a site on My Sites at 390 px (axe)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = collectConsoleProblems(page);
  await newCustomer(page.request);

  // Nothing kept yet: told where the answers come from.
  await page.goto('/customer/sites');
  const screen = page.getByTestId('my-sites');
  await expect(screen.getByText('No sites yet')).toBeVisible({ timeout: 60_000 });

  // The wizard kept one address's answers at checkout.
  const saved = await page.request.put('/api/sites', { data: { address: ADDRESS, zipCode: '92618', water: true, power: false, covered: null, gateCode: null, hoaRules: null, parkingNotes: 'Driveway' } });
  expect(saved.status(), `save: ${await saved.text()}`).toBe(200);
  await page.reload();
  const card = screen.getByTestId('site-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${ADDRESS}, 92618`);
  await expect(question(page, 'Is there an outside water spigot we can use?').getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(question(page, 'Is there a power outlet we can use?').getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await expect(question(page, 'Will the car be in a garage or covered parking?').getByRole('radio', { name: 'Not sure', exact: true })).toBeChecked();
  await expect(card.getByLabel('Parking notes')).toHaveValue('Driveway');

  // An outlet was put in and there is a gate now.
  await question(page, 'Is there a power outlet we can use?').getByRole('radio', { name: 'Yes', exact: true }).check();
  await question(page, 'Will the car be in a garage or covered parking?').getByRole('radio', { name: 'Yes', exact: true }).check();
  await card.getByLabel('Gate or building code').fill('#1357');
  await card.getByLabel('HOA rules we should know').fill('No washing after 6 PM');
  await checkScreen(page, 'my-sites');
  await expectNoSidewaysScroll(page, 'My Sites');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site saved')).toBeVisible();
  await expect
    .poll(async () => (await sites(page)).map(({ address, water, power, covered, gateCode, hoaRules, parkingNotes }) => ({ address, water, power, covered, gateCode, hoaRules, parkingNotes })))
    .toEqual([{ address: ADDRESS, water: true, power: true, covered: true, gateCode: '#1357', hoaRules: 'No washing after 6 PM', parkingNotes: 'Driveway' }]);

  // Read again from the server: the changes stand.
  await page.reload();
  await expect(question(page, 'Is there a power outlet we can use?').getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(card.getByLabel('Gate or building code')).toHaveValue('#1357');

  // Deleted after a confirmation: the next booking there asks again.
  await card.getByRole('button', { name: `Delete the site ${ADDRESS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Site' });
  await expect(dialog).toContainText(`The answers for ${ADDRESS} will be forgotten; the next booking there asks again.`);
  await checkScreen(page, 'my-sites-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(screen.getByText('No sites yet')).toBeVisible();
  expect(await sites(page)).toEqual([]);
  expect(problems).toEqual([]);
});
