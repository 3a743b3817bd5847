import { expect } from '@playwright/test';
import { test } from '../../tools/e2e/helpers';

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

  const lists: URL[] = [];
  let listAsked!: () => void;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/admin/bookings') return;
    lists.push(url);
    listAsked();
  });
  // The admin remote's scripts from here on wait for the list's request (at most 5 s): without the
  // prefetch the list is asked for only once the screen's code has run, so it would never come first.
  const held: Promise<string>[] = [];
  await page.route('**/remotes/admin/**/*.js', async (route) => {
    const released = Promise.race([asked.then(() => 'by the list'), new Promise<string>((resolve) => setTimeout(() => resolve('by the timeout'), 5_000))]);
    held.push(released);
    await released;
    await route.continue();
  });

  await link.click();
  await expect(page.getByTestId('attention-filter')).toBeVisible();
  await expect(page.getByTestId('admin-booking-card').first()).toBeVisible();
  expect(held.length, 'the bookings screen’s code was loaded after the tap').toBeGreaterThan(0);
  expect(await Promise.all(held)).toEqual(held.map(() => 'by the list'));
  // One request: the prefetch's arguments are the list's own (the page reads the cached answer).
  expect(lists.map((url) => url.search)).toEqual(['?attention=awaiting_confirmation&limit=20']);
});
