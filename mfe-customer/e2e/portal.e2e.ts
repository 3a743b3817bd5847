import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { CarDto } from '@dd/contracts/car';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { aCustomerOfItsOwn, checkScreen, collectConsoleProblems, holdRequests, signIn, test } from '../../tools/e2e/helpers';

/**
 * The customer portal against the built product on the demo seed: dashboard, My Cars, booking
 * with a saved car, rewards, preferences, password, receipt, review (approved by the demo admin)
 * and payment methods. Most tests register their own customer (page.request shares the page's
 * cookies); the review and the reward are made by copies of demo customer2 (James), who has an
 * unreviewed completed detail and 60 points, so a retry finds James as the demo made him; the tests
 * that only look at his bookings sign him in.
 */

test.describe.configure({ timeout: 120_000 });

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function newCustomer(api: APIRequestContext) {
  const account = { email: uniqueEmail('portal'), password: 'Portal-123!' };
  const response = await api.post('/api/register', { data: { ...account, firstName: 'Mia', lastName: 'Chen', phone: null, role: 'customer' } });
  expect(response.ok(), `register: ${await response.text()}`).toBeTruthy();
  return account;
}

test('a new customer sees the real dashboard, with the empty next appointment', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await newCustomer(page.request);
  await page.goto('/');
  const dashboard = page.getByTestId('customer-dashboard');
  await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  // A new account is welcomed, not welcomed back (issue 36 item 18).
  await expect(dashboard.getByTestId('dashboard-welcome')).toHaveText('Welcome, Mia!');
  await expect(dashboard.getByTestId('next-appointment').getByRole('link', { name: 'Book Your Detail' })).toHaveAttribute('href', '/book');
  await expect(dashboard.getByTestId('wash-points-total')).toHaveText('0');
  await expect(dashboard.getByText('50 points to your next reward')).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'View Rewards' })).toHaveAttribute('href', '/dadportal/customer/rewards');
  await checkScreen(page, 'dashboard-empty');
  expect(problems).toEqual([]);
});

test('the demo customer sees the next appointment and opens its reschedule from the dashboard', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/dadportal/customer');
  const next = page.getByTestId('next-appointment');
  // The first future booking neither cancelled nor completed (the demo's change with the clock).
  const bookings = (await (await page.request.get('/api/bookings?limit=200')).json()) as Array<{ status: string; scheduledDate: string; package?: { name: string } }>;
  const [first] = bookings
    .filter((b) => new Date(b.scheduledDate) > new Date() && b.status !== 'cancelled' && b.status !== 'completed')
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  await expect(next).toContainText(first.package!.name);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome back, Sarah!');
  await expect(next.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(page.getByTestId('recent-activity').locator('li')).toHaveCount(3);
  await next.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Booking' })).toBeVisible();
  await checkScreen(page, 'dashboard');
});

/** Whether a tap at the middle of the toast reaches the toast (not a dialog or its backdrop over it). */
const toastOnTop = (page: Page) =>
  page.getByTestId('toast').evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });

