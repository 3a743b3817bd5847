import { expect, request as playwrightRequest } from '@playwright/test';
import type { AdminDadDto } from '@dd/contracts/admin-dads';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { aDadOfItsOwn, aJobOf, checkScreen, test } from '../../tools/e2e/helpers';
import { addDays, calendarDate, zonedInstant } from '../../libs/domain/src/time-windows';
import { DEMO } from '../../api/src/app/demo/demo-accounts';

/**
 * Reassign never dead-ends at "No other DAD is free" (issue 37 item 16): every other DAD who cannot
 * take the booking is listed with why, in scheduling's reasons.
 */
test('Reassign names each DAD who cannot take the booking and why', async ({ page, asAdmin, baseURL }) => {
  await asAdmin(page);
  const dads = (await (await page.request.get('/api/admin/dads', { params: { limit: 200 } })).json()) as AdminDadDto[];
  const mike = dads.find((dad) => dad.email === DEMO.dad.email)!;
  const date = addDays(calendarDate(new Date()), 40);
  const start = zonedInstant(date, '12:00');
  const bookingId = aJobOf(mike.id, 'confirmed', start);
  const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as BookingSummaryDto;

  // One DAD of the test's own covers only Anaheim and has no hours; another works that day and has three jobs already.
  const elsewhere = aDadOfItsOwn();
  expect(booking.zipCode).not.toBe('92801');
  const coverage = await page.request.put(`/api/admin/dads/${elsewhere.id}/coverage`, { data: { homeZip: '92801', coverageZips: ['92801'], coverageRadiusMiles: null } });
  expect(coverage.ok(), await coverage.text()).toBeTruthy();
  const busy = aDadOfItsOwn();
  const asBusy = await playwrightRequest.newContext({ baseURL });
  expect((await asBusy.post('/api/login', { data: { email: busy.email, password: busy.password } })).ok()).toBeTruthy();
  expect((await asBusy.post('/api/dad/availability/specific-dates', { data: { date, startTime: '08:00', endTime: '20:00' } })).ok()).toBeTruthy();
  await asBusy.dispose();
  for (const time of ['08:00', '16:00', '17:00']) aJobOf(busy.id, 'confirmed', zonedInstant(date, time));

  await page.goto('/dadportal/admin/bookings');
  await page.getByLabel('Search bookings').fill(booking.id);
  await page.locator(`[data-testid="admin-booking-card"][data-booking-id="${booking.id}"]`).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByTestId('admin-booking-details');
  const cannot = details.getByRole('list', { name: 'DADs who cannot take this booking' });
  await expect(cannot.locator(`[data-dad-id="${elsewhere.id}"]`)).toHaveText(`${mike.firstName} ${mike.lastName}: doesn't cover ZIP ${booking.zipCode}; not working at this time that day`);
  await expect(cannot.locator(`[data-dad-id="${busy.id}"]`)).toHaveText(`${mike.firstName} ${mike.lastName}: already has 3 jobs that day`);
  // Tom, the demo's other DAD, is either offered or listed with a reason: never left out unexplained.
  const tom = dads.find((dad) => dad.email === DEMO.dad2.email)!;
  const tomListed = await cannot.locator(`[data-dad-id="${tom.id}"]`).count();
  let tomOffered = 0;
  if (await details.getByLabel('Reassign to another DAD').count()) {
    await details.getByLabel('Reassign to another DAD').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    tomOffered = await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(`^Tom Rivera \\(`)).count();
    await page.keyboard.press('Escape');
  }
  expect(tomListed + tomOffered).toBe(1);
  await checkScreen(page, 'admin-reassign-reasons');
});
