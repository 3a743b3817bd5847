import { expect, test } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney } from '../../libs/domain/src/pricing';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * The demo customer tips from the receipt of a completed, paid detail (the demo's Tidy Up on her
 * Camry, which no other browser test tips): a suggested percentage, charged once to the saved card.
 */
test('a customer adds a suggested tip from the receipt, once', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.customer);
  const mine = (await (await page.request.get('/api/bookings')).json()) as BookingSummaryDto[];
  const done = mine.find((b) => b.status === 'completed' && b.paymentStatus === 'captured' && b.package?.name === 'The Tidy Up');
  expect(done, 'a paid Tidy Up of the demo customer').toBeTruthy();
  const booking = done!;
  const twenty = (Math.round(Number(booking.totalAmount) * 20) / 100).toFixed(2);

  await page.goto(`/dadportal/customer/details/${booking.id}/receipt?tip=email`);
  const picker = page.getByTestId('tip-picker');
  const tipped = page.getByTestId('receipt-tip');
  await expect(picker.or(tipped)).toBeVisible();
  if (await picker.isVisible()) {
    // The window narrowed past the sidebar's breakpoint (the shell's antd unmounts its sidebar): the
    // customer remote's buttons keep their border and padding (its antd styles are its own).
    await page.setViewportSize({ width: 390, height: 844 });
    const option = picker.getByRole('button', { name: /^15%/ });
    await expect(option).toHaveCSS('border-top-width', '1px');
    await expect(option).toHaveCSS('padding-left', '15px');
    await page.setViewportSize({ width: 1280, height: 720 });
    await picker.getByLabel('Or another amount ($)').fill('0.5');
    await picker.getByRole('button', { name: 'Add Tip' }).click();
    await expect(picker.getByRole('alert')).toHaveText('The tip must be at least $1.00');
    await checkScreen(page, 'receipt-tip-picker');
    await picker.getByLabel('Or another amount ($)').fill('');
    await picker.getByRole('button', { name: `20% · ${formatMoney(twenty)}` }).click();
    await picker.getByRole('button', { name: `Add ${formatMoney(twenty)} Tip` }).click();
    await expect(page.getByText('Thank you!', { exact: true }).first()).toBeVisible();
  }
  await expect(tipped).toContainText(formatMoney(twenty));
  await expect(picker).toHaveCount(0);
  // Once per booking: the server refuses a second tip.
  expect((await page.request.post(`/api/bookings/${booking.id}/tip`, { data: { amount: '5' } })).status()).toBe(409);
  expect(problems).toEqual([]);
});
