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
