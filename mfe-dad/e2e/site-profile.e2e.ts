import { expect } from '@playwright/test';
import type { SiteOfDto } from '@dd/contracts/site';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, expectNoSidewaysScroll, signIn, test } from '../../tools/e2e/helpers';

/** The site profile on the DAD's job sheet (issue 44): the demo's flagged job at Sarah's, whose driveway has water but no outlet. */
test.describe.configure({ timeout: 300_000 });

test('the DAD reads water, power, cover, the gate code and the HOA rules on the job sheet (390 px, axe)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.dad);
  const risks = (await (await page.request.get('/api/dad/weather')).json()) as WeatherRiskDto[];
  const job = risks.find((r) => r.risk === 'rain')!;
  expect(((await (await page.request.get(`/api/dad/bookings/${job.bookingId}/site`)).json()) as SiteOfDto).site).toMatchObject({ power: false });

  await page.goto(`/dadportal/dad/appointments/${job.bookingId}`);
  // The DAD remote loads first (slow on a shared machine).
  const facts = page.getByTestId('dad-job-sheet').getByTestId('site-facts');
  await expect(facts).toBeVisible({ timeout: 120_000 });
  await expect(facts.getByRole('listitem')).toHaveText([
    'Water spigot: Yes',
    'Power outlet: No',
    'Covered parking or garage: No',
    'Gate or building code: 4321',
    'HOA rules we should know: No pressure washers before 9 AM',
    'Parking notes: Driveway; visitor spots on Elm Court',
  ]);
  await checkScreen(page, 'dad-job-sheet-site');
  await expectNoSidewaysScroll(page, 'job sheet with the site');
});
