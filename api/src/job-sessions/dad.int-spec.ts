import sharp from 'sharp';
import type { BookingDetailDto, JobSessionDto } from '@dd/contracts/booking';
import { CUSTOMER_NOT_FOUND, JOB_START_MESSAGES, type CustomerProfileDto, type DadCustomerSummaryDto, type DadSummaryDto } from '@dd/contracts/dad';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingMediaEntity } from '../media/images/booking-media.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { paymentFixtures, type Agent, ADMIN } from '../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MessageEntity } from '../messaging/message.entity';
import { UserEntity } from '../identity/users/user.entity';

const NEAR_92618 = { latitude: 33.7012345678, longitude: -117.7098765432 };
const ANAHEIM = { latitude: 33.8359, longitude: -117.9086 };

/** The DAD portal's API on MariaDB: the job flow's state machine, ownership, and the DAD's lists. */
describe('DAD portal API on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let dad: { id: string; agent: Agent };
  let otherDad: { id: string; agent: Agent };
  let customer: { id: string; agent: Agent };
  let admin: Agent;
  const today = () => calendarDate(new Date());

  /**
   * A confirmed booking of `customer` with `dad` whose window opens at midnight on `date` (today by
   * default: starting it is never early), the DAD's earlier job done (they run one at a time).
   */
  const job = async (overrides: Parameters<typeof fx.booking>[1] & { date?: string } = {}) => {
    const { date = today(), ...rest } = overrides;
    await fx.bookings().update({ dadId: dad.id, status: 'in_progress' }, { status: 'completed' });
    return fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', scheduledDate: zonedInstant(date, '00:00'), startTime: '00:00', endTime: '12:00', ...rest });
  };

  /** Uploads a small JPEG as the DAD and returns its image id. */
  const upload = async (agent: Agent) => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const response = await agent.post('/api/images').field('usageType', 'other').attach('image', jpeg, { filename: 'before.jpg', contentType: 'image/jpeg' }).expect(201);
    return response.body.id as string;
  };

  const points = async () => (await fx.db().getRepository(UserEntity).findOneByOrFail({ id: customer.id })).washPoints;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    dad = await fx.person('dad@dadportal.example.com', 'dad');
    otherDad = await fx.person('other-dad@dadportal.example.com', 'dad');
    customer = await fx.person('customer@dadportal.example.com');
    admin = await fx.admin();
  });
  afterAll(() => server?.close());

  describe('the job session', () => {
    it('is only the assigned DAD’s: another DAD gets 404, a customer and an admin 403, a visitor 401', async () => {
      const booking = await job();
      for (const path of ['session', 'start', 'complete']) {
        const call = (agent: Agent) => (path === 'session' ? agent.get(`/api/dad/bookings/${booking.id}/session`) : agent.post(`/api/dad/bookings/${booking.id}/${path}`).send({}));
        await call(otherDad.agent).expect(404);
        await call(customer.agent).expect(403);
        await call(admin).expect(403);
        await call(server.agent()).expect(401);
      }
      expect((await fx.reload(booking)).status).toBe('confirmed');
    });

    it('answers 404 before the start, then starts once: in_progress, coordinates to 7 decimals, geofence checked; a second start answers the same session', async () => {
      const booking = await job();
      await dad.agent.get(`/api/dad/bookings/${booking.id}/session`).expect(404);
      const first: JobSessionDto = (await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(NEAR_92618).expect(200)).body;
      expect(first).toMatchObject({ bookingId: booking.id, dadId: dad.id, completedAt: null, geofenceVerified: true, geofenceLatitude: '33.7012346', geofenceLongitude: '-117.7098765' });
      expect((await fx.reload(booking)).status).toBe('in_progress');

      const again: JobSessionDto = (await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(ANAHEIM).expect(200)).body;
      expect(again).toEqual(first);
      expect((await dad.agent.get(`/api/dad/bookings/${booking.id}/session`).expect(200)).body).toEqual(first);
    });

    it('starts once when two phones tap I’m Here together', async () => {
      const booking = await job();
      const [a, b] = await Promise.all([0, 1].map(() => dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({})));
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.id).toBe(b.body.id);
    });

    it('asks before a start far from the ZIP, then flags it as not verified; a start without a location too', async () => {
      // Issue 37 item 8: Anaheim is about 16 miles from 92618; the DAD is asked, nothing starts.
      const booking = await job();
      const asked = await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(ANAHEIM).expect(409);
      expect(asked.body).toMatchObject({ code: 'AWAY_FROM_JOB', distanceMiles: expect.any(Number) });
      expect(asked.body.message).toBe(JOB_START_MESSAGES.away(asked.body.distanceMiles.toFixed(1), booking.zipCode));
      expect(asked.body.distanceMiles).toBeGreaterThan(10);
      expect((await dad.agent.get(`/api/dad/bookings/${booking.id}/session`)).status).not.toBe(200);
      const far: JobSessionDto = (await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({ ...ANAHEIM, away: true }).expect(200)).body;
      expect(far).toMatchObject({ geofenceVerified: false, geofenceLatitude: '33.8359000' });
      // The office sees it in the change log: started, and how far away.
      const events: Array<{ type: string; details: Record<string, unknown> }> = (await dad.agent.get(`/api/bookings/${booking.id}/events`).expect(200)).body;
      expect(events.find((e) => e.details.to === 'in_progress')?.details).toMatchObject({ awayMiles: asked.body.distanceMiles });
      const none: JobSessionDto = (await dad.agent.post(`/api/dad/bookings/${(await job()).id}/start`).send({}).expect(200)).body;
      expect(none).toMatchObject({ geofenceVerified: false, geofenceLatitude: null, geofenceLongitude: null });
    });

    it('refuses to start a booking that is not confirmed (409 INVALID_TRANSITION) or not today (409 NOT_JOB_DAY)', async () => {
      const pending = await job({ status: 'pending' });
      const refused = await dad.agent.post(`/api/dad/bookings/${pending.id}/start`).send({}).expect(409);
      expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only a confirmed booking can be started; this one is pending' });

      const tomorrow = await job({ date: addDays(today(), 1) });
      const early = await dad.agent.post(`/api/dad/bookings/${tomorrow.id}/start`).send({}).expect(409);
      expect(early.body).toMatchObject({ code: 'NOT_JOB_DAY', scheduledDay: addDays(today(), 1) });
      expect(early.body.message).toMatch(/can be started on that day only/);
      const yesterday = await job({ date: addDays(today(), -1) });
      await dad.agent.post(`/api/dad/bookings/${yesterday.id}/start`).send({}).expect(409);
      expect((await fx.reload(tomorrow)).status).toBe('confirmed');
    });

    it('runs one job at a time: I’m Here on another job while one is in progress is refused (409 JOB_IN_PROGRESS)', async () => {
      const running = await job();
      await dad.agent.post(`/api/dad/bookings/${running.id}/start`).send({}).expect(200);
      const second = await fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', scheduledDate: zonedInstant(today(), '00:00'), startTime: '00:00', endTime: '12:00' });
      const refused = await dad.agent.post(`/api/dad/bookings/${second.id}/start`).send({}).expect(409);
      expect(refused.body).toMatchObject({ code: 'JOB_IN_PROGRESS', message: `You have a job in progress (#${running.id.slice(-8)}). Finish it before starting another.` });
      expect((await fx.reload(second)).status).toBe('confirmed');
      // Two jobs tapped at once: one starts.
      const [a, b] = [await job(), await fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', scheduledDate: zonedInstant(today(), '00:00'), startTime: '00:00', endTime: '12:00' })];
      const both = await Promise.all([a, b].map((booking) => dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({})));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('asks before starting more than 15 minutes before the window (409 EARLY_ARRIVAL); started early, the customer is told', async () => {
      const later = await job({ scheduledDate: new Date(Date.now() + 4 * 3_600_000), startTime: '17:00', endTime: '19:30', paymentAuthorizedAt: new Date() });
      // A job of today only (the check of the day comes first): skipped in the last four hours of the day.
      if (calendarDate(later.scheduledDate) !== today()) return;
      const asked = await dad.agent.post(`/api/dad/bookings/${later.id}/start`).send(NEAR_92618).expect(409);
      expect(asked.body).toMatchObject({ code: 'EARLY_ARRIVAL', message: 'The customer expects you 5:00 PM-7:30 PM. Start now anyway? We will tell them you have arrived early.', windowStart: later.scheduledDate.toISOString() });
      expect((await fx.reload(later)).status).toBe('confirmed');
      await dad.agent.post(`/api/dad/bookings/${later.id}/start`).send({ ...NEAR_92618, early: true }).expect(200);
      expect((await fx.reload(later)).status).toBe('in_progress');
      const told = await fx.db().getRepository(MessageEntity).findOneByOrFail({ idempotencyKey: `booking:${later.id}:arrived-early:email` });
      expect(told).toMatchObject({ kind: 'arrived_early' });
      expect(told.subject).toBe('Your detailer has arrived early');
      await dad.agent.post(`/api/dad/bookings/${later.id}/start`).send({ early: 'yes' }).expect(400);
    });

    it('answers bad coordinates with 400 and readable messages', async () => {
      const booking = await job();
      const notNumber = await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({ latitude: 'north', longitude: -117 }).expect(400);
      expect(notNumber.body.fieldErrors).toMatchObject({ latitude: 'latitude must be a number' });
      const alone = await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({ latitude: 33.7 }).expect(400);
      expect(alone.body.message).toBe('Send latitude and longitude together, or neither');
      await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({ latitude: 91, longitude: 0 }).expect(400);
    });

    it('completes only a started job with a before photo; completion is once: completed, duration, +10 points, card still capturable', async () => {
      const booking = await job({ paymentStatus: 'authorized', stripePaymentIntentId: 'pi_test_capturable' });
      const notStarted = await dad.agent.post(`/api/dad/bookings/${booking.id}/complete`).expect(409);
      expect(notStarted.body.code).toBe('INVALID_TRANSITION');
      await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send(NEAR_92618).expect(200);

      const noPhoto = await dad.agent.post(`/api/dad/bookings/${booking.id}/complete`).expect(409);
      expect(noPhoto.body).toMatchObject({ code: 'BEFORE_PHOTOS_REQUIRED', message: 'Add at least one before photo before finishing the job' });

      await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await upload(dad.agent), mediaType: 'before' }).expect(201);
      const before = await points();
      const results = await Promise.all([0, 1, 2].map(() => dad.agent.post(`/api/dad/bookings/${booking.id}/complete`)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const session: JobSessionDto = results[0].body;
      expect(session.completedAt).not.toBeNull();
      expect(session.durationMinutes).toBeGreaterThanOrEqual(0);
      expect(results.map((r) => r.body.completedAt)).toEqual([session.completedAt, session.completedAt, session.completedAt]);
      expect(await points()).toBe(before + 10);

      expect((await dad.agent.post(`/api/dad/bookings/${booking.id}/complete`).expect(200)).body).toEqual(session);
      expect(await points()).toBe(before + 10);
      expect(await fx.reload(booking)).toMatchObject({ status: 'completed', paymentStatus: 'authorized', stripePaymentIntentId: 'pi_test_capturable' });
      await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({}).expect(200);
      expect((await fx.reload(booking)).status).toBe('completed');
    });
  });

  describe('photos', () => {
    it('links a retried upload once: the same idempotency key answers the first media row', async () => {
      const booking = await job();
      const key = 'photo-0123456789abcdef';
      const first = await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await upload(dad.agent), mediaType: 'before', idempotencyKey: key }).expect(201);
      // The phone never heard the answer: it uploads the file again and links with the same key.
      const retry = await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await upload(dad.agent), mediaType: 'before', idempotencyKey: key }).expect(201);
      expect(retry.body.id).toBe(first.body.id);
      const racing = await Promise.all(
        [0, 1].map(async () => dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await upload(dad.agent), mediaType: 'after', idempotencyKey: 'photo-race-key-1' })),
      );
      expect(racing.map((r) => r.status)).toEqual([201, 201]);
      expect(racing[0].body.id).toBe(racing[1].body.id);
      expect(await fx.db().getRepository(BookingMediaEntity).countBy({ bookingId: booking.id })).toBe(2);
      const bad = await dad.agent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await upload(dad.agent), mediaType: 'after', idempotencyKey: 'x' }).expect(400);
      expect(bad.body.fieldErrors.idempotencyKey).toMatch(/8 to 64/);
    });
  });

  describe('lists and profiles', () => {
    let lister: { id: string; agent: Agent };
    let people: Array<{ id: string; agent: Agent }>;

    beforeAll(async () => {
      lister = await fx.person('lister@dadportal.example.com', 'dad');
      people = [];
      for (const [first, last] of [['Ana', 'Lopez'], ['Ben', 'Mcallister'], ['Cara', 'Lopez-Smith']]) {
        const person = await fx.person(`${first.toLowerCase()}@people.example.com`);
        await fx.db().getRepository(UserEntity).update({ id: person.id }, { firstName: first, lastName: last });
        people.push(person);
      }
      const at = (days: number) => zonedInstant(addDays(today(), days), '08:00');
      const [ana, ben, cara] = people;
      await fx.booking(ana.id, { dadId: lister.id, status: 'completed', scheduledDate: at(-10), totalAmount: '149.00' });
      await fx.booking(ana.id, { dadId: lister.id, status: 'completed', scheduledDate: at(-3), totalAmount: '89.50' });
      await fx.booking(ana.id, { dadId: lister.id, status: 'confirmed', scheduledDate: at(0), startTime: '08:00', endTime: '12:00' });
      await fx.booking(ana.id, { dadId: otherDad.id, status: 'completed', scheduledDate: at(-5), totalAmount: '500.00' });
      await fx.booking(ben.id, { dadId: lister.id, status: 'confirmed', scheduledDate: at(2) });
      await fx.booking(cara.id, { dadId: lister.id, status: 'cancelled', scheduledDate: at(1) });
      await fx.booking(cara.id, { dadId: otherDad.id, status: 'confirmed', scheduledDate: at(1) });
    });

    it('lists the DAD’s bookings of one day with customer, package features, car and session; a bad date is 400', async () => {
      const all: BookingDetailDto[] = (await lister.agent.get('/api/dad/bookings').expect(200)).body;
      expect(all).toHaveLength(5);
      const todays: BookingDetailDto[] = (await lister.agent.get('/api/dad/bookings').query({ date: today() }).expect(200)).body;
      expect(todays).toHaveLength(1);
      expect(todays[0]).toMatchObject({ customer: { firstName: 'Ana', lastName: 'Lopez' }, package: { name: expect.any(String), features: expect.any(Array) }, session: null });
      const bad = await lister.agent.get('/api/dad/bookings').query({ date: '2026-02-30' }).expect(400);
      expect(bad.body.fieldErrors.date).toBe('date must be a calendar date (YYYY-MM-DD)');
      await lister.agent.get(`/api/dad/bookings/${todays[0].id}`).expect(200);
      await otherDad.agent.get(`/api/dad/bookings/${todays[0].id}`).expect(404);
    });

    it('pages My Customers with totals over this DAD’s bookings only, and searches the full name case-insensitively', async () => {
      const first = await lister.agent.get('/api/dad/customers').query({ limit: 1 }).expect(200);
      expect(first.headers['x-total-count']).toBe('2');
      expect(first.body).toEqual([
        { id: people[0].id, firstName: 'Ana', lastName: 'Lopez', email: 'ana@people.example.com', lastServiceDate: addDays(today(), -3), totalBookings: 3, totalRevenue: '238.50' },
      ]);
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.link)![1];
      const second: DadCustomerSummaryDto[] = (await lister.agent.get(next).expect(200)).body;
      expect(second).toEqual([expect.objectContaining({ firstName: 'Ben', lastServiceDate: null, totalBookings: 1, totalRevenue: '0.00' })]);

      const found: DadCustomerSummaryDto[] = (await lister.agent.get('/api/dad/customers').query({ q: 'ANA LOP' }).expect(200)).body;
      expect(found.map((c) => c.firstName)).toEqual(['Ana']);
      expect((await lister.agent.get('/api/dad/customers').query({ q: 'lopez-smith' }).expect(200)).body).toEqual([]);
      await lister.agent.get('/api/dad/customers').query({ limit: 0 }).expect(400);
      await customer.agent.get('/api/dad/customers').expect(403);
    });

    it('shows a DAD only customers booked with them and only those bookings; anyone else is Customer Not Found, as an unknown id', async () => {
      const [ana, , cara] = people;
      const mine: CustomerProfileDto = (await lister.agent.get(`/api/customers/${ana.id}/profile`).expect(200)).body;
      expect(mine).toMatchObject({ firstName: 'Ana', totalBookings: 3, totalRevenue: '238.50' });
      expect(mine.bookings).toHaveLength(3);
      // Each is the booking summary every list answers, with the spec's flat names beside it.
      const [first] = mine.bookings;
      expect(first).toMatchObject({ packageName: first.package?.name, carMake: first.car?.make ?? null, customerId: ana.id, priceLines: expect.any(Object) });
      const notMine = await lister.agent.get(`/api/customers/${cara.id}/profile`).expect(200);
      expect(notMine.body.bookings).toHaveLength(1);

      const stranger = await dad.agent.get(`/api/customers/${ana.id}/profile`).expect(404);
      const unknown = await dad.agent.get('/api/customers/00000000-0000-0000-0000-000000000000/profile').expect(404);
      // Alike but for the requestId each error carries.
      expect({ ...stranger.body, requestId: undefined }).toEqual({ ...unknown.body, requestId: undefined });
      expect(stranger.body.message).toBe(CUSTOMER_NOT_FOUND);
      await ana.agent.get(`/api/customers/${ana.id}/profile`).expect(403);
      await server.agent().get(`/api/customers/${ana.id}/profile`).expect(401);
    });

    it('shows an admin every booking, at both profile addresses', async () => {
      const [ana] = people;
      const viaAdmin: CustomerProfileDto = (await admin.get(`/api/admin/customer/${ana.id}`).expect(200)).body;
      expect(viaAdmin.bookings).toHaveLength(4);
      expect(viaAdmin.totalRevenue).toBe('738.50');
      expect((await admin.get(`/api/customers/${ana.id}/profile`).expect(200)).body).toEqual(viaAdmin);
      await lister.agent.get(`/api/admin/customer/${ana.id}`).expect(403);
      await admin.get(`/api/admin/customer/${lister.id}`).expect(404);
    });

    it('computes the dashboard figures from bookings, sessions and reviews', async () => {
      const empty: DadSummaryDto = (await otherDad.agent.get('/api/dad/summary').expect(200)).body;
      expect(empty).toMatchObject({ averageRating: null, onTimeRate: null, satisfactionRate: null });
      const done = await fx.bookings().findOneByOrFail({ dadId: lister.id, totalAmount: '149.00' });
      const other = await fx.bookings().findOneByOrFail({ dadId: lister.id, totalAmount: '89.50' });
      await fx.db().getRepository(ReviewEntity).insert({ bookingId: done.id, customerId: done.customerId, dadId: lister.id, rating: 5, comment: 'Spotless', isApproved: true });
      // Not approved yet: counts nowhere, as on the admin's and the public pages.
      await fx.db().getRepository(ReviewEntity).insert({ bookingId: other.id, customerId: other.customerId, dadId: lister.id, rating: 1, comment: 'Late', isApproved: false });
      const summary: DadSummaryDto = (await lister.agent.get('/api/dad/summary').expect(200)).body;
      expect(summary).toMatchObject({
        today: { date: today(), jobs: 1, completed: 0, earnings: '0.00' },
        averageRating: 5,
        satisfactionRate: 100,
        onTimeRate: null,
        // Ana has 3 bookings with this DAD, Ben 1 (Cara's only one is cancelled).
        repeatRate: 50,
      });
    });
  });
});
