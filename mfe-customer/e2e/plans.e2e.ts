import { expect, type APIRequestContext } from '@playwright/test';
import type { PaymentMethodDto, SetupIntentResponse, TestCardSetupResponse } from '@dd/contracts/payment';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MembershipDto, PlanDto } from '@dd/contracts/plan';
import { PlanCardLinks } from '../../api/src/plans/plan-card-links';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn, test, visit } from '../../tools/e2e/helpers';

/**
 * Maintenance plans (issue 42) against the built product on the demo seed: a new customer joins the
 * demo's fortnightly plan on a phone with a saved card, pauses a visit and cancels (the end date
 * stated before confirming), and an admin sees the member; the demo customer sees her plan's visit.
 */

test.describe.configure({ timeout: 120_000 });
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A new customer, signed in on the page's browser, with a test Visa saved in Payment Methods. */
async function newCustomerWithCard(api: APIRequestContext) {
  const email = `plans-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const ok = async <T = unknown>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return response.json() as Promise<T>;
  };
  await ok(await api.post('/api/register', { data: { email, password: 'Plans-123!', firstName: 'Rosa', lastName: 'Plan', phone: null, role: 'customer' } }));
  const setup = await ok<SetupIntentResponse>(await api.post('/api/payment-methods/setup-intent'));
  const confirmed = await ok<TestCardSetupResponse>(await api.post('/api/payments/test/confirm-setup', { data: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: EXPIRY, cvc: '123' } }));
  await ok(await api.post('/api/payment-methods', { data: { paymentMethodId: confirmed.paymentMethodId } }));
  return email;
}

test('a customer joins a plan on a phone, pauses it, moves its day and time and cancels it', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await newCustomerWithCard(page.request);
  await page.goto('/customer/plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance Plans');
  await expect(page.getByText('You are not on a plan yet.')).toBeVisible();

  const offered = page.getByTestId('offered-plan').filter({ hasText: 'Tidy Up Every Two Weeks' });
  await expect(offered).toContainText('members pay $79.00 a visit for a sedan (you save $10.00)');
  await offered.getByRole('button', { name: 'Join Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Tidy Up Every Two Weeks' });
  // Nothing agreed yet: the terms are asked for.
  await dialog.getByLabel('Address').fill('123 Main Street');
  await dialog.getByLabel('City').fill('Irvine');
  await dialog.getByLabel('ZIP Code').fill('92618');
  await dialog.getByRole('radio', { name: 'Thursday' }).check();
  await dialog.getByRole('radio', { name: /^Afternoon/ }).check();
  await expect(dialog.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await expect(dialog.getByTestId('plan-terms')).toContainText('At least 6 visits.');
  await dialog.getByRole('button', { name: 'Join Plan' }).click();
  await expect(dialog.getByText('Please agree to the plan terms')).toBeVisible();
  await checkScreen(page, 'plans-join');
  await dialog.getByRole('checkbox', { name: 'I agree to the plan terms' }).check();
  await dialog.getByRole('button', { name: 'Join Plan' }).click();
  await expect(dialog).toBeHidden();

  const membership = page.getByTestId('membership');
  await expect(membership).toContainText('Tidy Up Every Two Weeks');
  await expect(membership).toContainText('Every 2 weeks, Thursdays, Afternoon (12:00 PM-4:00 PM)');
  await expect(membership).toContainText('Active');
  await expect(membership).toContainText('Pauses left this year: 2');
  await checkScreen(page, 'plans-member');

  await membership.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('dialog', { name: 'Pause Plan' }).getByRole('button', { name: 'Pause' }).click();
  await expect(membership).toContainText('Paused');
  await expect(membership).toContainText('Pauses left this year: 1');

  await membership.getByRole('button', { name: 'Change Day or Time' }).click();
  const slot = page.getByRole('dialog', { name: 'Change Day or Time' });
  await slot.getByRole('radio', { name: 'Saturday' }).check();
  await slot.getByRole('radio', { name: /^Evening/ }).check();
  await checkScreen(page, 'plans-change-slot');
  await slot.getByRole('button', { name: 'Save Changes' }).click();
  await expect(membership).toContainText('Every 2 weeks, Saturdays, Evening (4:00 PM-8:00 PM)');

  await membership.getByRole('button', { name: 'Cancel Plan' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Plan' });
  await expect(cancel).toContainText(/Your plan will end on \w{3}, \w{3} \d{1,2}, \d{4}, the end of its minimum term/);
  const ending = (await cancel.textContent())!.match(/end on (\w{3}, \w{3} \d{1,2}, \d{4})/)![1];
  await cancel.getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(page.getByTestId('plan-ends')).toHaveText(`Your plan ends on ${ending}.`);
  expect(problems).toEqual([]);
});

test("a visitor compares plans on the public page and in the wizard; Make it a plan opens that plan's join form", async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const plans = (await (await page.request.get('/api/plans')).json()) as PlanDto[];
  const tidy = plans.find((p) => p.name === 'Tidy Up Every Two Weeks')!;
  const money = (amount: string) => `$${Number(amount).toFixed(2)}`;

  // The public page: each plan at the member price for the chosen size, with what a member saves.
  await visit(page, '/maintenance-plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance Plans');
  const offer = page.getByTestId('plan-offer').filter({ hasText: tidy.name });
  await expect(offer.getByTestId('plan-member-price')).toHaveText(money(tidy.memberPrices.sedan));
  await expect(offer.getByTestId('plan-saving')).toContainText(money(tidy.savings.sedan));
  await page.getByRole('group', { name: 'Your vehicle' }).getByRole('button', { name: 'SUV' }).click();
  await expect(offer.getByTestId('plan-member-price')).toHaveText(money(tidy.memberPrices.suv));
  await expect(offer.getByTestId('plan-saving')).toContainText(money(tidy.savings.suv));
  await checkScreen(page, 'public-maintenance-plans');

  // The wizard, signed in: the chosen package's plans at the member price for the vehicle...
  await newCustomerWithCard(page.request);
  await visit(page, '/book');
  await page.getByText('Sedan', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('package-card').filter({ hasText: tidy.package.name }).getByRole('button', { name: 'Select This Package' }).click();
  const inWizard = page.getByTestId('make-it-a-plan').getByTestId('plan-offer').filter({ hasText: tidy.name });
  await expect(inWizard.getByTestId('plan-member-price')).toHaveText(money(tidy.memberPrices.sedan));
  // ...and Make it a plan opens that plan's join form on Maintenance Plans.
  await inWizard.getByRole('link', { name: 'Make it a plan' }).click();
  await expect(page.getByRole('dialog', { name: `Join ${tidy.name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/plans$/);
  expect(problems).toEqual([]);
});

