import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AvailabilityResponse, AvailabilityWindowDto } from '@dd/contracts/availability';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { addDays, calendarDate } from '../../libs/domain/src/time-windows';
import { DEMO } from '../../api/src/app/demo/demo-accounts';

/**
 * Bookings the way a customer makes them, through the API with the test card: a browser test that
 * needs a paid booking of its own (the customer's Manage, the admin's cancellation) makes it here.
 */

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
export const HOUR = 3_600_000;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const today = () => calendarDate(new Date());

/**
 * dad@demo works 08:00-20:00 on these dates (a specific-date window replaces the weekly ones on that date
 * only). Dates that already have one (an earlier try, another test) keep it.
 */
export async function dadWorksOn(baseURL: string, ...dates: string[]) {
  const dad = await playwrightRequest.newContext({ baseURL });
  expect((await dad.post('/api/login', { data: { email: DEMO.dad.email, password: DEMO.dad.password } })).ok()).toBeTruthy();
  const existing = new Set(((await (await dad.get('/api/dad/availability/specific-dates')).json()) as Array<{ date: string }>).map((d) => d.date));
  for (const date of dates.filter((d) => !existing.has(d))) {
    const response = await dad.post('/api/dad/availability/specific-dates', { data: { date, startTime: '08:00', endTime: '20:00' } });
    expect(response.ok(), `dad@demo on ${date}: ${await response.text()}`).toBeTruthy();
  }
  await dad.dispose();
}

export async function newCustomer(api: APIRequestContext) {
  const account = { email: uniqueEmail('manager'), password: 'Manage-123!' };
  const response = await api.post('/api/register', {
    data: { ...account, firstName: 'Mia', lastName: 'Chen', phone: null, role: 'customer' },
  });
  expect(response.ok(), `register: ${await response.text()}`).toBeTruthy();
  return account;
}

export async function tidyUp(api: APIRequestContext): Promise<PackageDto> {
  const packages = (await (await api.get('/api/packages')).json()) as PackageDto[];
  const found = packages.find((p) => p.name === 'The Tidy Up');
  if (!found) throw new Error('The Tidy Up is not offered');
  return found;
}

export async function freeWindows(api: APIRequestContext, packageId: string, fromDay: number, toDay: number): Promise<AvailabilityWindowDto[]> {
  const response = await api.get('/api/availability', {
    params: { from: addDays(today(), fromDay), to: addDays(today(), toDay), packageId, vehicleType: 'sedan' },
  });
  expect(response.status(), 'GET /api/availability').toBe(200);
  return ((await response.json()) as AvailabilityResponse).days.flatMap((day) => day.windows).filter((w) => w.available);
}

/** Books `start` as the signed-in customer and authorizes the test card, as checkout does (`agreeToFeePolicy`: the fee box ticked). */
export async function bookAndPay(api: APIRequestContext, pkg: PackageDto, start: string, agreeToFeePolicy = false): Promise<BookingSummaryDto> {
  const created = await api.post('/api/bookings', {
    data: { vehicleType: 'sedan', packageId: pkg.id, address: '5 Harbor Way', city: 'Newport Beach', zipCode: '92660', scheduledDate: start },
  });
  expect(created.status(), `booking: ${await created.text()}`).toBe(201);
  const booking = (await created.json()) as BookingSummaryDto;
  const intent = await api.post('/api/create-payment-intent', { data: { amount: booking.totalAmount, bookingId: booking.id, agreeToFeePolicy } });
  expect(intent.ok(), `intent: ${await intent.text()}`).toBeTruthy();
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = await api.post('/api/payments/test/confirm', { data: { clientSecret, cardNumber: '4242424242424242', expiry: EXPIRY, cvc: '123' } });
  expect(card.ok(), `card: ${await card.text()}`).toBeTruthy();
  const confirmed = await api.post(`/api/bookings/${booking.id}/confirm-payment`);
  expect(confirmed.ok(), `confirm: ${await confirmed.text()}`).toBeTruthy();
  const paid = (await (await api.get(`/api/bookings/${booking.id}`)).json()) as BookingSummaryDto;
  expect(paid.paymentStatus).toBe('authorized');
  return paid;
}

