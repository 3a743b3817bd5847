import { DataSource } from 'typeorm';
import type { AdminAuditDto } from '@dd/contracts/admin-audit';
import type { FreeDadDto, ReassignChoicesDto } from '@dd/contracts/admin-bookings';
import type { AdminCustomerDto } from '@dd/contracts/admin-customers';
import type { AdminDadDto } from '@dd/contracts/admin-dads';
import { ADMIN_MESSAGES } from '@dd/contracts/admin-forms';
import type { AdminPerformanceDto, AdminStatsDto, RevenuePointDto } from '@dd/contracts/admin-stats';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { PublicReviewDto, ReviewDto } from '@dd/contracts/review';
import { addDays, calendarDate, upcomingWindows, zonedInstant } from '@dd/domain/time-windows';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { JobSessionEntity } from '../job-sessions/job-session.entity';
import { AdminStatsService } from './stats/admin-stats.service';
import { ADMIN, paymentFixtures, type Agent } from '../payments/testing/payment-fixtures';
import { ReviewEntity } from '../reviews/review.entity';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { addDads, DAD_PASSWORD } from '../scheduling/testing';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';

const DAY_MS = 86_400_000;

/** Retries `check` for up to 3 seconds (another instance's caches follow within a second). */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let waited = 0; ; waited += 200) {
    try {
      return await check();
    } catch (error) {
      if (waited >= 3000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Every admin call on MariaDB: access, validation, the allowed moves, and their effects elsewhere. */
describe('admin API on MariaDB', () => {
  let apps: TestAppPair;
  let server: TestApp;
  let other: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let admin: Agent;
  let ana: { id: string; agent: Agent };
  const data = () => server.app.get(DataSource);

  /** A held card on a booking of Ana's, through the calls the wizard makes in test mode. */
  async function authorized(overrides = {}) {
    const booking = await fx.booking(ana.id, overrides);
    const intent = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    await ana.agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    return fx.reload(booking);
  }

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    ({ one: server, two: other } = apps);
    fx = paymentFixtures(server);
    ana = await fx.person('ana@admin.example.com');
    admin = await fx.admin();
  });
  afterAll(() => apps?.close());

  it('answers 401 to visitors and 403 to customers and DADs on every admin call', async () => {
    const dad = await fx.person('dan@admin.example.com', 'dad');
    const calls = ['stats', 'stats/revenue', 'stats/performance', 'status', 'audit', 'bookings', 'bookings/recent', 'packages', 'customers', 'customers/summary', 'dads', 'dads/summary', 'reviews', 'reviews/pending', 'settings'];
    for (const path of calls) {
      await server.agent().get(`/api/admin/${path}`).expect(401);
      await ana.agent.get(`/api/admin/${path}`).expect(403);
      await dad.agent.get(`/api/admin/${path}`).expect(403);
      await admin.get(`/api/admin/${path}`).expect(200);
    }
    await ana.agent.post('/api/admin/packages').send({}).expect(403);
    await ana.agent.patch('/api/admin/settings').send({}).expect(403);
  });

  describe('packages', () => {
    const body = { name: 'Ceramic Shine!', description: 'Gloss that lasts', features: 'Wash\n\n Ceramic coat \n', basePriceSedans: '199', basePriceSuvs: '229.5', basePriceTrucks: '249.00', durationMinutes: '180', isActive: true, type: 'ignored' };

    it('creates with the type derived from the name, lists inactive ones too, and explains bad input', async () => {
      const created: PackageDto = (await admin.post('/api/admin/packages').send(body).expect(201)).body;
      expect(created).toMatchObject({ name: 'Ceramic Shine!', type: 'ceramic_shine', features: ['Wash', 'Ceramic coat'], basePriceSedans: '199.00', basePriceSuvs: '229.50', durationMinutes: 180, isActive: true });
      const bad = await admin.post('/api/admin/packages').send({ ...body, name: ' ', features: '', basePriceSuvs: '' }).expect(400);
      expect(bad.body.fieldErrors).toMatchObject({ name: ADMIN_MESSAGES.packageName, features: ADMIN_MESSAGES.features, basePriceSuvs: ADMIN_MESSAGES.suvPrice });
      // Issue 37 item 7: never free, never a 1-minute job, and a too-long one says so.
      const odd = await admin.post('/api/admin/packages').send({ ...body, name: 'Zero Test', basePriceSedans: '0.00', durationMinutes: '1' }).expect(400);
      expect(odd.body.fieldErrors).toEqual({ basePriceSedans: ADMIN_MESSAGES.freePackage, durationMinutes: ADMIN_MESSAGES.durationShort });
      expect((await admin.post('/api/admin/packages').send({ ...body, name: 'Zero Test', durationMinutes: '100000' }).expect(400)).body.fieldErrors).toEqual({ durationMinutes: ADMIN_MESSAGES.durationLong });
      expect((await admin.put(`/api/admin/packages/${created.id}`).send({ basePriceTrucks: '0' }).expect(400)).body.fieldErrors).toEqual({ basePriceTrucks: ADMIN_MESSAGES.freePackage });
      expect((await server.agent().get('/api/packages').expect(200)).body.map((p: PackageDto) => p.id)).toContain(created.id);
    });

    it('refuses a second package with the same name (the same type), on create and on rename', async () => {
      const twin = await admin.post('/api/admin/packages').send({ ...body, name: 'ceramic  SHINE' }).expect(409);
      expect(twin.body).toMatchObject({ code: 'ALREADY_EXISTS', message: 'A package named "Ceramic Shine!" already exists' });
      const other: PackageDto = (await admin.post('/api/admin/packages').send({ ...body, name: 'Matte Shine' }).expect(201)).body;
      expect((await admin.put(`/api/admin/packages/${other.id}`).send({ name: 'Ceramic Shine' }).expect(409)).body.code).toBe('ALREADY_EXISTS');
      await admin.put(`/api/admin/packages/${other.id}`).send({ name: 'Matte Shine', isActive: false }).expect(200);
      expect((await admin.get('/api/admin/packages').expect(200)).body.filter((p: PackageDto) => p.type === 'ceramic_shine')).toHaveLength(1);
      expect((await admin.post('/api/admin/packages').send({ ...body, name: 'Nul\u0000Shine' }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Package name must not contain control characters' });
    });

    it('toggles a package off: gone from the public list and unbookable, still listed for the admin; edits are partial', async () => {
      const pkg: PackageDto = (await admin.get('/api/admin/packages').expect(200)).body.find((p: PackageDto) => p.type === 'ceramic_shine');
      expect((await admin.put(`/api/admin/packages/${pkg.id}`).send({ isActive: false }).expect(200)).body).toMatchObject({ isActive: false, name: pkg.name });
      expect((await server.agent().get('/api/packages').expect(200)).body.map((p: PackageDto) => p.id)).not.toContain(pkg.id);
      expect((await admin.get('/api/admin/packages').expect(200)).body.find((p: PackageDto) => p.id === pkg.id).isActive).toBe(false);
      const slot = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 50 }).find((s) => s.bookable)!;
      const refused = await ana.agent.post('/api/bookings').send({ vehicleType: 'sedan', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start }).expect(400);
      expect(refused.body.message).toBe('This package is not available');

      expect((await admin.put(`/api/admin/packages/${pkg.id}`).send({ basePriceTrucks: '260' }).expect(200)).body).toMatchObject({ basePriceTrucks: '260.00', basePriceSedans: '199.00', isActive: false, type: 'ceramic_shine' });
      await admin.put('/api/admin/packages/00000000-0000-4000-8000-000000000000').send({ isActive: true }).expect(404);
      const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'package', entityId: pkg.id }).expect(200)).body;
      expect(audit.map((a) => a.action)).toEqual(['updated', 'deactivated', 'created']);
      expect(audit[0]).toMatchObject({ actor: { firstName: expect.any(String) }, details: { basePriceTrucks: '260.00' } });
    });
  });

  describe('bookings', () => {
    it('confirms only a pending booking, cancels one not yet started; any other move is 409 INVALID_TRANSITION', async () => {
      const pending = await fx.booking(ana.id);
      const bad = await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'in_progress' }).expect(409);
      expect(bad.body.code).toBe('INVALID_TRANSITION');
      expect((await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'confirmed' }).expect(200)).body.status).toBe('confirmed');
      expect((await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'confirmed' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
      expect((await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'cancelled' }).expect(200)).body.status).toBe('cancelled');
      expect((await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'cancelled' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
      await admin.put(`/api/admin/bookings/${pending.id}`).send({ status: 'done' }).expect(400);
      await admin.put(`/api/admin/bookings/${pending.id}`).send({}).expect(400);
    });

    it('captures a held card only after the job is completed, and only once; paymentStatus captured needs the gateway', async () => {
      const booking = await authorized();
      const body = { bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId };
      expect((await admin.put(`/api/admin/bookings/${booking.id}`).send({ paymentStatus: 'captured' }).expect(409)).body.message).toBe('The payment gateway has not captured this payment');
      expect((await admin.post('/api/capture-payment').send(body).expect(409)).body.code).toBe('INVALID_TRANSITION');
      await fx.complete(booking);
      expect((await admin.get('/api/admin/stats').expect(200)).body.alerts.uncaptured).toBe(1);

      const [first, second] = [await admin.post('/api/capture-payment').send(body).expect(200), await admin.post('/api/capture-payment').send(body).expect(200)];
      expect([first.body.message, second.body.message]).toEqual(['Payment captured', 'Payment already captured']);
      expect((await admin.put(`/api/admin/bookings/${booking.id}`).send({ paymentStatus: 'captured' }).expect(200)).body.paymentStatus).toBe('captured');
      expect((await admin.put(`/api/admin/bookings/${booking.id}`).send({ paymentStatus: 'refunded' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
      const events = await data().getRepository(BookingEventEntity).findBy({ bookingId: booking.id, type: 'payment_changed' });
      expect(events).toEqual([expect.objectContaining({ actorRole: 'admin', details: { paymentStatus: 'captured' } })]);
      expect((await admin.get('/api/admin/stats').expect(200)).body.alerts.uncaptured).toBe(0);
    });

    it('each "Needs your attention" count lists exactly its bookings under ?attention=', async () => {
      // A customer of its own (the customer list test counts Ana's bookings), payments set as the ledger leaves them.
      const cleo = await fx.person('cleo.attention@admin.example.com');
      const held = await fx.booking(cleo.id, { daysAhead: 30 });
      await fx.bookings().update(held.id, { paymentStatus: 'authorized' });
      await fx.complete(held);
      const flagged = await fx.booking(cleo.id, { daysAhead: 31 });
      await fx.bookings().update(flagged.id, { paymentStatus: 'authorized', paymentIssue: 'Card hold renewal failed: Your card was declined.' });
      const { alerts } = (await admin.get('/api/admin/stats').expect(200)).body as { alerts: Record<string, number> };
      const listed = async (attention: string) => {
        const page = await admin.get('/api/admin/bookings').query({ attention, limit: 100 }).expect(200);
        return { total: Number(page.headers['x-total-count']), ids: (page.body as BookingSummaryDto[]).map((b) => b.id), rows: page.body as BookingSummaryDto[] };
      };
      const uncaptured = await listed('uncaptured');
      expect(uncaptured.total).toBe(alerts.uncaptured);
      expect(uncaptured.ids).toContain(held.id);
      expect(uncaptured.rows.every((b) => b.status === 'completed' && b.paymentStatus === 'authorized')).toBe(true);
      const issues = await listed('payment_issues');
      expect(issues.total).toBe(alerts.paymentIssues);
      expect(issues.ids).toEqual([flagged.id]);
      const awaiting = await listed('awaiting_confirmation');
      expect(awaiting.total).toBe(alerts.awaitingConfirmation);
      expect(awaiting.rows.every((b) => b.status === 'pending')).toBe(true);
      await admin.get('/api/admin/bookings').query({ attention: 'everything' }).expect(400);
    });

    it('searches by name, email, id and reference, filters by status, and pages with X-Total-Count and Link', async () => {
      const zed = await fx.person('zed.quark@admin.example.com');
      const mine = await Promise.all([1, 2, 3].map((daysAhead) => fx.booking(zed.id, { daysAhead })));
      await fx.complete(mine[0]);
      const search = (query: Record<string, string | number>) => admin.get('/api/admin/bookings').query(query).expect(200);

      const page1 = await search({ q: 'zed.quark', limit: 2 });
      expect(page1.headers['x-total-count']).toBe('3');
      expect(page1.body).toHaveLength(2);
      expect(page1.body[0]).toMatchObject({ customer: { email: 'zed.quark@admin.example.com' }, package: { name: expect.any(String) } });
      const page2 = await admin.get(/<([^>]+)>/.exec(page1.headers.link)![1]).expect(200);
      expect(page2.body).toHaveLength(1);
      expect(page2.headers.link).toBeUndefined();
      expect(new Set([...page1.body, ...page2.body].map((b: BookingSummaryDto) => b.id))).toEqual(new Set(mine.map((b) => b.id)));

      expect((await search({ q: 'Test cust' })).body.length).toBeGreaterThan(0);
      expect((await search({ q: mine[1].id })).body.map((b: BookingSummaryDto) => b.id)).toEqual([mine[1].id]);
      // The reference is a stored, indexed column, filled on insert.
      expect((await fx.reload(mine[2])).reference).toBe(mine[2].id.slice(-8));
      expect((await search({ q: mine[2].id.slice(-8).toUpperCase() })).body.map((b: BookingSummaryDto) => b.id)).toEqual([mine[2].id]);
      // As the card shows it, "#7F4411ED" (issue 37 item 15).
      expect((await search({ q: `#${mine[2].id.slice(-8).toUpperCase()}` })).body.map((b: BookingSummaryDto) => b.id)).toEqual([mine[2].id]);
      expect((await search({ q: 'zed.quark', status: 'completed' })).body.map((b: BookingSummaryDto) => b.id)).toEqual([mine[0].id]);
      expect((await search({ q: '%' })).headers['x-total-count']).toBe('0');
      await admin.get('/api/admin/bookings').query({ status: 'lost' }).expect(400);
      await admin.get('/api/admin/bookings').query({ cursor: 'nonsense!' }).expect(400);
    });

    it('reassigns a booking to a free DAD, moving its time claims; a busy or unknown DAD is refused', async () => {
      const [dan, eve] = await addDads(server.app, 2, { prefix: 'reassign' });
      const slot = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).filter((s) => s.bookable)[3];
      // The longest job (4 hours): a DAD's route fits one of them per arrival window, so the second below cannot join the first.
      const pkg = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.durationMinutes === 240);
      const booking: BookingSummaryDto = (await ana.agent.post('/api/bookings').send({ vehicleType: 'suv', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start }).expect(201)).body;
      const to = booking.dadId === dan.id ? eve : dan;
      const moved = await admin.post(`/api/admin/bookings/${booking.id}/reassign`).send({ dadId: to.id }).expect(200);
      expect(moved.body).toMatchObject({ dadId: to.id, dad: { lastName: to.lastName } });
      const claims = await data().getRepository(DadTimeClaimEntity).findBy({ bookingId: booking.id });
      expect(claims.length).toBeGreaterThan(0);
      expect(claims.every((c) => c.dadId === to.id)).toBe(true);

      // A second booking at that time goes to the other DAD; moving it onto `to` would break the first customer's window.
      const second: BookingSummaryDto = (await ana.agent.post('/api/bookings').send({ vehicleType: 'suv', packageId: pkg.id, address: '2 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start }).expect(201)).body;
      const busy = await admin.post(`/api/admin/bookings/${second.id}/reassign`).send({ dadId: to.id }).expect(409);
      expect(busy.body.code).toBe('SLOT_TAKEN');
      await admin.post(`/api/admin/bookings/${second.id}/reassign`).send({ dadId: 'nobody' }).expect(400);
    });

    it('offers only the DADs free for the booking’s time, and moves a job starting tomorrow (inside the minimum advance)', async () => {
      const [own, free, busy] = await addDads(server.app, 3, { prefix: 'options' });
      const tomorrow = addDays(calendarDate(new Date()), 1);
      // 4-hour jobs: one fills a DAD's 12-4 arrival window.
      const at = { scheduledDate: zonedInstant(tomorrow, '12:00'), startTime: '12:00', endTime: '16:00', status: 'confirmed' as const, durationMinutes: 240 };
      // A customer of its own: the customer tiles below count Ana's bookings.
      const owner = await fx.person('reassign.options@admin.example.com');
      const booking = await fx.booking(owner.id, { ...at, dadId: own.id });
      await fx.booking(owner.id, { ...at, dadId: busy.id });

      const offered: FreeDadDto[] = (await admin.get(`/api/admin/bookings/${booking.id}/reassign-options`).expect(200)).body;
      const ids = offered.map((d) => d.id);
      expect(ids).toContain(free.id);
      expect(ids).not.toContain(own.id);
      expect(ids).not.toContain(busy.id);
      expect(offered.find((d) => d.id === free.id)).toEqual({ id: free.id, firstName: free.firstName, lastName: free.lastName, addedDriveMinutes: 0 });
      // The same free DADs, and the busy one with why (issue 37 item 16): after its own 4-hour 12-4 job
      // only an arrival at 16:00 sharp with no drive at all is left, so the drive is what does not fit.
      const choices: ReassignChoicesDto = (await admin.get(`/api/admin/bookings/${booking.id}/reassign-choices`).expect(200)).body;
      expect(choices.free).toEqual(offered);
      expect(choices.busy.find((d) => d.id === busy.id)).toEqual({ id: busy.id, firstName: busy.firstName, lastName: busy.lastName, reasons: ['route_does_not_fit'] });
      expect(choices.busy.map((d) => d.id)).not.toContain(own.id);

      const refused = await admin.post(`/api/admin/bookings/${booking.id}/reassign`).send({ dadId: busy.id }).expect(409);
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: 'That DAD is not free for this booking’s time' });
      await admin.post(`/api/admin/bookings/${booking.id}/reassign`).send({ dadId: free.id }).expect(200);
      expect((await fx.reload(booking)).dadId).toBe(free.id);
      // A booking that can no longer move offers nobody.
      await fx.bookings().update({ id: booking.id }, { status: 'completed' });
      expect((await admin.get(`/api/admin/bookings/${booking.id}/reassign-options`).expect(200)).body).toEqual([]);
      expect((await admin.get(`/api/admin/bookings/${booking.id}/reassign-choices`).expect(200)).body).toEqual({ free: [], busy: [] });
    });
  });

  describe('customers and DADs', () => {
    it('lists customers paged, searched and sorted by bookings, with the tiles', async () => {
      const busy = await fx.person('busy.bee@admin.example.com');
      for (let i = 0; i < 5; i++) await fx.booking(busy.id, { daysAhead: 20 + i });
      const byBookings: AdminCustomerDto[] = (await admin.get('/api/admin/customers').query({ sort: 'bookings', limit: 1 }).expect(200)).body;
      expect(byBookings[0]).toMatchObject({ email: 'busy.bee@admin.example.com', totalBookings: 5 });
      const recent = await admin.get('/api/admin/customers').query({ q: 'busy' }).expect(200);
      expect(recent.body.map((c: AdminCustomerDto) => c.email)).toEqual(['busy.bee@admin.example.com']);
      const summary = (await admin.get('/api/admin/customers/summary').expect(200)).body;
      expect(summary).toEqual({ totalCustomers: Number((await admin.get('/api/admin/customers').expect(200)).headers['x-total-count']), totalBookings: expect.any(Number), avgWashPoints: 0 });
    });

    it('keeps each stored booking count exact, for bookings of one customer made at once through the checkout too', async () => {
      await addDads(server.app, 3, { prefix: 'count' });
      const cara = await fx.person('cara.count@admin.example.com');
      const pkg = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.type === 'tidy_up');
      const slots = upcomingWindows(new Date(), { days: 14, minAdvanceHours: 50 }).filter((s) => s.bookable);
      await Promise.all(
        [1, 5, 9].map((i) =>
          cara.agent.post('/api/bookings').send({ vehicleType: 'sedan', packageId: pkg.id, address: '3 Count Rd', city: 'Irvine', zipCode: '92618', scheduledDate: slots[i].start }).expect(201),
        ),
      );
      await fx.booking(cara.id, { daysAhead: 30, status: 'cancelled' });
      const [found]: AdminCustomerDto[] = (await admin.get('/api/admin/customers').query({ q: 'cara.count' }).expect(200)).body;
      expect(found.totalBookings).toBe(4);
      // The admin's view of the profile counts as the list does, the cancelled booking included.
      expect((await admin.get(`/api/admin/customer/${cara.id}`).expect(200)).body.totalBookings).toBe(4);
      // Every customer's stored count is the count of their bookings, and the tile their sum.
      const drift = await data().query('SELECT COUNT(*) AS n FROM users u WHERE u.bookingCount <> (SELECT COUNT(*) FROM bookings b WHERE b.customerId = u.id)');
      expect(Number(drift[0].n)).toBe(0);
      const [{ n: all }] = await data().query('SELECT COUNT(*) AS n FROM bookings');
      expect((await admin.get('/api/admin/customers/summary').expect(200)).body.totalBookings).toBe(Number(all));
    });

    it('answers the admin lists and the dashboard with a fixed number of queries, whatever the page size or data', async () => {
      const queriesOf = async (paths: string[]) => {
        const counts: number[] = [];
        for (const path of paths) {
          const before = server.queries.inRequests;
          await admin.get(path).expect(200);
          counts.push(server.queries.inRequests - before);
        }
        return counts;
      };
      // Each list has more than two rows here, so both page sizes have a next page.
      const lists = ['/api/admin/bookings?', '/api/admin/bookings?status=pending&', '/api/admin/bookings?q=Test&', '/api/admin/customers?', '/api/admin/customers?sort=bookings&', '/api/admin/dads?'];
      expect(await queriesOf(lists.map((path) => `${path}limit=1`))).toEqual(await queriesOf(lists.map((path) => `${path}limit=2`)));
      const dashboard = ['/api/admin/stats', '/api/admin/stats/revenue?days=90', '/api/admin/stats/performance', '/api/admin/bookings/recent', '/api/admin/customers/summary', '/api/admin/dads/summary'];
      const before = await queriesOf(dashboard);
      const busy = await fx.person('more.data@admin.example.com');
      for (let i = 0; i < 4; i++) await fx.booking(busy.id, { daysAhead: -i - 1, status: 'completed', paymentStatus: 'captured' });
      expect(await queriesOf(dashboard)).toEqual(before);
    });

    it('adds a DAD (never another role) who can sign in; validation and taken emails are refused', async () => {
      const bad = await admin.post('/api/admin/dads').send({ firstName: '', lastName: '', email: 'nope', phone: '123', password: 'short' }).expect(400);
      expect(bad.body.fieldErrors).toEqual({
        firstName: ADMIN_MESSAGES.firstName,
        lastName: ADMIN_MESSAGES.lastName,
        email: ADMIN_MESSAGES.email,
        phone: ADMIN_MESSAGES.phone,
        password: ADMIN_MESSAGES.password,
      });
      const letters = await admin.post('/api/admin/dads').send({ firstName: 'Nia\u0000', lastName: 'New', email: 'nia.letters@admin.example.com', phone: 'abcdefghijk', password: 'Xy7!pQ2@mN4#' }).expect(400);
      expect(letters.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { firstName: 'First name must not contain control characters', phone: 'Phone number may contain only digits, spaces and + ( ) - .' } });
      const body = { firstName: 'Nia', lastName: 'New', email: 'Nia.New@admin.example.com', phone: '(949) 555-0100', password: 'Xy7!pQ2@mN4#', role: 'admin' };
      const created: AdminDadDto = (await admin.post('/api/admin/dads').send(body).expect(201)).body;
      expect(created).toMatchObject({ email: 'nia.new@admin.example.com', isActive: true, totalBookings: 0, totalRevenue: '0.00' });
      expect(created).not.toHaveProperty('password');
      expect((await admin.post('/api/admin/dads').send(body).expect(409)).body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
      expect((await admin.post('/api/admin/dads').send({ ...body, email: ADMIN.email }).expect(409)).body.code).toBe('EMAIL_TAKEN');

      const nia = server.agent();
      expect((await nia.post('/api/login').send({ email: body.email, password: body.password }).expect(200)).body.role ?? (await nia.get('/api/user').expect(200)).body.role).toBe('dad');
      const listed = await admin.get('/api/admin/dads').query({ q: 'nia' }).expect(200);
      expect(listed.body.map((d: AdminDadDto) => d.id)).toEqual([created.id]);
    });

    it('adds a DAD with where they work and their weekly hours, or with nothing made when the area refuses (issue 37 item 17)', async () => {
      const body = { firstName: 'Omar', lastName: 'Set', email: 'omar.set@admin.example.com', phone: '(949) 555-0101', password: 'Xy7!pQ2@mN4#' };
      const weeklyHours = [
        { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' },
        { dayOfWeek: 3, startTime: '12:00', endTime: '20:00' },
      ];
      // A ZIP outside the service area is refused before the account is made: the email stays free.
      const outside = await admin.post('/api/admin/dads').send({ ...body, coverage: { homeZip: '92660', coverageZips: ['10001'], coverageRadiusMiles: null }, weeklyHours }).expect(400);
      expect(outside.body.fieldErrors).toEqual({ coverageZips: 'Not in the service area: 10001' });
      const clash = await admin.post('/api/admin/dads').send({ ...body, weeklyHours: [...weeklyHours, { dayOfWeek: 1, startTime: '11:00', endTime: '14:00' }] }).expect(400);
      expect(clash.body.fieldErrors).toHaveProperty('weeklyHours');
      const created: AdminDadDto = (await admin.post('/api/admin/dads').send({ ...body, coverage: { homeZip: '92660', coverageZips: null, coverageRadiusMiles: 10 }, weeklyHours }).expect(201)).body;
      expect(created.coverage).toEqual({ homeZip: '92660', coverageZips: null, coverageRadiusMiles: 10 });
      const omar = server.agent();
      await omar.post('/api/login').send({ email: body.email, password: body.password }).expect(200);
      expect((await omar.get('/api/dad/availability/weekly').expect(200)).body).toEqual(weeklyHours);
      const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'dad', entityId: created.id }).expect(200)).body;
      expect(audit.map((a) => a.action).sort()).toEqual(['coverage_changed', 'created', 'hours_changed']);
    });

    it('deactivates a DAD: signed out, cannot sign in, no new bookings, upcoming ones listed; reactivates', async () => {
      const [solo] = await addDads(server.app, 1, { prefix: 'leaving' });
      const agent = server.agent();
      await agent.post('/api/login').send({ email: solo.email, password: DAD_PASSWORD }).expect(200);
      const upcoming = await fx.booking(ana.id, { dadId: solo.id, status: 'confirmed', daysAhead: 4 });
      const response = (await admin.patch(`/api/admin/dads/${solo.id}`).send({ isActive: false }).expect(200)).body;
      expect(response.dad.isActive).toBe(false);
      expect(response.upcomingBookings.map((b: BookingSummaryDto) => b.id)).toEqual([upcoming.id]);
      await agent.get('/api/user').expect(401);
      // Told why, now the password is right (decision 0368).
      expect((await server.agent().post('/api/login').send({ email: solo.email, password: DAD_PASSWORD }).expect(403)).body.code).toBe('ACCOUNT_DEACTIVATED');
      expect((await admin.get('/api/admin/dads/summary').expect(200)).body.activeDads).toBeLessThan((await admin.get('/api/admin/dads/summary').expect(200)).body.totalDads);
      await admin.patch(`/api/admin/dads/${ana.id}`).send({ isActive: false }).expect(404);
      expect((await admin.patch(`/api/admin/dads/${solo.id}`).send({ isActive: true }).expect(200)).body.dad.isActive).toBe(true);
      await server.agent().post('/api/login').send({ email: solo.email, password: DAD_PASSWORD }).expect(200);
      const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'dad', entityId: solo.id }).expect(200)).body;
      expect(audit.map((a) => a.action)).toEqual(['reactivated', 'deactivated']);
    });

    it('shows what a deactivation touches, refuses it while a job is in progress, and leaves the waiting jobs unassigned', async () => {
      const [mike] = await addDads(server.app, 1, { prefix: 'mike-leaving' });
      const mikeAgent = server.agent();
      await mikeAgent.post('/api/login').send({ email: mike.email, password: DAD_PASSWORD }).expect(200);
      const running = await fx.booking(ana.id, { dadId: mike.id, status: 'in_progress', daysAhead: 0 });
      const later = await fx.booking(ana.id, { dadId: mike.id, status: 'confirmed', daysAhead: 0.01 });
      const next = await fx.booking(ana.id, { dadId: mike.id, status: 'pending', daysAhead: 2 });
      const past = await fx.booking(ana.id, { dadId: mike.id, status: 'confirmed', daysAhead: -3 });
      await data().getRepository(DadTimeClaimEntity).insert({ dadId: mike.id, date: calendarDate(next.scheduledDate), unit: -1, bookingId: next.id });

      const impact = (await admin.get(`/api/admin/dads/${mike.id}/deactivation`).expect(200)).body;
      expect(impact.inProgress.map((b: BookingSummaryDto) => b.id)).toEqual([running.id]);
      expect(impact.upcoming.map((b: BookingSummaryDto) => b.id)).toEqual([later.id, next.id]);
      await admin.get('/api/admin/dads/00000000-0000-0000-0000-000000000000/deactivation').expect(404);

      // Mid-job: refused, and nothing changed (he stays signed in and keeps his jobs).
      const refused = await admin.patch(`/api/admin/dads/${mike.id}`).send({ isActive: false }).expect(409);
      expect(refused.body).toMatchObject({ code: 'JOB_IN_PROGRESS', message: 'Dad No0 has a job in progress. Deactivate once it is finished or marked a no-show.' });
      await mikeAgent.get('/api/user').expect(200);
      expect((await fx.reload(later)).dadId).toBe(mike.id);

      await fx.complete(running);
      const done = (await admin.patch(`/api/admin/dads/${mike.id}`).send({ isActive: false }).expect(200)).body;
      expect(done.upcomingBookings.map((b: BookingSummaryDto) => [b.id, b.dadId])).toEqual([
        [later.id, null],
        [next.id, null],
      ]);
      expect((await fx.reload(later)).dadId).toBeNull();
      expect((await fx.reload(next)).dadId).toBeNull();
      expect((await fx.reload(past)).dadId).toBe(mike.id);
      expect(await data().getRepository(DadTimeClaimEntity).countBy({ bookingId: next.id })).toBe(0);
      const events = await data().getRepository(BookingEventEntity).findBy({ bookingId: next.id, type: 'dad_assigned' });
      expect(events.map((e) => e.details)).toEqual([{ fromDadId: mike.id, dadId: null, reason: 'dad_deactivated' }]);

      // Visible until reassigned: the dispatch board's Unassigned, and "Needs your attention" with its list.
      const board = (await admin.get('/api/admin/dispatch').query({ date: calendarDate(next.scheduledDate) }).expect(200)).body;
      expect(board.unassigned.map((s: { bookingId: string }) => s.bookingId)).toContain(next.id);
      const { alerts } = (await admin.get('/api/admin/stats').expect(200)).body;
      const listed = await admin.get('/api/admin/bookings').query({ attention: 'unassigned', limit: 100 }).expect(200);
      expect(Number(listed.headers['x-total-count'])).toBe(alerts.unassigned);
      expect(listed.body.map((b: BookingSummaryDto) => b.id)).toEqual(expect.arrayContaining([later.id, next.id]));
      expect(listed.body.map((b: BookingSummaryDto) => b.id)).not.toContain(past.id);
    });
  });

  it('moderates reviews: approve shows it on the public list at once, edit, filters, delete', async () => {
    const booking = await fx.booking(ana.id, { status: 'completed', daysAhead: -3 });
    const { id } = await data().getRepository(ReviewEntity).save({ bookingId: booking.id, customerId: ana.id, rating: 4, comment: 'Shiny', isApproved: false });
    const pending: ReviewDto[] = (await admin.get('/api/admin/reviews/pending').expect(200)).body;
    expect(pending.map((r) => r.id)).toContain(id);
    const publicIds = async (app: TestApp) => ((await app.agent().get('/api/reviews').expect(200)).body as PublicReviewDto[]).map((r) => r.id);
    expect(await publicIds(server)).not.toContain(id);
    expect(await publicIds(other)).not.toContain(id);

    expect((await admin.patch(`/api/admin/reviews/${id}`).send({ isApproved: true }).expect(200)).body.isApproved).toBe(true);
    // At once where it was saved; on the other instance once it reads the cache versions (each second).
    expect(await publicIds(server)).toContain(id);
    await eventually(async () => expect(await publicIds(other)).toContain(id));
    expect((await admin.get('/api/admin/reviews').query({ status: 'approved', rating: 4 }).expect(200)).body.map((r: ReviewDto) => r.id)).toContain(id);
    expect((await admin.get('/api/admin/reviews').query({ rating: 5 }).expect(200)).body.map((r: ReviewDto) => r.id)).not.toContain(id);
    await admin.get('/api/admin/reviews').query({ rating: 6 }).expect(400);

    // Rewriting the customer's words needs a reason (issue 37); nothing changes without one.
    const unexplained = await admin.patch(`/api/admin/reviews/${id}`).send({ rating: 5, comment: 'Very shiny', isApproved: false }).expect(400);
    expect(unexplained.body.fieldErrors).toEqual({ editReason: 'Say why you are changing what the customer wrote' });
    const edited = await admin.patch(`/api/admin/reviews/${id}`).send({ rating: 5, comment: 'Very shiny', isApproved: false, editReason: 'Typo fixed at the customer’s request' }).expect(200);
    expect(edited.body).toMatchObject({ rating: 5, comment: 'Very shiny', isApproved: false, editedByBusiness: true, original: { rating: 4, comment: 'Shiny' }, edit: { reason: 'Typo fixed at the customer’s request' } });
    expect(await publicIds(server)).not.toContain(id);
    await admin.patch(`/api/admin/reviews/${id}`).send({ rating: 0 }).expect(400);

    await admin.delete(`/api/admin/reviews/${id}`).expect(204);
    await admin.delete(`/api/admin/reviews/${id}`).expect(404);
    const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'review', entityId: id }).expect(200)).body;
    expect(audit.map((a) => a.action)).toEqual(['deleted', 'edited', 'approved']);
  });

  it('keeps a customer’s review their own: an admin’s edit is shown as the business’s, and its rating is never counted as theirs', async () => {
    const booking = await fx.booking(ana.id, { status: 'completed', daysAhead: -5 });
    const { id } = await data().getRepository(ReviewEntity).save({ bookingId: booking.id, customerId: ana.id, rating: 3, comment: 'A few water spots were left', isApproved: true });
    const ratingOf = async () => (await data().getRepository(ReviewEntity).findOneByOrFail({ id })).rating;
    const statsBefore = (await admin.get('/api/admin/stats').expect(200)).body.averageRating;
    const edited = (await admin.patch(`/api/admin/reviews/${id}`).send({ rating: 5, comment: 'Spotless windows!', editReason: 'Owner test' }).expect(200)).body;
    expect(edited).toMatchObject({ rating: 5, comment: 'Spotless windows!', editedByBusiness: true, original: { rating: 3, comment: 'A few water spots were left' }, edit: { by: expect.any(String), reason: 'Owner test' } });
    expect(await ratingOf()).toBe(3);
    expect((await admin.get('/api/admin/stats').expect(200)).body.averageRating).toEqual(statsBefore);
    const shown = ((await server.agent().get('/api/reviews').expect(200)).body as PublicReviewDto[]).find((r) => r.id === id)!;
    expect(shown).toMatchObject({ rating: 5, comment: 'Spotless windows!', editedByBusiness: true });
    const listed = (await admin.get('/api/admin/reviews').expect(200)).body.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({ original: { rating: 3, comment: 'A few water spots were left' }, edit: { reason: 'Owner test' } });
    const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'review', entityId: id }).expect(200)).body;
    expect(audit[0]).toMatchObject({ action: 'edited' });
    // Edited back to what the customer wrote: the edit is dropped, and it is theirs again.
    const back = (await admin.patch(`/api/admin/reviews/${id}`).send({ rating: 3, comment: 'A few water spots were left', editReason: 'Undo' }).expect(200)).body;
    expect(back).toMatchObject({ rating: 3, editedByBusiness: false, edit: null });
    // Approving alone needs no reason.
    await admin.patch(`/api/admin/reviews/${id}`).send({ isApproved: true }).expect(200);
    // The tests after this one count the approved reviews from none.
    await admin.delete(`/api/admin/reviews/${id}`).expect(204);
  });

  it('saves settings that make sense, naming what does not, and every instance applies them at once', async () => {
    const refuse = async (body: object) => (await admin.patch('/api/admin/settings').send(body).expect(400)).body;
    expect((await refuse({ serviceAreaZipCodes: '92618, 1234, abcde' })).message).toBe(ADMIN_MESSAGES.badZips(['1234', 'abcde']));
    expect((await refuse({ serviceAreaZipCodes: ' , ' })).message).toBe(ADMIN_MESSAGES.zipCodes);
    // Issue 37 item 13: a ZIP far from Orange County (New York's 10001) is named and refused, the area unchanged.
    expect((await refuse({ serviceAreaZipCodes: '92618, 10001' })).fieldErrors).toEqual({ serviceAreaZipCodes: ADMIN_MESSAGES.unknownZips(['10001']) });
    // A percentage over 100 is refused by the schema itself, which the form uses before it asks for any code.
    expect((await refuse({ noShowFeeType: 'percent', noShowFeeAmount: '150' })).fieldErrors).toEqual({ noShowFeeAmount: ADMIN_MESSAGES.percentOver100 });
    expect((await refuse({ businessHoursStart: '17:00', businessHoursEnd: '09:00' })).message).toBe(ADMIN_MESSAGES.hoursOrder);
    expect((await refuse({ businessHoursStart: '18:00' })).message).toBe(ADMIN_MESSAGES.hoursOrder);
    expect((await refuse({ washPointsPerDollar: '-1' })).message).toBe(ADMIN_MESSAGES.positive);
    expect((await refuse({ minAdvanceBookingHours: 2.5 })).message).toBe(ADMIN_MESSAGES.wholeHours);

    const saved = await admin.patch('/api/admin/settings').send({ serviceAreaZipCodes: '92618, 92620', cancellationPolicyHours: 24, washPointsPerDollar: '2' }).expect(200);
    expect(saved.body).toMatchObject({ serviceAreaZipCodes: ['92618', '92620'], cancellationPolicyHours: 24, washPointsPerDollar: '2.00', businessHoursStart: '09:00' });
    await eventually(async () => {
      expect((await other.agent().get('/api/settings/public').expect(200)).body).toMatchObject({ serviceAreaZipCodes: ['92618', '92620'], cancellationPolicyHours: 24 });
      expect((await other.agent().post('/api/validate-address').send({ zipCode: '92660' }).expect(200)).body.isInServiceArea).toBe(false);
    });
    const [entry]: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'settings' }).expect(200)).body;
    expect(entry).toMatchObject({ action: 'updated', details: { cancellationPolicyHours: 24 } });
  });

  it('gives the dashboard its figures: stats with growth, revenue per day, recent bookings, system status', async () => {
    const captured = await fx.booking(ana.id, { daysAhead: -2, status: 'completed', paymentStatus: 'captured', totalAmount: '100.00' });
    await fx.booking(ana.id, { daysAhead: -40, status: 'completed', paymentStatus: 'captured', totalAmount: '50.00' });
    const stats: AdminStatsDto = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(stats).toMatchObject({ periodDays: 30, averageRating: 4.9, alerts: { awaitingConfirmation: expect.any(Number) } });
    expect(Number(stats.totalRevenue)).toBeGreaterThanOrEqual(100);
    expect(stats.revenueGrowth).toBe(Math.round(((Number(stats.totalRevenue) - 50) / 50) * 1000) / 10);

    // A job later today whose card was captured early counts in today's revenue (the period ends with the business day).
    const morning = zonedInstant(calendarDate(new Date()), '08:00');
    const totalAt = async (now: Date) => Number((await server.app.get(AdminStatsService).stats(now)).totalRevenue);
    const beforeEarlyCapture = await totalAt(morning);
    await fx.booking(ana.id, { daysAhead: 0, scheduledDate: zonedInstant(calendarDate(new Date()), '16:00'), status: 'confirmed', paymentStatus: 'captured', totalAmount: '70.00' });
    expect(await totalAt(morning)).toBe(beforeEarlyCapture + 70);

    const revenue: RevenuePointDto[] = (await admin.get('/api/admin/stats/revenue').query({ days: 90 }).expect(200)).body;
    expect(revenue).toHaveLength(90);
    expect(revenue.reduce((sum, p) => sum + Number(p.amount), 0)).toBeGreaterThanOrEqual(150);
    await admin.get('/api/admin/stats/revenue').query({ days: 7 }).expect(400);

    const recent: BookingSummaryDto[] = (await admin.get('/api/admin/bookings/recent').expect(200)).body;
    expect(recent.find((b) => b.id === captured.id)).toMatchObject({ customer: { email: 'ana@admin.example.com' } });
    expect((await admin.get('/api/admin/status').expect(200)).body).toMatchObject({
      database: { ok: true, type: 'mysql' },
      storage: { ok: true, kind: 'local' },
      payments: { mode: 'test' },
      remotes: (await server.agent().get('/api/health').expect(200)).body.remotes,
    });
    expect(Date.now() - Date.parse(recent[0].createdAt)).toBeLessThan(DAY_MS);
  });

  it('gives the performance bars from the jobs of the last 30 days: completed, on time, charged, rating', async () => {
    // A month of its own, far ahead, so only these jobs are in it.
    const now = new Date(Date.now() + 400 * DAY_MS);
    const [dad] = await addDads(server.app, 1, { prefix: 'perf' });
    const job = (daysAgo: number, overrides: Parameters<typeof fx.booking>[1]) => fx.booking(ana.id, { daysAhead: 400 - daysAgo, dadId: dad.id, ...overrides });
    const arrive = (booking: { id: string; scheduledDate: Date }, minutesLate: number) =>
      data().getRepository(JobSessionEntity).save({ bookingId: booking.id, dadId: dad.id, startedAt: new Date(booking.scheduledDate.getTime() + minutesLate * 60_000) });
    const done = await Promise.all([
      job(3, { status: 'completed', paymentStatus: 'captured', totalAmount: '150.00' }),
      job(4, { status: 'completed', paymentStatus: 'captured', totalAmount: '90.00' }),
      job(5, { status: 'completed', paymentStatus: 'authorized', totalAmount: '90.00' }),
      job(6, { status: 'completed', paymentStatus: 'pending', totalAmount: '0.00' }),
    ]);
    await job(7, { status: 'cancelled' });
    await job(40, { status: 'cancelled' }); // before the period
    await Promise.all([arrive(done[0], 30), arrive(done[1], 239), arrive(done[2], 241)]);
    const reviews = data().getRepository(ReviewEntity);
    await reviews.save([
      { bookingId: done[0].id, customerId: ana.id, dadId: dad.id, rating: 5, isApproved: true, createdAt: new Date(now.getTime() - DAY_MS) },
      { bookingId: done[1].id, customerId: ana.id, dadId: dad.id, rating: 4, isApproved: true, createdAt: new Date(now.getTime() - DAY_MS) },
      { bookingId: done[2].id, customerId: ana.id, dadId: dad.id, rating: 1, isApproved: false, createdAt: new Date(now.getTime() - DAY_MS) },
    ]);

    const { measures } = await server.app.get(AdminStatsService).performance(now);
    expect(measures.map(({ key, share, detail }) => [key, share, detail])).toEqual([
      ['completed', 4 / 5, '4 of 5 jobs (the rest cancelled)'],
      ['on_time', 2 / 3, '2 of 3 arrivals'],
      ['captured', 2 / 3, '2 of 3 jobs with a card to charge'],
      ['rating', 4.5 / 5, '4.5 of 5 from 2 reviews'],
    ]);
    const today = (await admin.get('/api/admin/stats/performance').expect(200)).body as AdminPerformanceDto;
    expect(today).toMatchObject({ periodDays: 30, measures: expect.arrayContaining([expect.objectContaining({ key: 'on_time' })]) });
    await ana.agent.get('/api/admin/stats/performance').expect(403);
  });
});
