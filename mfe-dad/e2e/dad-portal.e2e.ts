import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BookingDetailDto, JobSessionDto } from '@dd/contracts/booking';
import type { BookingMediaDto } from '@dd/contracts/image';
import type { SpecificDateAvailabilityDto, WeeklyAvailabilityDto } from '@dd/contracts/availability';
import { dayOfWeek } from '../../libs/domain/src/availability';
import { addDays, calendarDate } from '../../libs/domain/src/time-windows';
import { dayTitle } from '@dd/ui/booking-format';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { ORANGE_COUNTY_ZIPS } from '../../api/src/settings/orange-county-zips';
import { aDadOfItsOwn, aJobOf, apiRequests, axe, checkScreen, collectConsoleProblems, holdRequests, signIn } from '../../tools/e2e/helpers';
import { formatMoney } from '../../libs/domain/src/pricing';

/**
 * The DAD portal on a phone (390x844) against the built product and the demo data: the demo DAD has
 * two confirmed jobs today, one under way, and finished ones with photos. The tests run in order:
 * the first works a job (of a DAD of its own) from I'm Here to the summary, the second takes a photo offline.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Near the centre of the demo jobs' ZIPs (Irvine 92618, Newport Beach 92660).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, geolocation: { latitude: 33.6846, longitude: -117.8265 }, permissions: ['geolocation'] });

/** A phone-sized JPEG the size of a camera photo's, so the page's resize has work to do. */
const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 3000, height: 2250, channels: 3, background: '#4a7ab5' } }).jpeg({ quality: 70 }).toBuffer(),
});

async function todaysJobs(page: Page): Promise<BookingDetailDto[]> {
  const response = await page.request.get('/api/dad/bookings', { params: { date: calendarDate(new Date()) } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as BookingDetailDto[];
}

async function mediaOf(page: Page, bookingId: string): Promise<BookingMediaDto[]> {
  return (await (await page.request.get(`/api/bookings/${bookingId}/media`)).json()) as BookingMediaDto[];
}

const flow = (page: Page) => page.getByTestId('job-flow');

test('a job from I’m Here to the summary, resuming after a reload', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  // A DAD of its own with a job whose window opened five minutes ago: the demo DAD's job under way would refuse a second.
  const dad = aDadOfItsOwn();
  const jobId = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  await signIn(page, dad);
  const job = (await todaysJobs(page)).find((b) => b.id === jobId)!;
  expect(job, 'the job of its own, today').toBeTruthy();

  // The phone stands at the job's ZIP (the demo jobs are in Irvine and Newport Beach, 11 km apart:
  // one fixed place was inside the 8 km geofence of only one, so the test passed or not by the hour).
  const here = ORANGE_COUNTY_ZIPS.find((z) => z.zip === job.zipCode)!;
  await page.context().setGeolocation({ latitude: here.latitude, longitude: here.longitude });

  await page.goto(`/dadportal/dad/appointments/${job.id}`);
  await expect(page.getByTestId('job-sheet')).toContainText(job.customer!.firstName);
  await expect(page.getByTestId('maps-link')).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByTestId('session-state')).toHaveText('Not started');
  await expect(flow(page)).toHaveAttribute('data-step', 'arrive');

  await flow(page).getByRole('button', { name: /I.m Here/ }).click();
  await expect(flow(page)).toHaveAttribute('data-step', 'before');
  const session = (await (await page.request.get(`/api/dad/bookings/${job.id}/session`)).json()) as JobSessionDto;
  expect(session).toMatchObject({ geofenceVerified: true, geofenceLatitude: here.latitude.toFixed(7), completedAt: null });
  await expect(flow(page).getByRole('button', { name: 'Continue' })).toBeDisabled();

  await page.getByTestId('photo-input-before').setInputFiles(await photo('before.jpg'));
  await expect(flow(page).getByTestId('uploaded-photo')).toHaveCount(1);
  const [before] = await mediaOf(page, job.id);
  // Resized on the phone: the stored original is at most 2560 px on its long edge.
  expect(Math.max(before.image.width ?? 0, before.image.height ?? 0)).toBeLessThanOrEqual(2560);

  // A reload in the middle comes back at the active job, from the server's session and photos.
  await page.reload();
  await expect(flow(page)).toHaveAttribute('data-step', 'active');
  await expect(page.getByTestId('elapsed')).toHaveText(/^0:0\d:\d\d$/);

  await flow(page).getByRole('button', { name: /I.m Finished/ }).click();
  // Asked first: Keep Working leaves the job running.
  const ask = page.getByRole('dialog', { name: 'Finish this job?' });
  await ask.getByRole('button', { name: 'Keep Working' }).click();
  await expect(flow(page)).toHaveAttribute('data-step', 'active');
  expect(((await (await page.request.get(`/api/dad/bookings/${job.id}`)).json()) as BookingDetailDto).status).toBe('in_progress');
  await flow(page).getByRole('button', { name: /I.m Finished/ }).click();
  await ask.getByRole('button', { name: /Yes, I.m Finished/ }).click();
  await expect(flow(page)).toHaveAttribute('data-step', 'after');
  await page.getByTestId('photo-input-after').setInputFiles(await photo('after.jpg'));
  await expect(page.getByTestId('job-photos-after').getByTestId('uploaded-photo')).toHaveCount(1);
  await flow(page).getByRole('button', { name: 'View Summary' }).click();

  const summary = page.getByTestId('job-summary');
  await expect(summary.getByTestId('job-duration')).toHaveText(/^((\d+ h )?\d+ min|under a minute)$/);
  await expect(summary.getByTestId('uploaded-photo')).toHaveCount(2);
  const booking = (await (await page.request.get(`/api/dad/bookings/${job.id}`)).json()) as BookingDetailDto;
  expect(booking.status).toBe('completed');

  // The phone handed to the customer: a suggested tip, charged to the card they paid with.
  const tip = summary.getByTestId('phone-tip');
  const twenty = (Math.round(Number(booking.totalAmount) * 20) / 100).toFixed(2);
  await tip.getByRole('button', { name: `20% · ${formatMoney(twenty)}` }).click();
  await expect(tip.getByRole('button', { name: `20% · ${formatMoney(twenty)}` })).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, 'dad-phone-tip');
  await page.setViewportSize({ width: 390, height: 844 });
  await tip.getByRole('button', { name: `Add ${formatMoney(twenty)} Tip` }).click();
  await expect(summary.getByTestId('phone-tip-done')).toHaveText(`Tip added: ${formatMoney(twenty)}. Thank you!`);

  await summary.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dadportal\/dad$/);
  await expect(page.getByTestId('stat-completed')).toHaveText(/^[1-9]/);
  expect(problems).toEqual([]);
});

