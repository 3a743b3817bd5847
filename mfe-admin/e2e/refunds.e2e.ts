import { expect, test } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney } from '../../libs/domain/src/pricing';
import { DEMO } from '../../api/src/database/seed/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * The admin refunds part of a demo customer's paid detail from the booking's details; the
 * customer's receipt then shows the refund and what was paid in the end. Uses Sarah's (demo
 * customer) completed Deep Clean (The Deep Clean), which no other browser test reads.
 */
test('an admin refunds part of a paid detail with a reason; the customer’s receipt shows it', async ({ page, browser }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.admin);
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
  await expect(payment).toContainText(`Captured ${formatMoney(booking.totalAmount)}`);
  await payment.getByRole('button', { name: 'Refund' }).click();

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