test('a toast raised while a dialog is open shows over it, and one raised as it closes stays', async ({ page }) => {
  // The phone's connection drops as the car is saved: the dialog stays open and a toast says why.
  const problems = collectConsoleProblems(page, [/ERR_CONNECTION_FAILED/]);
  await page.setViewportSize({ width: 390, height: 844 });
  await newCustomer(page.request);
  await page.goto('/cars');
  const form = page.getByTestId('car-form');
  const openAndFill = async () => {
    await page.getByRole('button', { name: 'Add Car' }).click();
    await form.getByLabel('Make', { exact: true }).fill('Honda');
    await form.getByLabel('Model').fill('Civic');
    await form.getByLabel('Year').fill('2021');
  };
  await openAndFill();
  await page.route('**/api/cars', (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()));
  await form.getByRole('button', { name: 'Add Car' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast.getByText('Failed to add car')).toBeVisible();
  await expect(form).toBeVisible();
  // Issue 36 item 20: the modal dialog sits in the browser's top layer; the toast must be what a tap on it reaches.
  expect(await toastOnTop(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('toast-over-dialog-390.png') });
  // The dialog closes under the toast: the toast stays, on the page.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(form).toBeHidden();
  await expect(toast.getByText('Failed to add car')).toBeVisible();
  expect(await toastOnTop(page)).toBe(true);
  // Saved once the connection is back: 'Car added' is raised as the dialog closes, and stays.
  await page.unroute('**/api/cars');
  await openAndFill();
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(form).toBeHidden();
  await expect(toast.getByText('Car added', { exact: true })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(toast.getByText('Car added', { exact: true })).toBeVisible();
  expect(await toastOnTop(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a customer adds, edits and deletes a car', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await newCustomer(page.request);
  await page.goto('/cars');
  await page.getByRole('button', { name: 'Add Car' }).click();
  const form = page.getByTestId('car-form');
  await form.getByLabel('Make', { exact: true }).fill('Honda');
  await form.getByLabel('Model').fill('Civic');
  // The required Year is a box like Make's, not text on the page (issue 36 item 6).
  const box = (label: string) =>
    form.getByLabel(label, { exact: true }).evaluate((input) => {
      const style = getComputedStyle(input);
      return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor} ${style.borderRadius}`;
    });
  // Polled: Make's border fades from its focus colour for a moment after Model takes the focus.
  await expect.poll(async () => (await box('Year')) === (await box('Make'))).toBe(true);
  expect(await box('Year')).toMatch(/^1px solid rgb/);
  await form.getByLabel('Year').fill('1899');
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(form.getByText(`Year must be between 1900 and ${new Date().getFullYear() + 1}`)).toBeVisible();
  await form.getByLabel('Year').fill('2021');
  await form.getByText('SUV', { exact: true }).click();
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(page.getByText('Car added', { exact: true })).toBeVisible();
  const card = page.getByTestId('car-card').filter({ hasText: '2021 Honda Civic' });
  await expect(card).toContainText('SUV');
  await expect(card).toContainText('Default');
  await checkScreen(page, 'cars');

  await card.getByRole('button', { name: 'Edit 2021 Honda Civic' }).click();
  await page.getByTestId('car-form').getByLabel('Color (optional)').fill('Blue');
  await page.getByTestId('car-form').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Car updated', { exact: true })).toBeVisible();
  await expect(card).toContainText('Blue');

  await card.getByRole('button', { name: 'Delete 2021 Honda Civic' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Car' });
  await expect(confirm).toContainText('Are you sure you want to delete this car?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Car deleted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('car-card')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Steps 2 to 5 of the wizard after step 1 (Tidy Up, an Irvine address, the first free window). */
async function throughToPayment(page: Page) {
  await page.getByTestId('package-card').filter({ hasText: 'The Tidy Up' }).getByRole('button', { name: 'Select This Package' }).click();
  // Step 2 then offers the package's add-ons and another vehicle.
  await page.getByTestId('extras-step').getByRole('button', { name: 'Continue' }).click();
  const address = page.locator('form[aria-label="Service address"]');
  await address.getByLabel('Street Address').fill('1 Civic Center Plaza');
  await address.getByLabel('City').fill('Irvine');
  await address.getByLabel('ZIP Code').fill('92618');
  await address.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('time-slot').first().click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 5 of 5');
}

async function pay(page: Page) {
  await confirmBooking(page, async (form) => {
    await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
    await form.getByLabel('CVC').fill('123');
  });
}

/**
 * Agrees and confirms on step 5 (`fill` fills in the rest of the form). The other worker's tests book
 * Irvine's first free windows too: when the window was just taken, the wizard is back on step 4 and the
 * customer picks the first free one again, as a person would (twice at most).
 */
async function confirmBooking(page: Page, fill: (form: Locator) => Promise<void> = async () => undefined) {
  const form = page.locator('form[aria-label="Checkout"]');
  const booked = page.getByTestId('booking-success');
  const chooseAgain = page.getByTestId('wizard-step').filter({ hasText: 'Step 4 of 5' });
  for (let chosen = 1; ; chosen++) {
    await form.getByLabel('I agree to the').check();
    await fill(form);
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(booked.or(chooseAgain)).toBeVisible();
    if ((await booked.isVisible()) || chosen === 3) break;
    await page.getByTestId('time-slot').first().click();
    await expect(page.getByTestId('wizard-step')).toHaveText('Step 5 of 5');
  }
  await expect(booked).toBeVisible();
}

test('a customer books with a saved car, which goes on the booking', async ({ page }) => {
  await newCustomer(page.request);
  const car = (await (await page.request.post('/api/cars', { data: { make: 'Ford', model: 'F-150', year: 2022, vehicleType: 'truck' } })).json()) as CarDto;
  await page.goto('/book');
  const saved = page.getByTestId('saved-cars');
  await saved.getByText('2022 Ford F-150 (Truck)').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await throughToPayment(page);
  await expect(page.getByTestId('summary-total')).toHaveText('$139.00');
  await pay(page);
  await expect(page.getByTestId('success-vehicle-type')).toHaveText('Truck');
  const [booking] = (await (await page.request.get('/api/bookings')).json()) as BookingSummaryDto[];
  expect(booking).toMatchObject({ carId: car.id, vehicleType: 'truck', car: { make: 'Ford', model: 'F-150' } });
});

test('a customer claims a reward and sees the credit at the next checkout', async ({ page }) => {
  // A copy of customer2 (James): the claim spends the copy's points, so a retry starts from the demo's.
  await signIn(page, aCustomerOfItsOwn(DEMO.customer2));
  await page.goto('/rewards');
  // The demo gives this customer between 50 and 99 points (Silver): enough for the $10 credit only.
  const points = ((await (await page.request.get('/api/user')).json()) as { washPoints: number }).washPoints;
  expect(points).toBeGreaterThanOrEqual(50);
  expect(points).toBeLessThan(100);
  await expect(page.getByTestId('rewards-points')).toHaveText(String(points));
  await expect(page.getByTestId('tier-badge')).toHaveText('Silver');
  await expect(page.getByTestId('referral-link')).toHaveText(/\/book\?ref=[0-9A-F]{8}$/);
  const fifty = page.getByTestId('reward-card').filter({ hasText: '$25 Credit' });
  await expect(fifty.getByRole('button', { name: `${100 - points} more points needed` })).toBeDisabled();
  // A paused reward says so in words, not with a bare disabled "Not available" (issue 36 item 20).
  const paused = page.getByTestId('reward-card').filter({ hasText: '$50 Credit' });
  await expect(paused).toContainText('Not offered right now');
  await expect(paused.getByTestId('reward-unavailable')).toHaveText('We have paused this reward for now. Your points stay yours, and you can claim it once it is back.');
  await expect(paused.getByRole('button')).toHaveCount(0);
  await checkScreen(page, 'rewards');
  await page.getByRole('button', { name: 'Claim $10 Credit' }).click();
  // Asked first, saying the claim takes the customer from Silver back to Bronze.
  const ask = page.getByRole('dialog', { name: 'Claim $10 Credit?' });
  await expect(ask).toContainText(`This spends 50 of your ${points} points; you will have ${points - 50} left.`);
  await expect(ask.getByTestId('tier-drop')).toHaveText('Your tier drops from Silver to Bronze: $10 off every 5th booking no longer applies.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('rewards-points')).toHaveText(String(points));
  await page.getByRole('button', { name: 'Claim $10 Credit' }).click();
  await ask.getByRole('button', { name: 'Claim Reward' }).click();
  await expect(page.getByText('Reward claimed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rewards-points')).toHaveText(String(points - 50));
  await expect(page.getByTestId('waiting-rewards')).toContainText('$10.00 credit');

  await page.goto('/book');
  await page.getByText('Another vehicle').click();
  await page.getByText('Sedan', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await throughToPayment(page);
  await expect(page.getByTestId('price-reward-credit')).toHaveText('-$10.00');
  // $89.00 for a sedan less the credit, and less a tier discount when this happens to be a counted booking.
  const total = (await page.getByTestId('summary-total').textContent())!;
  expect(['$79.00', '$69.00']).toContain(total);
  // A returning customer pays with their saved card: no card form.
  const form = page.locator('form[aria-label="Checkout"]');
  await expect(form.getByTestId('saved-cards').getByRole('radio', { name: /\(default\)$/ })).toBeChecked();
  await confirmBooking(page);
  await expect(page.getByTestId('success-total')).toHaveText(total);
});

test("the demo customer's Bronze tier badge on the rewards page is readable", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/rewards');
  await expect(page.getByTestId('tier-badge')).toHaveText('Bronze');
  await checkScreen(page, 'rewards-bronze');
});

test('a customer saves preferences and changes the password', async ({ page }) => {
  const account = await newCustomer(page.request);
  await page.goto('/customer/settings/preferences');
  await page.getByLabel('SMS notifications').click();
  await page.getByLabel('Both').check();
  await checkScreen(page, 'preferences');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences saved', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ smsNotifications: true, preferredContactMethod: 'both' });

  await page.goto('/customer/settings/account');
  const form = page.getByTestId('password-form');
  await expect(form).toBeVisible();
  await checkScreen(page, 'account');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-1');
  await form.getByLabel('Confirm New Password').fill('Brand-new-pass-2');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await form.getByLabel('Confirm New Password').fill('Brand-new-pass-1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  // At the field, not only in the toast (issue 36 item 15).
  await expect(form.locator('#password-currentPassword-error')).toHaveText('Current password is incorrect');
  await form.getByLabel('Current Password').fill(account.password);
  // A leaked password is refused at New Password (issue 36 item 16).
  await form.getByLabel('New Password', { exact: true }).fill('Sunshine1');
  await form.getByLabel('Confirm New Password').fill('Sunshine1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.locator('#password-newPassword-error')).toHaveText('This password is on a list of leaked passwords. Please choose another.');
  await form.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-1');
  await form.getByLabel('Confirm New Password').fill('Brand-new-pass-1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  const fresh = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  expect((await fresh.request.post('/api/login', { data: { email: account.email, password: 'Brand-new-pass-1' } })).status()).toBe(200);
  await fresh.close();
});

test('a customer opens the receipt of a completed detail and reviews it once; an admin approves it and it shows on /reviews', async ({ page, browser, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  // A copy of customer2 (James) and his completed details: the review is the copy's, so a retry can review again.
  await signIn(page, aCustomerOfItsOwn(DEMO.customer2, { completedDetails: true }));
  const comment = `Quick and spotless, ${Date.now()}.`;
  await page.goto('/dadportal/customer/details');
  const row = page.getByTestId('history-booking').filter({ hasText: 'The Tidy Up' }).filter({ hasText: 'Completed' });
  await row.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByTestId('receipt-page');
  await expect(receipt).toContainText("Dad's Detailing");
  await expect(receipt).toContainText('Paid');
  await expect(receipt).toContainText('Tesla Model 3');
  await expect(receipt.getByTestId('price-total')).toHaveText('$89.00');
  // A paid detail says when it was charged (the demo records the charge at the end of the job).
  await expect(receipt).toContainText(/Charged On\w+day, \w+ \d+, \d{4}/);
  await checkScreen(page, 'receipt');

  await page.goto('/dadportal/customer/details');
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await dialog.getByRole('radio').nth(4).click();
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Review: You have already reviewed this detail' })).toBeDisabled();
  expect(problems).toEqual([]);

  // Not public until an admin approves it in the admin area.
  await page.goto('/reviews');
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  await expect(page.getByTestId('review-card').filter({ hasText: comment })).toHaveCount(0);
  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const admin = await adminContext.newPage();
  await asAdmin(admin);
  await admin.goto('/dadportal/admin/reviews/pending');
  const pending = admin.getByTestId('admin-review-card').filter({ hasText: comment });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Review approved successfully', { exact: true }).first()).toBeVisible();
  await adminContext.close();
  await page.reload();
  await expect(page.getByTestId('review-card').filter({ hasText: comment })).toBeVisible();
});

test('My Bookings (the sidebar) and the booking page offer Receipt, Add Tip and Review of a completed detail', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.customer2);
  await page.getByTestId('sidebar').getByText('My Bookings').click();
  await expect(page).toHaveURL(/\/customer\/bookings$/);
  await page.getByRole('tab', { name: /Past/ }).click();
  const card = page.getByTestId('my-booking').filter({ hasText: 'The Tidy Up' }).filter({ hasText: 'Completed' }).first();
  const offersEverything = async (actions: ReturnType<Page['getByTestId']>) => {
    await expect(actions.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Add Tip' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /^Review/ })).toBeVisible();
  };
  await offersEverything(card);
  await checkScreen(page, 'my-bookings-past');
  const id = (await card.getAttribute('data-booking-id'))!;

  await page.goto(`/dadportal/customer/details/${id}`);
  await offersEverything(page.getByTestId('booking-actions'));
  await checkScreen(page, 'booking-detail-completed');
  await page.getByTestId('booking-actions').getByRole('link', { name: 'Add Tip' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${id}/receipt#tip$`));
  await expect(page.getByTestId('receipt-page')).toBeVisible();
  expect(problems).toEqual([]);
});

test('payment methods list the card used at checkout', async ({ page }) => {
  await newCustomer(page.request);
  await page.goto('/book');
  await page.getByRole('button', { name: 'Continue' }).click();
  await throughToPayment(page);
  await pay(page);
  await page.goto('/customer/payment-methods');
  const card = page.getByTestId('payment-method');
  await expect(card).toContainText('Visa ending in 4242');
  await expect(card).toContainText('Default');
  await card.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
  await page.getByRole('dialog', { name: 'Delete Payment Method' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('card-in-use')).toContainText('holds the payment for your upcoming detail');
  await expect(card).toBeVisible();
});

test('a customer adds cards in test mode, sets the default and deletes one', async ({ page }) => {
  // The duplicate card's 409 is expected.
  const problems = collectConsoleProblems(page, [/status of 409/]);
  await newCustomer(page.request);
  await page.goto('/customer/payment-methods');
  // Said to a customer, not to the operator who would configure it (issue 36 item 18).
  await expect(page.getByTestId('payments-test-mode')).toContainText('This site does not take real cards yet: cards are added with test card numbers, and nothing is ever charged.');
  await expect(page.getByTestId('payments-test-mode')).not.toContainText('publishable key');
  await expect(page.getByText('No saved cards')).toBeVisible();

  const addCard = async (name: string, number: string, expiry: string) => {
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    await expect(dialog.getByTestId('test-mode-notice')).toContainText('No real card is charged');
    await dialog.getByLabel('Name on Card').fill(name);
    await dialog.getByLabel('Card Number').fill(number);
    await dialog.getByLabel('Expiry (MM/YY)').fill(expiry);
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save Card' }).click();
    return dialog;
  };

  // The checkout form's rules: a past expiry is refused before anything is sent.
  const dialog = await addCard('Mia Chen', '4242 4242 4242 4242', '01/20');
  await expect(dialog.getByText("Your card's expiration date is in the past.")).toBeVisible();
  await checkScreen(page, 'payment-methods-add');
  await dialog.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(dialog).toBeHidden();
  const cards = page.getByTestId('payment-method');
  await expect(cards).toHaveCount(1);
  const visa = cards.filter({ hasText: 'Visa ending in 4242' });
  // The default card shows the Default tag instead of the Set as Default button.
  const setDefault = (card: typeof visa) => card.getByRole('button', { name: 'Set as Default' });
  await expect(visa).toContainText('Default');
  await expect(setDefault(visa)).toHaveCount(0);

  await addCard('Mia Chen', '5555 5555 5555 4444', EXPIRY);
  await expect(dialog).toBeHidden();
  const mastercard = cards.filter({ hasText: 'Mastercard ending in 4444' });
  await expect(setDefault(mastercard)).toBeVisible();

  // The same card again is not stored twice.
  await addCard('Mia Chen', '4242424242424242', EXPIRY);
  await expect(dialog.getByTestId('add-card-failed')).toContainText('This card is already saved.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(2);
  await checkScreen(page, 'payment-methods');

  await setDefault(mastercard).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Default card set' })).toContainText('Mastercard ending in 4444 is now your default card.');
  await expect(setDefault(mastercard)).toHaveCount(0);
  await expect(setDefault(visa)).toBeVisible();
  await visa.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Payment Method' });
  await expect(confirm).toContainText('Are you sure you want to delete the Visa ending in 4242?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Card deleted' })).toContainText('Visa ending in 4242 is no longer saved.');
  await expect(visa).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('after a decline, a double tap on Save Card saves the card once and nothing moves or closes meanwhile', async ({ page }) => {
  // The declined card's 402 is expected.
  const problems = collectConsoleProblems(page, [/status of 402/]);
  await newCustomer(page.request);
  await page.goto('/customer/payment-methods');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await dialog.getByLabel('Name on Card').fill('Mia Chen');
  await dialog.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await dialog.getByLabel('CVC').fill('123');
  const save = dialog.getByRole('button', { name: 'Save Card' });
  await save.click();
  await expect(dialog.getByTestId('add-card-failed')).toBeVisible();

  // The retry: while it saves, the decline notice and Save Card stay where they were, a second tap does
  // nothing, and neither the backdrop nor Escape closes the dialog under the save (issue 36 item 4).
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4242');
  const before = await save.boundingBox();
  const setups: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/api/payment-methods/setup-intent') && setups.push(request.url())));
  let release!: () => void;
  const held = await holdRequests(page, '**/api/payment-methods/setup-intent', new Promise<void>((resolve) => (release = resolve)));
  await save.dblclick();
  await expect(save).toHaveClass(/ant-btn-loading/);
  await expect(dialog.getByTestId('add-card-failed')).toBeVisible();
  // The spinner widens the button to the left; the point tapped stays on it and its row stays put.
  const during = (await save.boundingBox())!;
  const tapped = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 };
  expect(during.y).toBe(before!.y);
  expect(tapped.x).toBeGreaterThan(during.x);
  expect(tapped.x).toBeLessThan(during.x + during.width);
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await held();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-method')).toContainText('Visa ending in 4242');
  await expect(page.getByTestId('toast').filter({ hasText: 'Payment method added' })).toBeVisible();
  expect(setups).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('in Stripe mode the Add dialog loads Stripe.js only when opened, and says so when it cannot', async ({ page }) => {
  // As the wizard's Stripe test: the API is told to be in Stripe mode, and js.stripe.com fails.
  const problems = collectConsoleProblems(page, [/stripe/i, /ERR_FAILED/]);
  await page.route('**/api/payments/config', (route) => route.fulfill({ json: { mode: 'stripe', publishableKey: 'pk_test_e2e' } }));
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  const stripeScript = page.locator('script[src*="js.stripe.com"]');
  await newCustomer(page.request);
  await page.goto('/customer/payment-methods');
  await expect(page.getByText('No saved cards')).toBeVisible();
  await expect(stripeScript).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(dialog.getByTestId('stripe-unavailable')).toContainText('The card form could not be loaded.');
  expect(await stripeScript.count()).toBeGreaterThan(0);
  await expect(dialog.getByTestId('test-card-form')).toHaveCount(0);
  await expect(page.getByTestId('payments-test-mode')).toHaveCount(0);
  expect(problems).toEqual([]);
});
