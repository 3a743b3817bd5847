import { DataSource } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { BookingStatus } from '@dd/contracts/enums';
import { nextLinkOf } from '@dd/contracts/paging';
import type { Role } from '@dd/contracts/roles';
import { PackageEntity } from '../catalog/packages/package.entity';
import { startTestApp, type TestApp } from '../testing/test-app';
import { signInWithSecondFactor } from '../testing/staff-sign-in';
import { UsersService } from '../identity/users/users.service';
import { BookingEntity } from './booking.entity';

const PASSWORD = 'booking-list-pass-1';

describe('GET /api/bookings pages on MariaDB', () => {
  let server: TestApp;
  let customer: { id: string; browser: ReturnType<TestApp['agent']> };
  const db = () => server.app.get(DataSource);

  async function signedIn(role: Role, email: string) {
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: role, lastName: 'Lister', phone: null, role });
    const browser = server.agent();
    // An admin sets up two-step sign-in first, as each must.
    if (role === 'admin') await signInWithSecondFactor(browser, { email, password: PASSWORD });
    else await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { id: user.id, browser };
  }

  /** Bookings written directly (no scheduling): `count` of them, two to a start so the id breaks ties. */
  async function seedBookings(customerId: string, count: number) {
    const pkg = await db().getRepository(PackageEntity).findOneByOrFail({ type: 'deep_clean' });
    const statuses: BookingStatus[] = ['pending', 'confirmed', 'completed'];
    const rows = Array.from({ length: count }, (_, i) => ({
      customerId,
      packageId: pkg.id,
      status: statuses[i % statuses.length],
      scheduledDate: new Date(Date.UTC(2026, 11, 1 + Math.floor(i / 2), 16)),
      startTime: '08:00',
      endTime: '12:00',
      address: `${i + 1} Harbor Lane`,
      city: i === 0 ? 'Laguna Beach' : 'Irvine',
      zipCode: '92618',
      specialInstructions: null,
      totalAmount: '189.00',
      vehicleType: 'suv' as const,
      photoConsent: false,
      stripePaymentIntentId: null,
      paymentStatus: 'pending' as const,
    }));
    await db().getRepository(BookingEntity).save(rows);
  }

  /** Follows the Link header from `url` to the last page. */
  async function walk(url: string) {
    const pages: { ids: string[]; total: string }[] = [];
    for (let next: string | null = url; next; ) {
      const response = await customer.browser.get(next).expect(200);
      pages.push({ ids: (response.body as BookingSummaryDto[]).map((b) => b.id), total: response.headers['x-total-count'] });
      next = nextLinkOf(response.headers.link);
    }
    return pages;
  }

  beforeAll(async () => {
    server = await startTestApp('mysql');
    customer = await signedIn('customer', 'lister@example.com');
    await seedBookings(customer.id, 7);
    // Someone else's booking never shows in this customer's list or total.
    await seedBookings((await signedIn('customer', 'other-lister@example.com')).id, 1);
  });
  afterAll(() => server.close());

  it('walking every page by its Link returns every booking once, latest first, with the total on each page', async () => {
    const pages = await walk('/api/bookings?limit=3');
    expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === '7')).toBe(true);
    const ids = pages.flatMap((p) => p.ids);
    expect(new Set(ids).size).toBe(7);

    const all = (await customer.browser.get('/api/bookings').expect(200)).body as BookingSummaryDto[];
    expect(all.map((b) => b.id)).toEqual(ids);
    const starts = all.map((b) => Date.parse(b.scheduledDate));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('the last page has no Link; the default limit is 50', async () => {
    const response = await customer.browser.get('/api/bookings').expect(200);
    expect(response.headers['x-total-count']).toBe('7');
    expect(response.headers.link).toBeUndefined();
    expect(response.body).toHaveLength(7);
  });

  it('q and status filter the list and its total, and the next link keeps them', async () => {
    const laguna = await customer.browser.get('/api/bookings?q=LAGUNA').expect(200);
    expect(laguna.headers['x-total-count']).toBe('1');
    expect((laguna.body as BookingSummaryDto[]).map((b) => b.city)).toEqual(['Laguna Beach']);
    // LIKE wildcards are plain text.
    expect((await customer.browser.get('/api/bookings?q=%25').expect(200)).headers['x-total-count']).toBe('0');

    const pages = await walk('/api/bookings?status=pending&limit=1');
    expect(pages).toHaveLength(3);
    const pending = await customer.browser.get('/api/bookings?status=pending').expect(200);
    expect((pending.body as BookingSummaryDto[]).every((b) => b.status === 'pending')).toBe(true);
    expect(pages.flatMap((p) => p.ids)).toEqual((pending.body as BookingSummaryDto[]).map((b) => b.id));
  });

  it("a customer's list leaves out a booking cancelled before any card hold; the admin's keeps it", async () => {
    const mia = await signedIn('customer', 'abandoned-checkout@example.com');
    await seedBookings(mia.id, 4);
    const rows = await db().getRepository(BookingEntity).find({ where: { customerId: mia.id }, order: { address: 'ASC' } });
    // A checkout left after a declined card, one whose unpaid hold ran out, one cancelled after its hold was released, one paid.
    const [declined, expired, released, paid] = rows;
    await db().getRepository(BookingEntity).update(declined.id, { status: 'cancelled', paymentStatus: 'failed' });
    await db().getRepository(BookingEntity).update(expired.id, { status: 'cancelled', paymentStatus: 'pending' });
    await db().getRepository(BookingEntity).update(released.id, { status: 'cancelled', paymentStatus: 'refunded' });
    await db().getRepository(BookingEntity).update(paid.id, { status: 'confirmed', paymentStatus: 'authorized' });

    const mine = await mia.browser.get('/api/bookings').expect(200);
    expect((mine.body as BookingSummaryDto[]).map((b) => b.id).sort()).toEqual([released.id, paid.id].sort());
    expect(mine.headers['x-total-count']).toBe('2');
    expect((await mia.browser.get('/api/bookings?status=cancelled').expect(200)).body.map((b: BookingSummaryDto) => b.id)).toEqual([released.id]);
    // Its own link still answers, with its history.
    await mia.browser.get(`/api/bookings/${declined.id}`).expect(200);

    const admin = await signedIn('admin', 'abandoned-admin@example.com');
    const all = (await admin.browser.get(`/api/bookings?q=abandoned-checkout&limit=200`).expect(200)).body as BookingSummaryDto[];
    expect(all.map((b) => b.id).sort()).toEqual(rows.map((b) => b.id).sort());
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=201', 'limit must be at most 200'],
    ['limit=ten', 'limit must be a whole number'],
    ['cursor=not%20a%20cursor', 'cursor is not valid'],
    ['cursor=bm9wZQ', 'cursor is not valid'],
    ['status=lost', 'status must be one of pending, confirmed, in_progress, completed, cancelled'],
  ])('%s: 400 with a clear message and VALIDATION_FAILED', async (query, message) => {
    const response = await customer.browser.get(`/api/bookings?${query}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });
});
