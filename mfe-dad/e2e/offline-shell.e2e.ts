import { expect, test } from '@playwright/test';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, signIn } from '../../tools/e2e/helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A reload with no signal (issue 37 item 10): the DAD portal's offline shell shows the app, the day as
 * last loaded and a notice, not the browser's offline page; the API's other answers are not kept.
 */
test('the DAD portal reloads with no signal: its day as last loaded and an offline notice', async ({ page, context }) => {
  await signIn(page, DEMO.dad);
  await page.goto('/dadportal/dad');
  const schedule = page.getByTestId('today-schedule');
  await expect(schedule).toBeVisible();
  // The offline shell is in charge of the portal's pages once its worker is active.
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration('/dadportal/dad'))?.active);
  // A reload under the worker, so the page and the day's answers pass through it and are kept.
  await page.reload();
  await expect(schedule).toBeVisible();
  const jobs = await schedule.getByTestId('job-card').allTextContents();
  expect(jobs.length).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveText(
    'You’re offline. This is your day as it was last loaded; photos you take are kept and sent once you’re back online.',
  );
  await expect(page.getByTestId('dad-dashboard')).toBeVisible();
  await expect(schedule.getByTestId('job-card')).toHaveText(jobs);
  // The sign-in the page was shown is the copy kept under a day ago, not a fresh answer.
  const keptAt = await page.evaluate(async () => (await fetch('/api/user')).headers.get('x-dd-kept-at'));
  expect(Date.now() - Number(keptAt)).toBeLessThan(120_000);
  // Only the day's answers are kept: an answer the portal never asked to keep is not there offline.
  const notKept = await page.evaluate(async () => (await fetch('/api/dad/availability/weekly').then((r) => r.status).catch(() => 'failed')));
  expect(notKept).toBe('failed');
  await checkScreen(page, 'dad-offline-shell');

  // Back online: the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});
