import { expect, test } from '@playwright/test';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { checkScreen, collectConsoleProblems, expectNoSidewaysScroll, signIn } from '../../tools/e2e/helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** The demo's two-car booking on the DAD's phone: each car with its package and add-ons, and what it costs. */
test("the DAD's job sheet lists each vehicle of a multi-car booking with its car, package and add-ons", async ({ page }) => {
  // A job not started has no session yet: GET .../session answers 404, which Chromium logs.
  const problems = collectConsoleProblems(page);
  await signIn(page, DEMO.dad);
  const bookings = (await (await page.request.get('/api/bookings', { params: { limit: 100 } })).json()) as BookingSummaryDto[];
  const multi = bookings.find((b) => (b.priceLines.vehicles?.length ?? 0) > 1);
  expect(multi, 'the demo two-car booking').toBeTruthy();

  await page.goto(`/dadportal/dad/appointments/${multi!.id}`);
  const vehicles = page.getByTestId('job-vehicles');
  await expect(vehicles.getByRole('listitem').filter({ hasText: 'Toyota Camry' })).toContainText('The Deep Clean (Sedan)');
  await expect(vehicles.getByRole('listitem').filter({ hasText: 'Toyota Camry' })).toContainText('Pet Hair Removal (+30 min)');
  await expect(vehicles.getByRole('listitem').filter({ hasText: 'Honda Pilot' })).toContainText('Headlight Restoration (+45 min)');
  await expect(page.getByTestId('job-sheet')).toContainText('Vehicles (2), about 315 min on site');
  await expect(page.getByTestId('job-sheet').getByTestId('price-total')).toHaveText('$373.00');
  await expectNoSidewaysScroll(page, 'the multi-car job sheet');
  await checkScreen(page, 'dad-job-sheet-two-vehicles');
  expect(problems).toEqual([]);
});
