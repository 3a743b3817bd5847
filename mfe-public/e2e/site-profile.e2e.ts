import { expect, test, type Page } from '@playwright/test';
import type { SiteProfileDto } from '@dd/contracts/site';
import { checkScreen, expectNoSidewaysScroll, visit } from '../../tools/e2e/helpers';

/**
 * The site profile in the booking wizard (issue 44) on a phone: asked once, optional and folded at
 * step 3, kept for the address after checkout, and not asked again at the next booking there.
 */
test.describe.configure({ timeout: 300_000 });

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const ADDRESS = '8 Rainy Court';

async function toStep3(page: Page) {
  await page.getByText('Sedan', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('package-card').filter({ hasText: 'The Tidy Up' }).getByRole('button', { name: 'Select This Package' }).click();
  await page.getByTestId('extras-step').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Location');
}

const question = (page: Page, legend: string) => page.getByTestId('site-section').getByRole('group', { name: legend });

test('a visitor answers the site questions at 390 px (axe); they are kept for the address and not asked again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/book');
  await toStep3(page);
  const form = page.locator('form[aria-label="Service address"]');
  await form.getByLabel('Street Address').fill(ADDRESS);
  await form.getByLabel('City').fill('Irvine');
  await form.getByLabel('ZIP Code').fill('92618');

  // Folded and optional: the step reads as before until it is opened.
  const section = page.getByTestId('site-section');
  await expect(section.getByText('Is there an outside water spigot we can use?')).toBeHidden();
  await section.getByText('About the site (optional)').click();
  await question(page, 'Is there an outside water spigot we can use?').getByRole('radio', { name: 'No', exact: true }).check();
  await question(page, 'Is there a power outlet we can use?').getByRole('radio', { name: 'Yes', exact: true }).check();
  await section.getByLabel('Gate or building code').fill('#2468');
  await section.getByLabel('Parking notes').fill('Street parking only');
  await checkScreen(page, 'book-site-profile');
  await expectNoSidewaysScroll(page, 'step 3 with the site questions');

  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Time');
  await page.getByTestId('time-slot').first().click();
  const checkout = page.locator('form[aria-label="Checkout"]');
  await checkout.getByLabel('First Name').fill('Sita');
  await checkout.getByLabel('Last Name').fill('Ramos');
  await checkout.getByLabel('Email').fill(`site-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await checkout.getByLabel('I agree to the').check();
  await checkout.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await checkout.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByTestId('booking-success')).toBeVisible({ timeout: 90_000 });

  // The new customer's account keeps the answers for the address.
  await expect
    .poll(async () => ((await (await page.request.get('/api/sites')).json()) as SiteProfileDto[]).map(({ address, water, power, covered, gateCode, parkingNotes }) => ({ address, water, power, covered, gateCode, parkingNotes })))
    .toEqual([{ address: ADDRESS, water: false, power: true, covered: null, gateCode: '#2468', parkingNotes: 'Street parking only' }]);

  // The next booking starts from that address: the answers are there, and the customer is told so.
  await visit(page, '/book');
  await toStep3(page);
  await expect(form.getByLabel('Street Address')).toHaveValue(ADDRESS);
  await section.getByText('About the site (optional)').click();
  await expect(section.getByTestId('site-kept')).toBeVisible();
  await expect(question(page, 'Is there an outside water spigot we can use?').getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await expect(section.getByLabel('Gate or building code')).toHaveValue('#2468');
  await checkScreen(page, 'book-site-kept');
});