test('a photo taken offline waits on the phone and uploads once when the connection returns', async ({ page, context }) => {
  const dad = aDadOfItsOwn();
  const jobId = aJobOf(dad.id, 'confirmed', new Date(Date.now() - 5 * 60_000));
  await signIn(page, dad);
  const job = (await todaysJobs(page)).find((b) => b.id === jobId)!;
  expect((await page.request.post(`/api/dad/bookings/${job.id}/start`, { data: {} })).ok()).toBeTruthy();
  await page.goto(`/dadportal/bookings?job=${job.id}`);
  await expect(flow(page)).toHaveAttribute('data-step', 'before');

  await context.setOffline(true);
  await page.getByTestId('photo-input-before').setInputFiles(await photo('offline.jpg'));
  const queued = page.getByTestId('queued-photo');
  await expect(queued).toHaveAttribute('data-state', 'waiting');
  await expect(queued).toContainText('Saved on this phone');
  // Continue is allowed: the photo is safe on the phone.
  await expect(flow(page).getByRole('button', { name: 'Continue' })).toBeEnabled();

  await context.setOffline(false);
  await expect(flow(page).getByTestId('uploaded-photo')).toHaveCount(1, { timeout: 20_000 });
  await expect(queued).toHaveCount(0);
  expect(await mediaOf(page, job.id)).toHaveLength(1);
  await page.reload();
  await expect(flow(page).getByTestId('uploaded-photo')).toHaveCount(1);
  await expect(page.getByTestId('queued-photo')).toHaveCount(0);
});

test('Sign In asks for the dashboard’s data while its code loads: today’s jobs do not wait for the summary', async ({ page }) => {
  // The summary is held until today's jobs are asked for too (at most 5 s): read one after the other, they never are meanwhile.
  const { madeAll } = apiRequests(page, [`/api/dad/bookings?date=${calendarDate(new Date())}`]);
  const summaries = await holdRequests(page, '**/api/dad/summary', madeAll);
  await signIn(page, DEMO.dad);
  await expect(page.getByTestId('today-schedule')).toBeVisible();
  await expect(page.getByTestId('stat-today-jobs')).toHaveText(String((await todaysJobs(page)).filter((b) => b.status !== 'cancelled').length));
  expect((await summaries())[0]).toBe('by the data');
});

test('every DAD screen fits a phone: no sideways scrolling, 44 px touch targets, no serious axe violation', async ({ page }) => {
  await signIn(page, DEMO.dad);
  const jobs = (await (await page.request.get('/api/dad/bookings')).json()) as BookingDetailDto[];
  const screens: Array<[string, string]> = [
    ['/dadportal/dad', 'dad-dashboard'],
    ['/dadportal', 'dad-dashboard'],
    ['/dadportal/appointments', 'dad-appointments'],
    [`/dadportal/dad/appointments/${jobs[0].id}`, 'job-sheet'],
    ['/dadportal/dad/availability', 'dad-availability'],
    ['/dadportal/bookings', 'dad-bookings'],
    ['/dadportal/customers', 'dad-customers'],
    [`/dadportal/customer/${jobs[0].customerId}`, 'customer-profile'],
    ['/dadportal/account', 'dad-account'],
  ];
  for (const [path, testId] of screens) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.locator('.ant-spin')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);

    const small = await page.evaluate(() => {
      const root = document.querySelector('main') ?? document.body;
      const targets = root.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=combobox], summary');
      return [...targets]
        .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden' && !el.closest('p, li li, dd ul'))
        .map((el) => {
          const box = (el.closest('.ant-select, .ant-input-affix-wrapper, .ant-input-search, .ant-tabs-tab') ?? el).getBoundingClientRect();
          return { label: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40), height: Math.round(box.height), width: Math.round(box.width) };
        })
        .filter((t) => t.height < 44 || t.width < 44);
    });
    expect(small, `${path} touch targets under 44 px`).toEqual([]);

    const result = await axe(page).include('main').analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `${path} axe`).toEqual([]);
  }
});

