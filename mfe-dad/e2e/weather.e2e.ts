import { expect } from '@playwright/test';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, expectNoSidewaysScroll, signIn, test } from '../../tools/e2e/helpers';

/** The weather risk on the DAD's screens (issue 44): the demo's tomorrow-morning job, which the forecast put at risk. */
test.describe.configure({ timeout: 120_000 });

test('the DAD sees the forecast’s risk on the job’s card and sheet (390 px, axe)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.dad);
  const risks = (await (await page.request.get('/api/dad/weather')).json()) as WeatherRiskDto[];
  const flag = risks.find((r) => r.risk === 'rain' && r.choice !== 'moved')!;
  const job = (await (await page.request.get(`/api/dad/bookings/${flag.bookingId}`)).json()) as BookingDetailDto;
  expect([job.startTime, job.endTime]).toEqual(['08:00', '12:00']);

  await page.goto(`/dadportal/dad/appointments/${flag.bookingId}`);
  await expect(page.getByTestId('dad-job-sheet').getByTestId('weather-tag')).toHaveText('Rain 70% 8–12');
  await checkScreen(page, 'dad-job-sheet-weather');
  await expectNoSidewaysScroll(page, 'job sheet');

  await page.goto('/dadportal/dad/appointments');
  const card = page.locator(`[data-testid="job-card"][data-booking-id="${flag.bookingId}"]`);
  await expect(card.getByTestId('weather-tag')).toHaveText('Rain 70% 8–12');
  // A job the forecast found nothing in has no tag.
  const dry = page.locator('[data-testid="job-card"]').filter({ hasNot: page.getByTestId('weather-tag') });
  await expect(dry.first()).toBeVisible();
  await checkScreen(page, 'dad-appointments-weather');
});
