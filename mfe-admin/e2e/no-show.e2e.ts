import { expect } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney, fromCents, toCents } from '../../libs/domain/src/pricing';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * The admin marks a no-show from the booking's details: the demo's job of yesterday afternoon that
 * nobody was there for (James's Tidy Up on his Explorer, still confirmed, its card held with the
 * fees agreed at checkout; no other browser test reads it). Half the total (the demo's no-show fee,
 * 50%) is captured from the hold and the rest released, as the details then say.
 */
test('an admin marks yesterday’s job a no-show: the fee is taken from the hold and the rest released', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  const list = await page.request.get('/api/admin/bookings', { params: { q: DEMO.customer2.email, limit: 50 } });
  const bookings = (await list.json()) as BookingSummaryDto[];
  // A retry finds it marked already: the check of the outcome below still holds.
  // Other tests copy the demo's jobs for DADs of their own (tools/e2e/helpers.ts aJobOf) and move them on; the demo's is confirmed, or cancelled once marked.
  const booking = bookings.find((b) => b.package?.name === 'The Tidy Up' && b.car?.model === 'Explorer' && Date.parse(b.scheduledDate) < Date.now() && ['confirmed', 'cancelled'].includes(b.status))!;
  expect(booking, 'the demo’s no-show of yesterday').toBeTruthy();
  const half = (Math.round(Number(booking.totalAmount) * 50) / 100).toFixed(2);

  await page.goto('/dadportal/admin/bookings');
  await page.getByLabel('Search bookings').fill(booking.id);
  const card = page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`);
  const details = page.getByTestId('admin-booking-details');
  if (booking.status === 'confirmed') {
    await card.getByRole('button', { name: 'View Details' }).click();
    await expect(details.getByTestId('payment-status-tag')).toHaveText('Card authorized (charged after the job)');
    await details.getByRole('button', { name: 'Mark No-Show' }).click();
    const ask = page.getByRole('dialog', { name: 'Mark this booking a no-show?' });
    await expect(ask).toContainText('the no-show fee charged to the card held for it if the customer agreed to it at checkout');
    await checkScreen(page, 'admin-mark-no-show-dialog');
    await ask.getByRole('button', { name: 'Mark No-Show' }).click();
    await expect(page.getByText('Booking updated', { exact: true }).first()).toBeVisible();
    await expect(details).toHaveCount(0);
  }

  // The card and the details say No-show, not Cancelled (issue 37 item 12); the fee captured (a partial capture) and the rest of the hold released.
  await expect(card.getByTestId('booking-status')).toHaveText('No-show');
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(details.getByTestId('booking-status')).toHaveText('No-show');
  const payment = details.getByTestId('admin-booking-payment');
  // Only the fee was taken: never "Paid" with the total (issue 37 item 12's money part).
  await expect(payment.getByTestId('payment-status-tag')).toHaveText('No-show fee charged');
  const rest = fromCents(toCents(booking.totalAmount) - toCents(half));
  await expect(payment.getByTestId('admin-booking-money')).toHaveText(
    `Charged ${formatMoney(half)} (no-show fee); Released ${formatMoney(rest)} (rest of the ${formatMoney(booking.totalAmount)} card hold)`,
  );
  await expect(details.getByRole('button', { name: 'Mark No-Show' })).toHaveCount(0);
  await checkScreen(page, 'admin-booking-details-no-show');
  const after = (await (await page.request.get('/api/admin/bookings', { params: { q: DEMO.customer2.email, limit: 50 } })).json()) as BookingSummaryDto[];
  expect(after.find((b) => b.id === booking.id)).toMatchObject({ status: 'cancelled', noShow: true, paymentStatus: 'captured', capturedAmount: half, fee: { kind: 'no_show', amount: half } });

  // The status filter has No-show, and Cancelled lists only the cancellations.
  await details.getByRole('button', { name: 'Close' }).click();
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.click();
  await page.getByTitle('No-show', { exact: true }).click();
  await expect(page).toHaveURL(/status=no_show/);
  await expect(card).toBeVisible();
  await page.goto('/dadportal/admin/bookings?status=cancelled');
  await page.getByLabel('Search bookings').fill(booking.id);
  await expect(page.getByText('No Bookings Found')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(problems).toEqual([]);
});
