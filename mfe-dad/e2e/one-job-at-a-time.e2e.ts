import { expect, test } from '@playwright/test';
import { calendarDate } from '../../libs/domain/src/time-windows';
import { aDadOfItsOwn, aJobOf, checkScreen, collectConsoleProblems, signIn } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, geolocation: { latitude: 33.6846, longitude: -117.8265 }, permissions: ['geolocation'] });

/**
 * Issue 37 item 2 on a DAD of the test's own: with a job in progress, I'm Here on another is refused
 * with the reason; well before its window, I'm Here asks first and starts only on Start Early.
 */
test('a DAD runs one job at a time, and I’m Here well before the window asks first', async ({ page }) => {
  // The job flow reads the session before I'm Here: 404 until the DAD arrives.
  const problems = collectConsoleProblems(page, [/status of 409/]);
  const dad = aDadOfItsOwn();
  const running = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 10 * 60_000));
  const next = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  await signIn(page, dad);
  const flow = page.getByTestId('job-flow');

  await page.goto(`/dadportal/dad/appointments/${running}`);
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  await expect(flow).toHaveAttribute('data-step', 'before');

  await page.goto(`/dadportal/dad/appointments/${next}`);
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  await expect(page.getByText(`You have a job in progress (#${running.slice(-8)}). Finish it before starting another.`)).toBeVisible();
  await expect(flow).toHaveAttribute('data-step', 'arrive');
  expect((await (await page.request.get(`/api/dad/bookings/${next}`)).json()).status).toBe('confirmed');

  // Three hours early, on a job of today (skipped in the last three hours of the business day).
  const later = new Date(Date.now() + 3 * 3_600_000);
  test.skip(calendarDate(later) !== calendarDate(new Date()), 'no later job fits in today');
  const second = aDadOfItsOwn();
  const early = aJobOf(second.id, 'confirmed', later);
  await page.context().clearCookies();
  await signIn(page, second);
  await page.goto(`/dadportal/dad/appointments/${early}`);
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  const ask = page.getByRole('dialog', { name: 'You are early' });
  await expect(ask.getByTestId('early-arrival')).toHaveText(/^The customer expects you \d{1,2}:\d\d (AM|PM)-\d{1,2}:\d\d (AM|PM)\. Start now anyway\? We will tell them you have arrived early\.$/);
  await checkScreen(page, 'dad-early-arrival');
  await page.setViewportSize({ width: 390, height: 844 });
  await ask.getByRole('button', { name: 'Not Yet' }).click();
  await expect(flow).toHaveAttribute('data-step', 'arrive');
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  await ask.getByRole('button', { name: 'Start Early' }).click();
  await expect(flow).toHaveAttribute('data-step', 'before');
  // Before the window, "Customer not here" is not offered, and says when it will be (issue 37 item 11).
  await expect(flow.getByTestId('customer-not-here-hint')).toHaveText(/^The arrival window \(.+\) has not begun: you can mark the customer not here once it does\.$/);
  await expect(flow.getByRole('button', { name: 'Customer not here' })).toBeDisabled();
  expect(problems).toEqual([]);
});
