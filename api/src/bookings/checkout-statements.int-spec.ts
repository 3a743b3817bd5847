import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows } from '@dd/domain/time-windows';
import { CacheVersions } from '../platform/cache/cache-versions';
import { addDads } from '../scheduling/testing';
import { cookieOf, startTestApp, type TestApp } from '../testing/test-app';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const PASSWORD = 'checkout-statements-pass-1';

/**
 * What one signed-in customer's checkout (book, payment intent, test card, confirm) sends to MariaDB
 * (issue 40): every statement of the four requests, printed with the count of each. Issue 40's goal is
 * 20; the bound is where it stands (70 before, see decision 0380; 50 after it, then 44, see decision 0400; 39, see decision 0475; 36, see decision 0478; 35, a message's booking read with its invite's sequence; 34, the webhook endpoints kept, see decision 0484),
 * so a change that adds one fails here.
 */
const STATEMENTS_PER_CHECKOUT = 34;
describe('the statements of one checkout on MariaDB', () => {
  let server: TestApp;
  let pkg: PackageDto;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { TRUST_PROXY: 'true' } });
    await addDads(server.app, 8);
    // Settle the shared counters now: a bump that lands while a poll runs counts as another instance's, and
    // that poll could otherwise land between the two checkouts and reload the DADs in the measured one.
    await server.app.get(CacheVersions).poll();
    pkg = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.type === 'deep_clean');
  }, 180_000);
  afterAll(() => server?.close());

  async function signedInCustomer(email: string): Promise<string> {
    await server.agent().post('/api/register').send({ email, password: PASSWORD, firstName: 'Check', lastName: 'Out', phone: '(714) 555-0100', agreeToTerms: true }).expect(201);
    return cookieOf(await server.agent().post('/api/login').send({ email, password: PASSWORD }).expect(200));
  }

  async function checkout(cookie: string, slot: string) {
    const { statements } = await server.queries.during(async () => {
      const booked = await server.agent().post('/api/bookings').set('Cookie', cookie).send({ vehicleType: 'sedan', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot }).expect(201);
      const intent = await server.agent().post('/api/create-payment-intent').set('Cookie', cookie).send({ amount: booked.body.totalAmount, bookingId: booked.body.id }).expect(201);
      await server.agent().post('/api/payments/test/confirm').set('Cookie', cookie).send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
      await server.agent().post(`/api/bookings/${booked.body.id}/confirm-payment`).set('Cookie', cookie).expect(200);
    });
    return statements;
  }

  it(`books and holds the card in at most ${STATEMENTS_PER_CHECKOUT} statements`, async () => {
    const slots = upcomingWindows(new Date(), { days: 30, minAdvanceHours: 50 }).filter((s) => s.bookable);
    // The first checkout loads what is loaded once per instance; the second is the one every customer pays for.
    await checkout(await signedInCustomer('warm@statements.example.com'), slots[0].start);
    const statements = await checkout(await signedInCustomer('measured@statements.example.com'), slots[1].start);
    const byRequest = new Map<string, number>();
    for (const s of statements) byRequest.set(s.request, (byRequest.get(s.request) ?? 0) + 1);
    console.log(`${statements.length} statements per checkout: ${[...byRequest].map(([r, n]) => `${r} ${n}`).join(', ')}\n${statements.map((s) => `${s.request}: ${s.sql.replace(/\s+/g, ' ').slice(0, 400)}`).join('\n')}`);
    expect(statements.length).toBeLessThanOrEqual(STATEMENTS_PER_CHECKOUT);
  }, 120_000);

  it('answers a new booking with what a read of it shows (it is built from what was written, not read back)', async () => {
    const cookie = await signedInCustomer('answer@statements.example.com');
    const slot = upcomingWindows(new Date(), { days: 30, minAdvanceHours: 50 }).filter((s) => s.bookable)[2].start;
    const booked = (await server.agent().post('/api/bookings').set('Cookie', cookie).send({ vehicleType: 'sedan', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot }).expect(201)).body;
    const read = (await server.agent().get(`/api/bookings/${booked.id}`).set('Cookie', cookie).expect(200)).body;
    expect(booked.dad?.firstName).toBeTruthy();
    expect(read).toMatchObject(booked);
  }, 60_000);
});
