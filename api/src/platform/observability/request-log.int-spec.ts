import { randomUUID } from 'node:crypto';
import type { CreateBookingRequest } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows } from '@dd/domain/time-windows';
import { addDads } from '../../scheduling/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';

const PASSWORD = 'log-secret-password-1';
const CARD = '4242424242424242';
const STREET = '7421 Quail Hollow Lane';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

interface Line {
  level: string;
  msg: string;
  requestId?: string;
  route?: string;
  status?: number;
  latencyMs?: number;
  userId?: string;
  instance?: string;
  method?: string;
  path?: string;
}

/** The request log as production writes it (JSON lines), read from a real server on MariaDB. */
describe('request log and request ids on MariaDB', () => {
  let server: TestApp;
  let packages: PackageDto[];
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as Line);
  const requestLines = () => lines().filter((line) => line.status !== undefined);
  const lineOf = (requestId: string) => requestLines().filter((line) => line.requestId === requestId);

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { LOG_FORMAT: 'json', INSTANCE_ID: 'api-test-1' }, logDestination: { write: (line: string) => void written.push(line) } });
    await addDads(server.app, 3);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
  });
  afterAll(() => server?.close());

  it('writes one line per request with its id, route, status, latency, user and instance, and answers the id', async () => {
    await server.app.get(UsersService).create({ email: 'logged@example.com', password: PASSWORD, firstName: 'Lou', lastName: 'Logged', phone: null, role: 'customer' });
    const browser = server.agent();
    const signIn = await browser.post('/api/login').send({ email: 'logged@example.com', password: PASSWORD }).expect(200);
    const me = await browser.get('/api/user').expect(200);

    const id = me.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn.headers['x-request-id']).not.toBe(id);
    expect(lineOf(id)).toEqual([
      expect.objectContaining({ level: 'info', method: 'GET', path: '/api/user', route: '/api/user', status: 200, latencyMs: expect.any(Number), userId: me.body.id, instance: 'api-test-1' }),
    ]);
    // Sign-in itself: the session starts during it, so its line may already name the user.
    expect(lineOf(signIn.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/login', status: 200 })]);
  });

  it('puts the id in every error body and on the lines written while answering it', async () => {
    const anonymous = await server.agent().get('/api/bookings/00000000-0000-0000-0000-000000000000').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: expect.any(String), requestId: anonymous.headers['x-request-id'] });
    expect(lineOf(anonymous.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/bookings/:id', status: 401 })]);

    const missing = await server.agent().get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', requestId: missing.headers['x-request-id'] });
    expect(lineOf(missing.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '(no route)', status: 404 })]);

    const refused = await server.agent().post('/api/logout').set('Origin', 'https://evil.example').expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'Cross-site request refused', requestId: refused.headers['x-request-id'] });

    const invalid = await server.agent().post('/api/login').send({ email: 'not-an-email' }).expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, fieldErrors: expect.any(Object), requestId: invalid.headers['x-request-id'] });
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set', async () => {
    const response = await server.agent().get('/metrics').set('Authorization', 'Bearer anything-anything');
    expect(response.text).not.toContain('http_request_duration_seconds');
  });

  it('keeps an incoming request id only when it is safe', async () => {
    const kept = await server.agent().get('/api/health').set('X-Request-Id', 'lb-7f3a9c21.0001').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21.0001');
    expect(lineOf('lb-7f3a9c21.0001')).toHaveLength(1);

    for (const unsafe of ['short', 'has space in it 1234', '{"msg":"forged line"}', 'x'.repeat(65)]) {
      const replaced = await server.agent().get('/api/health').set('X-Request-Id', unsafe).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(written.join('\n')).not.toContain('forged line');
  });

  it('gives reads replayed before the framework their own id and line', async () => {
    const before = server.replays.replayed;
    const first = await server.agent().get('/api/packages?active=true').expect(200);
    const second = await server.agent().get('/api/packages?active=true').expect(200);
    expect(server.replays.replayed).toBe(before + 1);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(lineOf(second.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/packages', path: '/api/packages', status: 200 })]);
  });

  it("writes no link's key: a keyed API route as its route, a page's address with its ids as :key (decision 0456)", async () => {
    const key = randomUUID();
    const offer = await server.agent().get(`/api/waitlist/visitor-offers/${key}`).expect(404);
    expect(lineOf(offer.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/waitlist/visitor-offers/:key', path: '/api/waitlist/visitor-offers/:key', status: 404 })]);
    const accept = await server.agent().post(`/api/waitlist/visitor-offers/${key}/accept`).send({}).expect(404);
    expect(lineOf(accept.headers['x-request-id'])).toEqual([expect.objectContaining({ path: '/api/waitlist/visitor-offers/:key/accept' })]);
    const tracking = await server.agent().get(`/api/track/${key}.1893456000.c2lnbmF0dXJlLW9mLXRoZS10cmFja2luZy1saW5r`);
    expect(lineOf(tracking.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/track/:token', path: '/api/track/:token' })]);
    // A page's address: the apps' routes are not the server's, so each segment holding an id is hidden.
    const page = await server.agent().get(`/some/page/${key}`);
    expect(lineOf(page.headers['x-request-id'])).toEqual([expect.objectContaining({ path: '/some/page/:key' })]);
    // Refused before any route took it (another site's form).
    const refused = await server.agent().post(`/api/waitlist/visitor-offers/${key}/accept`).set('Origin', 'https://evil.example').send({}).expect(403);
    expect(lineOf(refused.headers['x-request-id'])).toEqual([expect.objectContaining({ path: '/api/waitlist/visitor-offers/:key/accept' })]);
    // An id that is no key (a booking's needs its customer's session) is written as it is.
    const booking = await server.agent().get(`/api/bookings/${key}`).expect(401);
    expect(lineOf(booking.headers['x-request-id'])).toEqual([expect.objectContaining({ path: `/api/bookings/${key}` })]);
    expect(written.filter((line) => !line.includes(`/api/bookings/${key}`)).join('\n')).not.toContain(key);
  });

  it('writes no password, session cookie, card, token or street address for a sign-in and a checkout', async () => {
    const slot = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 24 }).find((s) => s.bookable)!;
    const draft: CreateBookingRequest = {
      vehicleType: 'suv',
      packageId: packages.find((p) => p.type === 'deep_clean')!.id,
      totalAmount: '189.00',
      address: STREET,
      city: 'Irvine',
      zipCode: '92618',
      specialInstructions: 'Gate code 4321',
      scheduledDate: slot.start,
    };
    const visitor = server.agent();
    const contact = { firstName: 'Vera', lastName: 'Visitor', email: 'vera.log@example.com', phone: '(714) 555-0199', agreeToTerms: true as const, agreeToPhotos: true };
    const booked = await visitor.post('/api/bookings').send({ ...draft, contact }).expect(201);
    const intent = await visitor.post('/api/create-payment-intent').send({ bookingId: booked.body.id }).expect(201);
    await visitor.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD, expiry: `12/${nextYear}`, cvc: '987' }).expect(200);
    await visitor.post(`/api/bookings/${booked.body.id}/confirm-payment`).expect(200);
    await visitor.post('/api/logout').expect(200);

    const customer = server.agent();
    const signIn = await customer.post('/api/login').send({ email: 'logged@example.com', password: PASSWORD }).expect(200);
    await customer.post('/api/login').send({ email: 'logged@example.com', password: `${PASSWORD}-wrong` }).expect(401);
    const cookie = String(signIn.headers['set-cookie']).match(/dd\.sid=([^;]+)/)![1];

    const checkout = requestLines().filter((line) => line.userId === booked.body.customerId || line.path?.startsWith('/api/payments'));
    expect(checkout.map((line) => line.route)).toEqual(expect.arrayContaining(['/api/bookings', '/api/create-payment-intent', '/api/payments/test/confirm', '/api/bookings/:id/confirm-payment']));

    const all = written.join('\n');
    for (const secret of [PASSWORD, cookie, decodeURIComponent(cookie), CARD, '4242 4242', intent.body.clientSecret, STREET, 'Quail Hollow', 'Gate code', '555-0199']) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/dd\.sid|set-cookie|"cookie"|authorization/i);
  });
});
