import { expect } from '@playwright/test';
import { collectConsoleProblems, test } from '../../tools/e2e/helpers';

/** Issue 37 item 15: the search box stops at the 200 characters the API takes, so it never shows an error over the unfiltered list. */
test('the bookings search stops at 200 characters and searches with them', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page);
  await asAdmin(page);
  await page.goto('/dadportal/admin/bookings');
  const search = page.getByLabel('Search bookings');
  await search.fill('x'.repeat(250));
  await expect(search).toHaveValue('x'.repeat(200));
  await expect(page.getByText('No Bookings Found')).toBeVisible();
  await expect(page.getByText('Search text must be at most 200 characters')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Issue 37 item 15: the search is in the address, so a reload (or a shared link) keeps it, with the status filter beside it. */
test('the bookings search and status survive a reload', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin/bookings');
  const search = page.getByLabel('Search bookings');
  await search.fill('james');
  await expect(page).toHaveURL(/[?&]q=james/);
  await page.getByLabel('Status').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Confirmed', { exact: true }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page).toHaveURL(/[?&]q=james/);
  const cards = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await expect(cards.first()).toContainText(/James/i);
  await page.reload();
  await expect(page.getByLabel('Search bookings')).toHaveValue('james');
  await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()).toContainText(/James/i);
  await page.getByLabel('Search bookings').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/status=confirmed/);
});
