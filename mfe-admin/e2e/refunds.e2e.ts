import { expect } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { BookingTipResponse } from '@dd/contracts/payment';
import { formatMoney } from '../../libs/domain/src/pricing';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * The admin refunds part of a demo customer's paid detail from the booking's details; the
 * customer's receipt then shows the refund and what was paid in the end. Uses Sarah's (demo
 * customer) completed Deep Clean (The Deep Clean), which no other browser test reads.
 */
test('an admin refunds part of a paid detail with a reason; the customer’s receipt shows it', async ({ page, browser, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const list = await page.request.get('/api/admin/bookings', { params: { q: DEMO.customer.email, status: 'completed', limit: 50 } });
  const paid = ((await list.json()) as BookingSummaryDto[]).find((b) => b.paymentStatus === 'captured' && b.package?.name === 'The Deep Clean');
  expect(paid, 'a paid Deep Clean of the demo customer').toBeTruthy();
  const booking = paid!;
  // A retry finds this booking partly refunded already: everything is counted from what it shows now.
  const cents = (money: string) => Math.round(Number(money) * 100);
  const money = (value: number) => formatMoney((value / 100).toFixed(2));
  const refundedBefore = cents(booking.refundedAmount);

  await page.goto('/dadportal/admin/bookings');
  await page.getByLabel('Search bookings').fill(booking.id);
  const card = page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`);
  await card.getByRole('button', { name: 'View Details' }).click();
  const payment = page.getByTestId('admin-booking-payment');
  await expect(payment.getByTestId('admin-booking-money')).toContainText(`Charged ${formatMoney(booking.totalAmount)}`);
  await payment.getByRole('button', { name: 'Refund', exact: true }).click();

  const form = page.getByTestId('refund-form');
  await expect(form.getByLabel('Amount to refund ($)')).toHaveValue(((cents(booking.totalAmount) - refundedBefore) / 100).toFixed(2));
  await form.getByLabel('Amount to refund ($)').fill('10.001');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(form.getByText('Enter an amount in dollars, e.g. 25.50')).toBeVisible();
  await expect(form.getByText('Please give a reason for the refund')).toBeVisible();
  await checkScreen(page, 'admin-refund-dialog');
  await form.getByLabel('Amount to refund ($)').fill('10');
  await form.getByLabel('Reason').fill('Missed the rear floor mats');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Payment refunded', { exact: true }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(payment).toContainText(`Refunded ${money(refundedBefore + 1000)}`);
  await expect(page.getByTestId('admin-refunds')).toContainText('$10.00');
  await expect(page.getByTestId('admin-refunds')).toContainText('Missed the rear floor mats');
  await checkScreen(page, 'admin-booking-details-refunded');

  // The customer's receipt: the refund, and what was paid after it.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, DEMO.customer);
  await customer.goto(`/dadportal/customer/details/${booking.id}/receipt`);
  await expect(customer.getByTestId('receipt-refund').last()).toContainText('−$10.00');
  await expect(customer.getByTestId('receipt-paid-after-refunds')).toHaveText(money(cents(booking.totalAmount) - refundedBefore - 1000));
  await checkScreen(customer, 'receipt-with-refund');
  await context.close();
  expect(problems).toEqual([]);
});

/**
 * The admin refunds part of a tip (the demo's $30.00 tip on James's Deep Clean, which no other
 * browser test reads) from its own charge; the details, and the customer's receipt, show it.
 */
test('an admin refunds part of a tip with a reason; the receipt shows it beside the tip', async ({ page, browser, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const list = await page.request.get('/api/admin/bookings', { params: { q: DEMO.customer2.email, status: 'completed', limit: 50 } });
  const tipped = [];
  for (const b of (await list.json()) as BookingSummaryDto[]) {
    const { tip } = (await (await page.request.get(`/api/admin/bookings/${b.id}/tip`)).json()) as BookingTipResponse;
    if (tip) tipped.push({ booking: b, tip });
  }
  expect(tipped, 'the demo’s tipped booking').toHaveLength(1);
  const [{ booking, tip }] = tipped;
  const cents = (money: string) => Math.round(Number(money) * 100);
  const money = (value: number) => formatMoney((value / 100).toFixed(2));
  // A retry finds part of it refunded already: counted from what it shows now.
  const refundedBefore = cents(tip.refundedAmount);

  await page.goto('/dadportal/admin/bookings');
  await page.getByLabel('Search bookings').fill(booking.id);
  await page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`).getByRole('button', { name: 'View Details' }).click();
  const payment = page.getByTestId('admin-booking-payment');
  await expect(payment.getByTestId('admin-booking-tip')).toContainText(`Tip ${formatMoney(tip.amount)} from the receipt`);
  await payment.getByRole('button', { name: 'Refund Tip' }).click();

  const form = page.getByTestId('refund-form');
  await expect(form).toContainText(`Tip ${formatMoney(tip.amount)}; ${money(cents(tip.amount) - refundedBefore)} can still be refunded.`);
  await expect(form.getByLabel('Amount to refund ($)')).toHaveValue(((cents(tip.amount) - refundedBefore) / 100).toFixed(2));
  await form.getByLabel('Amount to refund ($)').fill('10');
  await form.getByLabel('Reason').fill('Tipped more than meant to');
  await checkScreen(page, 'admin-refund-tip-dialog');
  await form.getByRole('button', { name: 'Refund Tip' }).click();
  await expect(page.getByText('Tip refunded', { exact: true }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(payment.getByTestId('admin-booking-tip')).toContainText(`Refunded ${money(refundedBefore + 1000)}`);
  await expect(page.getByTestId('admin-refunds')).toContainText('Tip: $10.00');
  await expect(page.getByTestId('admin-refunds')).toContainText('Tipped more than meant to');
  // The booking's own payment is untouched.
  await expect(payment.getByTestId('admin-booking-money')).toContainText(`Charged ${formatMoney(booking.totalAmount)}`);
  const after = (await (await page.request.get('/api/admin/bookings', { params: { q: DEMO.customer2.email, status: 'completed', limit: 50 } })).json()) as BookingSummaryDto[];
  expect(after.find((b) => b.id === booking.id)).toMatchObject({ paymentStatus: 'captured', refundedAmount: booking.refundedAmount });

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, DEMO.customer2);
  await customer.goto(`/dadportal/customer/details/${booking.id}/receipt`);
  await expect(customer.getByTestId('receipt-tip')).toContainText(formatMoney(tip.amount));
  await expect(customer.getByTestId('receipt-tip-refund')).toContainText(`−${money(refundedBefore + 1000)}`);
  await checkScreen(customer, 'receipt-with-tip-refund');
  await context.close();
  expect(problems).toEqual([]);
});