test('availability: Keep My Hours puts the saved hours back; a specific date is deleted only after asking, and each change says so', async ({ page }) => {
  await signIn(page, DEMO.dad);
  const weekly = (await (await page.request.get('/api/dad/availability/weekly')).json()) as WeeklyAvailabilityDto[];
  const specific = (await (await page.request.get('/api/dad/availability/specific-dates')).json()) as SpecificDateAvailabilityDto[];
  const jobs = (await (await page.request.get('/api/dad/bookings')).json()) as BookingDetailDto[];
  const today = calendarDate(new Date());
  // A booked job on a day the weekly hours cover (no specific date there): removing that day leaves it outside.
  const job = jobs.find((j) => {
    const date = calendarDate(new Date(j.scheduledDate));
    return (j.status === 'confirmed' || j.status === 'pending') && date > today && !specific.some((d) => d.date === date) && weekly.some((w) => w.dayOfWeek === dayOfWeek(date));
  });
  expect(job, 'the demo DAD has an upcoming job inside the weekly hours').toBeTruthy();
  const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][dayOfWeek(calendarDate(new Date(job!.scheduledDate)))];

  await page.goto('/dadportal/dad/availability');
  // The business's minimum advance (24 hours in the demo), not a fixed 2 (issue 37 item 19).
  const { minAdvanceBookingHours } = await (await page.request.get('/api/settings/public')).json();
  await expect(page.getByTestId('booking-rules')).toHaveText(`Customers book at least ${Math.max(minAdvanceBookingHours, 2)} hours in advance. You take 1 booking at a time, at most 3 per day.`);
  const editor = page.getByTestId('weekly-editor');
  await expect(editor.getByTestId('weekly-window')).toHaveCount(weekly.length);
  const removeDay = editor.getByRole('button', { name: new RegExp(`^Remove ${dayName} `) });
  const ofThatDay = await removeDay.count();
  expect(ofThatDay).toBeGreaterThan(0);
  while ((await removeDay.count()) > 0) await removeDay.first().click();
  await editor.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByTestId('orphan-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Keep My Hours' }).click();
  await expect(page.getByTestId('orphan-warning')).toHaveCount(0);
  // The saved hours, not the edit, with nothing sent.
  await expect(editor.getByTestId('weekly-window')).toHaveCount(weekly.length);
  await expect(removeDay).toHaveCount(ofThatDay);
  expect(await (await page.request.get('/api/dad/availability/weekly')).json()).toEqual(weekly);
  // Add Window adds a day without hours, not a second Monday 09-17 that clashes at once (issue 37 item 19).
  await editor.getByRole('button', { name: 'Add Window' }).click();
  await expect(editor.getByTestId('weekly-window')).toHaveCount(weekly.length + 1);
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Save Schedule' })).toBeEnabled();

  // A date far from any job: added with a confirmation, deleted only after asking.
  const date = addDays(today, 60);
  const dates = page.getByTestId('specific-dates');
  await dates.getByRole('button', { name: 'Add Specific Date' }).click();
  await page.locator('#specific-date').fill(date);
  await dates.getByRole('button', { name: 'Add Date' }).click();
  await expect(page.getByText('Date added')).toBeVisible();
  const added = dates.getByTestId('specific-date').filter({ hasText: `${dayTitle(date)}, 09:00–17:00` });
  await expect(dates.getByTestId('specific-date')).toHaveCount(specific.length + 1);
  await added.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this date?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(dates.getByTestId('specific-date')).toHaveCount(specific.length + 1);
  await added.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Date' }).click();
  await expect(page.getByText('Date removed')).toBeVisible();
  await expect(dates.getByTestId('specific-date')).toHaveCount(specific.length);
});

test("the DAD's thumb-sized antd controls and the shell's own antd sizes share a page without taking each other's", async ({ page }) => {
  // The shell's antd and the dad remote's write their css variables into one page; the DAD's theme has
  // other sizes, so its variables have a key of their own (libs/ui theme): under a shared key, whichever
  // wrote last would size both the shell's sidebar and the DAD's screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.dad);
  await page.goto('/dadportal/dad/availability');
  const save = page.getByTestId('weekly-editor').getByRole('button', { name: 'Save Schedule' });
  const logout = page.getByTestId('sidebar').getByRole('button', { name: 'Log Out' });
  await expect(save).toHaveCSS('height', '44px');
  await expect(save).toHaveCSS('font-size', '16px');
  await expect(logout).toHaveCSS('height', '32px');
  await expect(logout).toHaveCSS('font-size', '14px');
});
