import { expect } from '@playwright/test';
import { aDadOfItsOwn, aJobOf, checkScreen, collectConsoleProblems, signIn, test } from '../../tools/e2e/helpers';

test.describe.configure({ timeout: 120_000 });
// Anaheim: well over 8 km from any job the demo's bookings are copied from (Irvine, Newport Beach).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, geolocation: { latitude: 33.8359, longitude: -117.9086 }, permissions: ['geolocation'] });

/**
 * Issue 37 item 8: I'm Here miles from the job asks the DAD first and starts only on Start Anyway;
 * the admin's details of the job then show when the DAD arrived and that it was not at the job.
 */
test('I’m Here far from the job asks first, and the admin sees where the DAD started', async ({ page, browser, asAdmin }) => {
  const problems = collectConsoleProblems(page, [/status of 409/]);
  const dad = aDadOfItsOwn();
  const job = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  await signIn(page, dad);
  const flow = page.getByTestId('job-flow');
  await page.goto(`/dadportal/dad/appointments/${job}`);
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  const ask = page.getByRole('dialog', { name: 'You seem far from this job' });
  await expect(ask.getByTestId('away-from-job')).toHaveText(/^Your location is about \d+\.\d miles from this job \(ZIP \d{5}\)\. Start anyway\? The office will see where you started\.$/);
  await checkScreen(page, 'dad-away-from-job');
  await page.setViewportSize({ width: 390, height: 844 });
  await ask.getByRole('button', { name: 'Not Yet' }).click();
  await expect(flow).toHaveAttribute('data-step', 'arrive');
  expect((await (await page.request.get(`/api/dad/bookings/${job}`)).json()).status).toBe('confirmed');
  await flow.getByRole('button', { name: /I.m Here/ }).click();
  await ask.getByRole('button', { name: 'Start Anyway' }).click();
  await expect(flow).toHaveAttribute('data-step', 'before');
  expect(problems).toEqual([]);

  // The admin's details of the job: arrived when, and not at the job.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: test.info().project.use.baseURL });
  const admin = await office.newPage();
  await asAdmin(admin);
  await admin.goto('/dadportal/admin/bookings');
  await admin.getByLabel('Search bookings').fill(job);
  await admin.locator(`[data-testid="admin-booking-card"][data-booking-id="${job}"]`).getByRole('button', { name: 'View Details' }).click();
  const record = admin.getByTestId('admin-job-record');
  await expect(record.getByTestId('job-arrived')).toHaveText(/\d{1,2}:\d\d (AM|PM)$/);
  await expect(record.getByTestId('job-location')).toHaveText(/^Not at the job: started away from ZIP \d{5} \(33\.8359000, -117\.9086000\)$/);
  await checkScreen(admin, 'admin-job-record');
  await office.close();
});
