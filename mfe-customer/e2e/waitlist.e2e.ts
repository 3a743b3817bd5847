import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { checkScreen, collectConsoleProblems, test } from '../../tools/e2e/helpers';

/**
 * The waitlist (issue 44) against the built product on the demo seed: a customer joins on the
 * Waitlist page, another customer's cancellation offers them the place, they accept it and have a
 * booking; the admin sees who waits and the fill rate.
 */

test.describe.configure({ timeout: 120_000 });
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function newCustomer(api: APIRequestContext, firstName: string) {
  const response = await api.post('/api/register', { data: { email: uniqueEmail('waitlist'), password: 'Waitlist-123!', firstName, lastName: 'Tester', phone: null, role: 'customer' } });
  expect(response.ok(), `register: ${await response.text()}`).toBeTruthy();
}

test('a customer joins the waitlist, is offered a cancelled place and books it', async ({ page, baseURL }) => {
  const problems = collectConsoleProblems(page);
  const booker = await playwrightRequest.newContext({ baseURL });
  await newCustomer(booker, 'Ben');
  const tidyUp = ((await (await booker.get('/api/packages')).json()) as PackageDto[]).find((p) => p.name === 'The Tidy Up')!;
  // A free morning three to five weeks out, beyond the demo's bookings and waiting customers.
  const from = addDays(calendarDate(new Date()), 21);
  const days = ((await (await booker.get('/api/availability', { params: { from, to: addDays(from, 14), packageId: tidyUp.id, vehicleType: 'sedan', zipCode: '92618' } })).json()) as AvailabilityResponse).days;
  const place = days.flatMap((d) => d.windows).find((w) => w.available && w.window === 'morning')!;
  const created = await booker.post('/api/bookings', { data: { vehicleType: 'sedan', packageId: tidyUp.id, address: '1 Main Street', city: 'Irvine', zipCode: '92618', scheduledDate: place.start } });
  expect(created.status(), `booking: ${await created.text()}`).toBe(201);
  const booked = (await created.json()) as BookingSummaryDto;

  await newCustomer(page.request, 'Wendy');
  await page.goto('/');
  await page.getByRole('link', { name: 'Waitlist' }).first().click();
  await expect(page).toHaveURL(/\/customer\/waitlist$/);
  const waitlist = page.getByTestId('waitlist-page');
  await expect(waitlist.getByText('You are not waiting for a place')).toBeVisible();

  const form = page.getByTestId('waitlist-form');
  await form.getByLabel('Package').click();
  await page.locator('.ant-select-item-option', { hasText: 'The Tidy Up' }).click();
  await form.getByLabel('Street Address').fill('9 Waiting Way');
  await form.getByLabel('City').fill('Irvine');
  await form.getByLabel('ZIP Code').fill('92618');
  await form.getByLabel('From').fill(place.date);
  await form.getByLabel('To').fill(place.date);
  await expect(form.getByLabel('Morning (8 AM-12 PM)')).toBeChecked();
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're on the waitlist. We'll text and email you when a place opens.")).toBeVisible();
  const entry = waitlist.getByTestId('waitlist-entry');
  await expect(entry).toContainText('The Tidy Up');
  await expect(entry).toContainText('9 Waiting Way, Irvine 92618');
  await checkScreen(page, 'waitlist-joined');

  // Ben cancels: the place is offered to Wendy.
  const cancelled = await booker.post(`/api/bookings/${booked.id}/cancel`);
  expect(cancelled.status(), `cancel: ${await cancelled.text()}`).toBe(200);
  await page.reload();
  const offer = page.getByTestId('waitlist-offer');
  await expect(offer).toContainText(`A place opened`);
  await expect(offer).toContainText('8:00 AM-12:00 PM');
  await checkScreen(page, 'waitlist-offer');
  await offer.getByRole('button', { name: 'Accept this place' }).click();
  await expect(page.getByText('Place booked', { exact: true })).toBeVisible();
  const done = page.getByTestId('waitlist-booked');
  await expect(done).toContainText('Booked:');
  await done.getByRole('link', { name: 'View and pay for this booking' }).click();
  await expect(page).toHaveURL(/\/dadportal\/customer\/details\/[0-9a-f-]{36}$/);
  const mine = (await (await page.request.get('/api/bookings?limit=200')).json()) as BookingSummaryDto[];
  expect(mine.map((b) => [b.scheduledDate, b.status])).toEqual([[place.start, 'pending']]);
  await booker.dispose();
  expect(problems).toEqual([]);
});

test('the admin sees who waits for a place and the fill rate', async ({ page, asAdmin }) => {
  await asAdmin(page);
  await page.goto('/dadportal/admin');
  await page.getByRole('link', { name: 'Waitlist' }).first().click();
  await expect(page).toHaveURL(/\/dadportal\/admin\/waitlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  await expect(page.getByTestId('waitlist-fill-rate')).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('waitlist-entry').filter({ hasText: 'James Carter' })).toContainText('Deep Clean');
  await checkScreen(page, 'admin-waitlist');
});
