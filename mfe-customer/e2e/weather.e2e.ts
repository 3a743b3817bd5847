import { expect, type APIRequestContext } from '@playwright/test';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { BookingWeatherDto } from '@dd/contracts/weather';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { DEMO } from '../../api/src/app/demo/demo-accounts';
import { aWeatherFlagOn, checkScreen, collectConsoleProblems, expectNoSidewaysScroll, signIn, test } from '../../tools/e2e/helpers';

/**
 * The weather offer (issue 44, decision 0342) on a phone: a customer whose job the day-before pass
 * flagged sees the risk on the booking's page, keeps it, then moves it by tap to a window of its
 * availability, at no charge; the demo's flagged booking tells its customer too.
 */
test.describe.configure({ timeout: 120_000 });

async function aBookingOfMyOwn(api: APIRequestContext): Promise<BookingSummaryDto> {
  const email = `weather-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await api.post('/api/register', { data: { email, password: 'Weather-123!', firstName: 'Rae', lastName: 'Tester', phone: null, role: 'customer' } });
  expect(registered.ok(), `register: ${await registered.text()}`).toBeTruthy();
  const tidyUp = ((await (await api.get('/api/packages')).json()) as PackageDto[]).find((p) => p.name === 'The Tidy Up')!;
  const from = addDays(calendarDate(new Date()), 8);
  const days = ((await (await api.get('/api/availability', { params: { from, to: addDays(from, 10), packageId: tidyUp.id, vehicleType: 'sedan', zipCode: '92618' } })).json()) as AvailabilityResponse).days;
  const place = days.flatMap((d) => d.windows).find((w) => w.available && w.window === 'morning')!;
  const created = await api.post('/api/bookings', { data: { vehicleType: 'sedan', packageId: tidyUp.id, address: '3 Drizzle Lane', city: 'Irvine', zipCode: '92618', scheduledDate: place.start } });
  expect(created.status(), `booking: ${await created.text()}`).toBe(201);
  return (await created.json()) as BookingSummaryDto;
}

test('a customer keeps, then moves by tap, a job the forecast put at risk (390 px, axe)', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await aBookingOfMyOwn(page.request);
  aWeatherFlagOn(booking.id, 70);

  await page.goto(`/dadportal/customer/details/${booking.id}`);
  const notice = page.getByTestId('weather-notice');
  await expect(notice).toContainText('The forecast shows rain (70% chance) during your detail');
  await expect(notice).toContainText('Keep it as it is, or move it to another time at no charge.');
  await checkScreen(page, 'weather-offer');
  await expectNoSidewaysScroll(page, 'weather offer');

  await notice.getByRole('button', { name: 'Keep This Time' }).click();
  await expect(notice).toContainText('You are keeping this time. You can still move it, at no charge.');
  await expect(notice.getByRole('button', { name: 'Keep This Time' })).toHaveCount(0);

  await notice.getByRole('button', { name: 'Move It' }).click();
  const slot = notice.getByTestId('weather-move-slot').first();
  await expect(slot).toBeVisible();
  await checkScreen(page, 'weather-move');
  await expectNoSidewaysScroll(page, 'weather move');
  await slot.click();
  await notice.getByRole('button', { name: 'Confirm New Time' }).click();
  await expect(page.getByText('No fee was charged.')).toBeVisible();
  await expect(notice).toContainText('Moved for the weather');

  const after = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as BookingSummaryDto;
  expect(after.scheduledDate).not.toBe(booking.scheduledDate);
  expect({ total: after.totalAmount, fee: after.fee, status: after.status }).toEqual({ total: booking.totalAmount, fee: null, status: booking.status });
  expect(((await (await page.request.get(`/api/bookings/${booking.id}/weather`)).json()) as BookingWeatherDto).risk).toMatchObject({ choice: 'moved' });
  expect(problems).toEqual([]);
});

test('the demo customer whose detail tomorrow the forecast puts at risk is told on its page', async ({ page }) => {
  await signIn(page, DEMO.customer);
  const bookings = (await (await page.request.get('/api/bookings?limit=200')).json()) as BookingSummaryDto[];
  const upcoming = bookings.filter((b) => b.status === 'confirmed' || b.status === 'pending');
  const risks = await Promise.all(upcoming.map(async (b) => ({ id: b.id, weather: (await (await page.request.get(`/api/bookings/${b.id}/weather`)).json()) as BookingWeatherDto })));
  const flagged = risks.find((r) => r.weather.risk)!;
  expect(flagged.weather.risk).toMatchObject({ risk: 'rain', precipitationChance: 70 });
  await page.goto(`/dadportal/customer/details/${flagged.id}`);
  await expect(page.getByTestId('weather-notice')).toContainText('The forecast shows rain (70% chance) during your detail');
  await checkScreen(page, 'weather-notice');
  // Another booking the forecast found nothing in shows no notice.
  const dry = risks.find((r) => !r.weather.risk)!;
  await page.goto(`/dadportal/customer/details/${dry.id}`);
  await expect(page.getByTestId('booking-detail').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('weather-notice')).toHaveCount(0);
});