test('an admin sees a new member of a plan', async ({ page, asAdmin }) => {
  const email = await newCustomerWithCard(page.request);
  const plans = (await (await page.request.get('/api/plans')).json()) as PlanDto[];
  const plan = plans.find((p) => p.name === 'Monthly Deep Clean')!;
  const [card] = (await (await page.request.get('/api/payment-methods')).json()) as PaymentMethodDto[];
  const joined = await page.request.post(`/api/plans/${plan.id}/join`, {
    data: { vehicleType: 'suv', address: '45 Harbor View Drive', city: 'Newport Beach', zipCode: '92660', weekday: 2, window: 'evening', paymentMethodId: card.id, agreeToTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await page.context().clearCookies();

  await asAdmin(page);
  await page.goto('/dadportal/admin/plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance Plans');
  const member = page.getByTestId('admin-plan-member').filter({ hasText: email });
  await expect(member).toContainText('Rosa Plan');
  await expect(member).toContainText('Active');
  await expect(member).toContainText('Monthly Deep Clean: Monthly, Tuesdays, Evening (4:00 PM-8:00 PM)');
  await expect(page.getByTestId('admin-plan').filter({ hasText: 'Monthly Deep Clean' })).toContainText(/Members: [1-9]/);
  // The owner's figures: the new member is active, churn is stated, and the demo DAD's placed visits are counted by week.
  await expect(page.getByTestId('plans-active')).toContainText(/Active Members[1-9]/);
  await expect(page.getByTestId('plans-churn')).toContainText('Churn (last 30 days)');
  await expect(page.getByTestId('plans-recovered')).toContainText('Recovered Revenue (last 30 days)');
  const perDad = page.getByRole('region', { name: 'Plan visits per DAD, weeks ahead' });
  // The DAD, then this week and the eight after it (every visit placed eight weeks ahead is in them).
  await expect(perDad.getByRole('columnheader')).toHaveCount(10);
  await expect(perDad.getByRole('rowheader').first()).toBeVisible();
  await checkScreen(page, 'admin-plans');
});

test('the demo customer sees her plan and its booked visits, eight weeks ahead', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.customer);
  await page.goto('/customer/plans');
  const membership = page.getByTestId('membership');
  await expect(membership).toContainText('Tidy Up Every Two Weeks');
  await expect(membership.getByTestId('plan-visit').first()).toContainText('Booked');
  // Tomorrow's visit and, once the placement job has run (a minute after the server starts), the ones
  // after it every two weeks within eight weeks: four.
  const visits = async () => ((await (await page.request.get('/api/plans/memberships/mine')).json()) as MembershipDto[])[0].visits.length;
  await expect.poll(visits, { timeout: 150_000 }).toBe(4);
  await page.reload();
  await expect(membership.getByTestId('plan-visit')).toHaveCount(4);
  for (const visit of await membership.getByTestId('plan-visit').all()) await expect(visit).toContainText('Booked');
});

test('the demo member whose payment is in retry updates the card from the emailed link, and the visit is paid', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.customer2);
  const [membership] = (await (await page.request.get('/api/plans/memberships/mine')).json()) as MembershipDto[];
  // Its first visit in retry (the later ones, placed eight weeks ahead, are held when due).
  expect(membership.visits[0]).toEqual(expect.objectContaining({ status: 'payment_failed', nextPaymentRetryAt: expect.any(String) }));
  // The link the failed-payment email carries, signed with the server's own secret (decision 0460).
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, 'session-secret'), 'utf8').trim();
  const token = new PlanCardLinks(secret, '').token(membership.id, new Date(Date.now() + 24 * 60 * 60 * 1000));

  await page.goto('/customer/plans');
  await expect(page.getByTestId('plan-visit').first()).toContainText('Payment failed');
  await expect(page.getByTestId('plan-visit').first()).toContainText('We will try your card again on');

  await page.goto(`/customer/plans/card/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Card');
  await expect(page.getByTestId('plan-card-owed')).toContainText('is waiting for its payment of $');
  const form = page.getByTestId('add-card-form');
  await form.getByLabel('Name on Card').fill('James Carter');
  await form.getByLabel('Card Number').fill('5555 5555 5555 4444');
  await form.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save Card and Pay' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance Plans');
  await expect(page.getByTestId('plan-visit').first()).toContainText('Booked');
  const [paid] = (await (await page.request.get('/api/plans/memberships/mine')).json()) as MembershipDto[];
  expect(paid.visits[0]).toEqual(expect.objectContaining({ status: 'placed', nextPaymentRetryAt: null }));
  expect(problems).toEqual([]);
});
