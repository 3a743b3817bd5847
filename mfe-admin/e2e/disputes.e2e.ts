import { expect } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PaymentDisputeDto } from '@dd/contracts/payment';
import { formatMoney } from '../../libs/domain/src/pricing';
import { checkScreen, collectConsoleProblems, recordStripeDispute, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * A chargeback Stripe reported on a paid demo job (recorded as the webhook would; test mode has no
 * disputes): the dashboard's alert counts it and leads to the Payment Disputes panel, which says
 * where it stands and that the evidence went out. Uses a paid demo job other than the refunds test's.
 */
test('the admin sees an open payment dispute from the dashboard, with its state and the evidence sent', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const list = await page.request.get('/api/admin/bookings', { params: { status: 'completed', limit: 50 } });
  const paid = ((await list.json()) as BookingSummaryDto[]).find((b) => b.paymentStatus === 'captured' && b.package?.name !== 'The Deep Clean');
  expect(paid, 'a paid demo job').toBeTruthy();
  const id = recordStripeDispute(paid!.id, paid!.totalAmount);
  const disputes = (await (await page.request.get('/api/admin/disputes')).json()) as PaymentDisputeDto[];
  const open = disputes.filter((d) => d.open).length;

  await page.goto('/dadportal/admin');
  const alert = page.getByTestId('admin-alerts').getByRole('link', { name: open === 1 ? '1 open payment dispute' : `${open} open payment disputes` });
  await alert.click();
  const panel = page.getByRole('region', { name: 'Payment Disputes' });
  await expect(panel).toBeInViewport();
  const item = panel.getByTestId('payment-dispute').filter({ hasText: `Booking ${paid!.id.slice(-8).toUpperCase()}` });
  await expect(item).toContainText(`${formatMoney(paid!.totalAmount)} · Under review by the bank`);
  await expect(item).toContainText('reason: product not received');
  await expect(item).toContainText(/Evidence sent .* · respond by /);
  expect(disputes.map((d) => d.id)).toContain(id);
  await checkScreen(page, 'admin-payment-disputes');
  expect(problems).toEqual([]);
});
