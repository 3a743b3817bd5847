import { expect } from '@playwright/test';
import { aReviewOf, checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 240_000 });

/**
 * Issue 37 item 3 (FTC 16 CFR 465) on a review of the test's own: an admin's change of a customer's
 * review needs a reason, keeps the customer's words for admins, and shows publicly as edited by the
 * business, never as the customer's own.
 */
test('an edited review keeps the customer’s words and shows publicly as edited by the business', async ({ page, asAdmin }) => {
  const problems = collectConsoleProblems(page, [/status of 400/]);
  const comment = `A few water spots were left ${Date.now().toString(36)}`;
  const id = aReviewOf(3, comment);
  await asAdmin(page);
  await page.goto('/dadportal/admin/reviews');
  const card = page.locator(`[data-testid="admin-review-card"][data-review-id="${id}"]`);
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByTestId('edit-review');
  await dialog.getByRole('radio').nth(4).click();
  await dialog.getByRole('textbox', { name: 'Comment', exact: true }).fill('Spotless windows!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Say why you are changing what the customer wrote').first()).toBeVisible();
  await dialog.getByLabel('Why are you changing what the customer wrote?').fill('The customer asked us by phone');
  await checkScreen(page, 'admin-edit-review');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const record = card.getByTestId('review-edit-record');
  await expect(record).toContainText(/Edited by .+: The customer asked us by phone/);
  await expect(record).toContainText(`The customer wrote (3 of 5): ${comment}`);
  await checkScreen(page, 'admin-review-edited');

  // The public page, as anyone sees it.
  await page.context().clearCookies();
  await page.goto('/reviews');
  const shown = page.getByTestId('review-card').filter({ hasText: 'Spotless windows!' }).filter({ has: page.getByTestId('review-edited') });
  await expect(shown.first().getByTestId('review-edited')).toHaveText('Edited by Dad’s Detailing: not the customer’s own words or rating.', { timeout: 30_000 });
  await checkScreen(page, 'public-review-edited');
  expect(problems).toEqual([]);
});
