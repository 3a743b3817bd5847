import { expect, request as playwrightRequest } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { addDays } from '../../libs/domain/src/time-windows';
import { bookingReference } from '@dd/ui/booking-format';
import { bookAndPay, dadWorksOn, freeWindows, newCustomer, tidyUp, today } from '../../tools/e2e/bookings';
import { checkScreen, collectConsoleProblems, emailedLink, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * Issue 37 item 5: the owner cancels a confirmed booking (not only a pending one) from Booking
 * Management: the time is freed, the card hold released and the customer told by email. The
 * booking is the test's own, made by a customer of its own on days 12 to 14 (no other test's).
 */
test('an admin cancels a confirmed booking: the hold is released and the customer told', async ({ page, baseURL, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  const customer = await playwrightRequest.newContext({ baseURL });
  const account = await newCustomer(customer);
  const pkg = await tidyUp(customer);
  await dadWorksOn(baseURL!, ...[12, 13, 14].map((day) => addDays(today(), day)));
  const [window] = await freeWindows(customer, pkg.id, 12, 14);
  if (!window) throw new Error('No free window on days 12 to 14');
  const booking = await bookAndPay(customer, pkg, window.start);

  await asAdmin(page);
  if (booking.status === 'pending') expect((await page.request.put(`/api/admin/bookings/${booking.id}`, { data: { status: 'confirmed' } })).ok()).toBeTruthy();
  await page.goto('/dadportal/admin/bookings');
  // The number as the card shows it finds it (issue 37 item 15).
  await page.getByLabel('Search bookings').fill(`#${bookingReference(booking.id)}`);
  const card = page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('Confirmed');
  // Confirmed: no Confirm Booking, but Cancel Booking on the card and Cancel in the details.
  await expect(card.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByTestId('admin-booking-details');
  // The spec's "Cancel", told apart from Close: named "Cancel booking", among the booking's actions (issue 37 item 16).
  const cancel = details.getByRole('group', { name: 'Booking actions' }).getByRole('button', { name: 'Cancel booking', exact: true });
  await expect(cancel).toHaveText('Cancel');
  await expect(details.getByRole('group', { name: 'Booking actions' }).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await cancel.click();

  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
  // Days ahead, outside the cancellation window: no fee to offer, the whole hold is released.
  await expect(ask.getByTestId('cancel-booking-effect')).toHaveText(
    `Booking #${bookingReference(booking.id)} will be cancelled and the customer told by email. The card hold will be released: nothing is charged.`,
  );
  await expect(ask.getByRole('checkbox')).toHaveCount(0);
  await checkScreen(page, 'admin-cancel-confirmed-dialog');
  await ask.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking updated', { exact: true }).first()).toBeVisible();
  await expect(details).toHaveCount(0);
  await expect(card).toContainText('Cancelled');
  await expect(card.getByTestId('payment-status-tag')).toHaveText('Card hold released (nothing charged)');
  await expect(card.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  const seen = (await (await customer.get(`/api/bookings/${booking.id}`)).json()) as BookingSummaryDto;
  expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', capturedAmount: null });
  // The customer's email about it (the outbox delivers within seconds).
  await expect.poll(() => emailedLink(account.email, 'Booking cancelled', /\/dadportal\/customer\/details\/[\w-]+/), { timeout: 30_000 }).toContain(booking.id);
  // The time is free again for others.
  expect((await freeWindows(customer, pkg.id, 12, 14)).map((w) => w.start)).toContain(window.start);
  await customer.dispose();
  expect(problems).toEqual([]);
});
