import { expect } from '@playwright/test';
import { apiRequests, holdRequests, test } from '../../tools/e2e/helpers';

/**
 * A link's screen and its first data load together from the tap (the shell's preload on tap and
 * the bookings route's prefetch): the list is asked for while the screen's code is still on its way,
 * once, with the filters of the address the link opens.
 */
test('a dashboard link asks for its bookings list at the tap, before the screen’s code arrives', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin');
  const link = page.getByTestId('admin-alerts').getByRole('link', { name: /awaiting confirmation/ });
  await expect(link).toBeVisible();

  const list = '/api/admin/bookings?attention=awaiting_confirmation&limit=20';
  const { made, madeAll } = apiRequests(page, [list]);
  const released = await holdRequests(page, '**/remotes/admin/**/*.js', madeAll);

  await link.click();
  await expect(page.getByTestId('attention-filter')).toBeVisible();
  await expect(page.getByTestId('admin-booking-card').first()).toBeVisible();
  const scripts = await released();
  expect(scripts.length, 'the bookings screen’s code was loaded after the tap').toBeGreaterThan(0);
  expect(scripts).toEqual(scripts.map(() => 'by the data'));
  // Once: the prefetch's arguments are the list's own (the page reads the cached answer).
  expect(made.filter((path) => path.startsWith('/api/admin/bookings'))).toEqual([list]);
});
