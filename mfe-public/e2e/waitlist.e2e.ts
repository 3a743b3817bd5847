import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { addDays } from '@dd/domain/time-windows';
import { newCustomer, tidyUp, today } from '../../tools/e2e/bookings';
import { checkScreen, collectConsoleProblems, emailedLink, expectNoSidewaysScroll, visit } from '../../tools/e2e/helpers';

/**
 * The visitor's waitlist (issue 44) on a phone: a visitor with no account joins from the booking
 * wizard's time step, a cancellation offers them the place by email, and the link's page books it
 * (the contact opens an account, as checkout does). The customer's waitlist is mfe-customer/e2e/waitlist.e2e.ts.
 */
test.describe.configure({ timeout: 300_000 });

const ADDRESS = '12 Waiting Lane';

async function toTimeStep(page: Page) {
  await page.getByText('Sedan', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('package-card').filter({ hasText: 'The Tidy Up' }).getByRole('button', { name: 'Select This Package' }).click();
  await page.getByTestId('extras-step').getByRole('button', { name: 'Continue' }).click();
  const location = page.locator('form[aria-label="Service address"]');
  await location.getByLabel('Street Address').fill(ADDRESS);
  await location.getByLabel('City').fill('Irvine');
  await location.getByLabel('ZIP Code').fill('92618');
  await location.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Time');
}

test('a visitor joins the waitlist at 390 px (axe), is offered a cancelled place by email and books it from the link', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = collectConsoleProblems(page);

  // Another customer holds an evening six to eight weeks out (beyond the other tests' waiting customers).
  const booker = await playwrightRequest.newContext({ baseURL });
  await newCustomer(booker);
  const pkg = await tidyUp(booker);
  const from = addDays(today(), 42);
  const availability = await booker.get('/api/availability', { params: { from, to: addDays(from, 14), packageId: pkg.id, vehicleType: 'sedan', zipCode: '92618' } });
  const place = ((await availability.json()) as AvailabilityResponse).days.flatMap((d) => d.windows).find((w) => w.available && w.window === 'evening')!;
  expect(place, 'a free evening six to eight weeks out').toBeTruthy();
  const created = await booker.post('/api/bookings', { data: { vehicleType: 'sedan', packageId: pkg.id, address: '1 Main Street', city: 'Irvine', zipCode: '92618', scheduledDate: place.start } });
  expect(created.status(), `booking: ${await created.text()}`).toBe(201);
  const booked = (await created.json()) as BookingSummaryDto;

  // The visitor opens the waitlist under the time step: package, car and address are the wizard's.
  await visit(page, '/book');
  await toTimeStep(page);
  await page.getByTestId('visitor-waitlist-open').click();
  const form = page.getByTestId('visitor-waitlist');
  await expect(form.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  await form.getByLabel('From').fill(place.date);
  await form.getByLabel('To').fill(place.date);
  await form.getByLabel('Morning (8 AM-12 PM)').uncheck();
  await form.getByLabel('Evening (4-8 PM)').check();
  await form.getByLabel('First Name').fill('Wren');
  await form.getByLabel('Last Name').fill('Visitor');

  // Neither an email nor a phone: told how the offer would reach them.
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByText('Please enter an email or a phone number so we can tell you when a place opens')).toBeVisible();
  await checkScreen(page, 'visitor-waitlist-form');
  await expectNoSidewaysScroll(page, 'the visitor waitlist form');

  const email = `wren-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByTestId('waitlist-joined')).toHaveText("You're on the waitlist. We'll text and email you when a place opens.");
  await checkScreen(page, 'visitor-waitlist-joined');

  // The booker cancels: the place is offered to the visitor by email, with the link to the offer's page.
  const cancelled = await booker.post(`/api/bookings/${booked.id}/cancel`);
  expect(cancelled.status(), `cancel: ${await cancelled.text()}`).toBe(200);
  await booker.dispose();
  let link: string | undefined;
  await expect
    .poll(async () => (link = await emailedLink(email, 'A place opened', /https?:\/\/\S+\/waitlist\/offers\/[0-9a-f-]{36}/)), { timeout: 60_000 })
    .toBeTruthy();

  await page.goto(new URL(link!).pathname);
  const offer = page.getByTestId('waitlist-offer');
  await expect(offer.getByRole('heading', { level: 1, name: 'A place opened' })).toBeVisible({ timeout: 60_000 });
  await expect(offer).toContainText(`The Tidy Up · ${ADDRESS}, Irvine 92618`);
  await expect(offer).toContainText('We are holding it for you until');
  // The checkout's contact form, filled with what the visitor gave.
  const confirm = page.getByTestId('waitlist-offer-form');
  await expect(confirm.getByLabel('First Name')).toHaveValue('Wren');
  await expect(confirm.getByLabel('Email')).toHaveValue(email);
  await checkScreen(page, 'visitor-waitlist-offer');
  await expectNoSidewaysScroll(page, 'the offer page');

  await confirm.getByLabel('I agree to the').check();
  await confirm.getByRole('button', { name: 'Accept this place' }).click();
  await expect(page).toHaveURL(/\/dadportal\/customer\/details\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const bookingId = /details\/([0-9a-f-]{36})/.exec(page.url())![1];
  // The acceptance opened the visitor's account and signed it in: the booking is theirs, waiting for payment.
  const mine = (await (await page.request.get('/api/bookings?limit=200')).json()) as BookingSummaryDto[];
  expect(mine.map((b) => [b.id, b.scheduledDate, b.status])).toEqual([[bookingId, place.start, 'pending']]);

  // The link has done its work: opened again it says so and offers nothing more.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('waitlist-offer-closed')).toHaveText('This place is booked. Sign in to see it and pay for it.');
  await expect(page.getByTestId('waitlist-offer-accept')).toHaveCount(0);
  // A used link names nobody: the place and the city, not the street (decision 0456).
  await expect(page.getByTestId('waitlist-offer')).toContainText('The Tidy Up · Irvine 92618');
  await expect(page.getByTestId('waitlist-offer')).not.toContainText(ADDRESS);
  expect(problems).toEqual([]);
});
