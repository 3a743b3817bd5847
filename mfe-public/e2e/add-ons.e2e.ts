import { expect, test, type Page } from '@playwright/test';
import type { BookingDetailDto, BookingSummaryDto } from '@dd/contracts/booking';
import { checkScreen, collectConsoleProblems, expectNoSidewaysScroll, visit } from '../../tools/e2e/helpers';

/**
 * Two cars with add-ons in one booking, on a phone, paid with the test card (demo seed: Pet Hair
 * Removal, Engine Bay Cleaning, Headlight Restoration and Ceramic Spray Sealant are offered).
 */

const APPROVED = '4242 4242 4242 4242';
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test.describe.configure({ timeout: 120_000 });
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Screenshots and axe (checkScreen leaves a desktop viewport when it takes screenshots), then the phone again. */
async function checkOnPhone(page: Page, name: string) {
  await checkScreen(page, name);
  await page.setViewportSize(PHONE);
}

const step = (page: Page) => page.getByTestId('wizard-step');
const extras = (page: Page) => page.getByTestId('extras-step');
const selectPackage = (page: Page, name: string) =>
  page.getByTestId('package-card').filter({ hasText: name }).getByRole('button', { name: 'Select This Package' }).click();

test('a visitor books two cars with add-ons on a phone and pays once for both', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const email = `two-cars-${Date.now()}@example.com`;
  await visit(page, '/book');

  // Vehicle 1: a sedan, The Tidy Up, pet hair removal.
  await page.getByText('Sedan', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await selectPackage(page, 'The Tidy Up');
  await expect(step(page)).toHaveText('Step 2 of 5');
  await expect(extras(page).getByRole('heading', { name: 'Add-ons for The Tidy Up' })).toBeVisible();
  const petHair = extras(page).getByTestId('add-on-option').filter({ hasText: 'Pet Hair Removal' });
  await expect(petHair).toContainText('+$35.00');
  await expect(petHair).toContainText('+30 min');
  // A running total while choosing (issue 36 item 10): the server's price, before step 5.
  const runningTotal = extras(page).getByTestId('running-total-amount');
  await expect(runningTotal).toHaveText('$89.00');
  await petHair.click();
  await expect(petHair.getByRole('checkbox')).toBeChecked();
  await expect(runningTotal).toHaveText('$124.00');
  await expectNoSidewaysScroll(page, 'the add-ons step');
  await checkOnPhone(page, 'wizard-add-ons');

  // Vehicle 2: an SUV, The Deep Clean, engine bay.
  await extras(page).getByRole('button', { name: 'Add another vehicle' }).click();
  await expect(step(page)).toHaveText('Step 1 of 5');
  await expect(page.getByRole('heading', { name: 'Vehicle 2: what are we detailing?' })).toBeVisible();
  await page.getByText('SUV', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await selectPackage(page, 'The Deep Clean');
  const engineBay = extras(page).getByTestId('add-on-option').filter({ hasText: 'Engine Bay Cleaning' });
  await expect(engineBay).toContainText('+$50.00');
  await engineBay.click();
  // Every vehicle in the list with its price, and the total of both.
  await expect(extras(page).getByTestId('price-vehicle-2')).toHaveText('$189.00');
  await expect(extras(page).getByTestId('price-addon-2-1')).toHaveText('$50.00');
  await expect(runningTotal).toHaveText('$363.00');
  await expect(extras(page).getByTestId('wizard-vehicles')).toContainText('The Tidy Up (Sedan) + Pet Hair Removal');
  await expect(extras(page).getByTestId('wizard-vehicles')).toContainText('The Deep Clean (SUV) + Engine Bay Cleaning');
  await checkOnPhone(page, 'wizard-two-vehicles');
  await extras(page).getByRole('button', { name: 'Continue' }).click();

  // One address, one arrival window long enough for both cars.
  const form = page.locator('form[aria-label="Service address"]');
  await form.getByLabel('Street Address').fill('1 Civic Center Plaza');
  await form.getByLabel('City').fill('Irvine');
  await form.getByLabel('ZIP Code').fill('92618');
  // The windows are asked for both vehicles and their add-ons: the server adds up their time.
  const asked = page.waitForRequest((request) => /\/api\/availability\?.*addOnIds=.*moreVehicles=suv/.test(request.url()));
  await form.getByRole('button', { name: 'Continue' }).click();
  await asked;
  await expect(step(page)).toHaveText('Step 4 of 5');
  await page.getByTestId('time-slot').first().click();
  await expect(step(page)).toHaveText('Step 5 of 5');

  // The summary: each car and its add-on, priced by the server.
  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('price-vehicle-1')).toHaveText('$89.00');
  await expect(summary.getByTestId('price-addon-1-1')).toHaveText('$35.00');
  await expect(summary.getByTestId('price-vehicle-2')).toHaveText('$189.00');
  await expect(summary.getByTestId('price-addon-2-1')).toHaveText('$50.00');
  await expect(summary.getByTestId('summary-total')).toHaveText('$363.00');
  await expect(summary).toContainText('Vehicle 2: The Deep Clean (SUV)');
  // Before the card is held: the fees in plain words, worked out on this total, which the terms box agrees to.
  await expect(page.getByTestId('fee-policy')).toContainText(
    'Free cancellation until 48 hours before your appointment. Cancelling later costs 25% of the booking total ($90.75). If nobody is there with the car when your detailer arrives, a no-show fee of 50% of the booking total ($181.50) is charged. A fee is taken from the card held for this booking and the rest of the hold is released.',
  );
  await expect(page.locator('form[aria-label="Checkout"]')).toContainText('including the fees above');
  await expectNoSidewaysScroll(page, 'the checkout');
  await checkOnPhone(page, 'wizard-checkout-two-vehicles');

  const checkout = page.locator('form[aria-label="Checkout"]');
  await checkout.getByLabel('First Name').fill('Nora');
  await checkout.getByLabel('Last Name').fill('Diaz');
  await checkout.getByLabel('Email').fill(email);
  await checkout.getByLabel('I agree to the').check();
  await checkout.getByLabel('Card Number').fill(APPROVED);
  await checkout.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await checkout.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  const success = page.getByTestId('booking-success');
  await expect(success).toBeVisible();
  await expect(success.getByTestId('success-total')).toHaveText('$363.00');
  await expect(success.getByTestId('price-addon-2-1')).toHaveText('$50.00');

  // The card holds the whole amount, and the booking keeps both cars' time.
  const [booking] = (await (await page.request.get('/api/bookings')).json()) as BookingSummaryDto[];
  expect(booking).toMatchObject({ paymentStatus: 'authorized', totalAmount: '363.00', vehicleType: 'sedan' });
  const detail = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as BookingDetailDto;
  expect(detail.durationMinutes).toBe(90 + 30 + 150 + 30);
  expect(detail.vehicles.map((v) => [v.position, v.vehicleType, v.packageName, v.addOns.map((a) => a.name)])).toEqual([
    [1, 'sedan', 'The Tidy Up', ['Pet Hair Removal']],
    [2, 'suv', 'The Deep Clean', ['Engine Bay Cleaning']],
  ]);

  // Both cars on every screen that shows the booking (issue 36 item 2): the confirmation, the
  // bookings lists (their API answers carry the vehicles) and the booking's page.
  await expect(success.getByTestId('success-vehicle-type')).toHaveText('Sedan, SUV');
  await expect(success.getByText('Vehicle Types (2)')).toBeVisible();
  expect(booking.vehicles?.map((v) => v.vehicleType)).toEqual(['sedan', 'suv']);
  await page.goto('/dadportal/customer/details');
  const card = page.locator(`[data-testid="history-booking"][data-booking-id="${booking.id}"]`);
  await expect(card.getByTestId('booking-card-vehicles')).toHaveText('Sedan · SUV');
  await expect(card.getByTestId('booking-card-money')).toHaveText('Held $363.00 (on the card, charged after the job)');
  await page.goto('/customer/bookings');
  await expect(page.locator(`[data-testid="my-booking"][data-booking-id="${booking.id}"]`).getByTestId('booking-card-vehicles')).toHaveText('Sedan · SUV');
  await page.goto(`/dadportal/customer/details/${booking.id}`);
  const vehicles = page.getByTestId('booking-vehicle').getByRole('listitem');
  await expect(vehicles).toHaveText(['Sedan: The Tidy Up + Pet Hair Removal', 'SUV: The Deep Clean + Engine Bay Cleaning']);
  await expect(page.getByText('Vehicles (2)')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the booking page');
  await checkOnPhone(page, 'booking-detail-two-vehicles');
  expect(problems).toEqual([]);
});
