import { expect, test } from '@playwright/test';
import { aDadOfItsOwn, aJobOf, signIn } from '../../tools/e2e/helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The dashboard calls a job under way "Job in Progress", not "Next Job" (issue 37 item 19). */
test('a job under way is shown as the job in progress, not the next job', async ({ page }) => {
  const dad = aDadOfItsOwn();
  aJobOf(dad.id, 'in_progress', new Date(Date.now() - 20 * 60_000));
  await signIn(page, dad);
  await page.goto('/dadportal/dad');
  const panel = page.getByTestId('next-job');
  await expect(panel.getByRole('heading')).toHaveText('Job in Progress');
  await expect(panel.getByRole('list', { name: 'Job in progress' }).getByTestId('job-card')).toHaveCount(1);
});
