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
  const paid = ((await list.json()) as BookingSummaryDto[]).find((b) => b.paymentStatus === 'captured' && b.package?.name === 'The Deep Clean' && b.refundedAmount === '0.00');
  expect(paid, 'a paid Deep Clean of the demo customer').toBeTruthy();
  const booking = paid!;

  await page.goto('/dadportal/admin/bookings');
  await page.getByLabel('Search bookings').fill(booking.id);
  const card = page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`);
  await card.getByRole('button', { name: 'View Details' }).click();
  const payment = page.getByTestId('admin-booking-payment');
  await expect(payment).toContainText(`Captured ${formatMoney(booking.totalAmount)}`);
  await payment.getByRole('button', { name: 'Refund' }).click();

  const form = page.getByTestId('refund-form');
  await expect(form.getByLabel('Amount to refund ($)')).toHaveValue(booking.totalAmount);
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
  await expect(payment).toContainText('Refunded $10.00');
  await expect(page.getByTestId('admin-refunds')).toContainText('$10.00');
  await expect(page.getByTestId('admin-refunds')).toContainText('Missed the rear floor mats');
  await checkScreen(page, 'admin-booking-details-refunded');

  // The customer's receipt: the refund, and what was paid after it.
  const customer = await browser.newPage();
  await signIn(customer, DEMO.customer);
  await customer.goto(`/dadportal/customer/details/${booking.id}/receipt`);
  await expect(customer.getByTestId('receipt-refund')).toContainText('−$10.00');
  const left = (Math.round(Number(booking.totalAmount) * 100) - 1000) / 100;
  await expect(customer.getByTestId('receipt-paid-after-refunds')).toHaveText(formatMoney(left.toFixed(2)));
  await checkScreen(customer, 'receipt-with-refund');
  await customer.close();
  expect(problems).toEqual([]);
});
