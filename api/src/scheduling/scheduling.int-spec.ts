import { DataSource } from 'typeorm';
import { AVAILABILITY_MESSAGES, type AvailabilityResponse } from '@dd/contracts/availability';
import {
  cancellationPolicyText,
  SLOT_TAKEN_MESSAGE,
  type BookingSummaryDto,
  type BookingEventDto,
  type CreateBookingRequest,
} from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { Role } from '@dd/contracts/roles';
import { addDays, calendarDate, upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { TestPaymentIntentEntity } from '../payments/test-gateway/test-payment-intent.entity';
import { startTestApp, startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';
import { UsersService } from '../identity/users/users.service';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { addDads } from './testing';
import { signInWithSecondFactor } from '../testing/staff-sign-in';

const PASSWORD = 'scheduling-test-pass-1';
const HOUR_MS = 3_600_000;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Scheduling on MariaDB, with two API instances on one database. */
describe('scheduling on MariaDB', () => {
  let apps: TestAppPair;
  let one: TestApp;
  let two: TestApp;
  let deepClean: PackageDto;
  let slots: TimeWindowSlot[];
  let n = 0;
  const data = () => one.app.get(DataSource);
  const claimsOf = (bookingId: string) => data().getRepository(DadTimeClaimEntity).findBy({ bookingId });

  const draft = (slot: TimeWindowSlot): CreateBookingRequest => ({
    vehicleType: 'suv',
    packageId: deepClean.id,
    address: '123 Main Street',
    city: 'Irvine',
    zipCode: '92618',
    scheduledDate: slot.start,
  });

  /** A signed-in browser on `server` for a new account of this role (made through instance one). */
  async function signedIn(server: TestApp, role: Role = 'customer') {
    const email = `${role}${++n}@sched.example.com`;
    const user = await one.app.get(UsersService).create({ email, password: PASSWORD, firstName: role, lastName: 'Tester', phone: null, role });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { user, browser };
  }

  async function availability(date: string) {
    const response = await one.agent().get('/api/availability').query({ from: date, to: date, packageId: deepClean.id, vehicleType: 'suv' }).expect(200);
    return (response.body as AvailabilityResponse).days[0].windows;
  }

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { ADMIN_EMAIL: 'boss@sched.example.com', ADMIN_PASSWORD: 'admin-password-1' } });
    ({ one, two } = apps);
    deepClean = (await one.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.type === 'deep_clean');
    // The windows at least 2 days ahead: outside both the minimum advance and the free-cancellation period.
    slots = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).filter((s) => s.bookable);
  });
  afterAll(() => apps?.close());

  describe('with one DAD', () => {
    let dadId: string;
    let winner: { browser: ReturnType<TestApp['agent']>; booking: BookingSummaryDto };

    beforeAll(async () => {
      [{ id: dadId }] = await addDads(one.app, 1, { prefix: 'solo' });
    });

    it('books the morning’s route once when 20 customers ask at once over two instances: two Deep Cleans fit, 18 hear it was taken', async () => {
      const slot = slots[0];
      expect((await availability(slot.date)).find((w) => w.start === slot.start)).toMatchObject({ available: true });
      const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => signedIn(i % 2 ? two : one)));
      const responses = await Promise.all(customers.map(({ browser }) => browser.post('/api/bookings').send(draft(slot))));

      // One DAD, 08:00-12:00 arrivals, 150 minutes each and a 10-minute drive allowance between them:
      // 08:00-10:30, then 10:40-13:10; a third could arrive at 13:20 at the earliest, past the window.
      const created = responses.filter((r) => r.status === 201);
      const refused = responses.filter((r) => r.status !== 201);
      expect(created).toHaveLength(2);
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array.from({ length: 18 }, () => [409, SLOT_TAKEN_MESSAGE]));
      expect(await data().getRepository(BookingEntity).countBy({ scheduledDate: new Date(slot.start) })).toBe(2);

      const rows = await data().getRepository(BookingEntity).find({ where: { scheduledDate: new Date(slot.start) }, order: { plannedArrival: 'ASC' } });
      expect(rows.map((b) => [b.dadId, b.durationMinutes, b.plannedArrival?.toISOString(), b.driveMinutes])).toEqual([
        [dadId, 150, slot.start, 0],
        [dadId, 150, new Date(Date.parse(slot.start) + 160 * 60_000).toISOString(), 10],
      ]);
      // The first holds 150 minutes (30 five-minute units), the second its drive and job (32); each one of the day's places.
      const [first, second] = await Promise.all(rows.map((b) => claimsOf(b.id)));
      expect([first.filter((c) => c.unit >= 0).length, second.filter((c) => c.unit >= 0).length]).toEqual([30, 32]);
      expect([...first, ...second].filter((c) => c.unit < 0).map((c) => c.unit).sort((a, b) => a - b)).toEqual([-2, -1]);
      const booking: BookingSummaryDto = created.find((r) => r.body.id === rows[0].id)!.body;
      expect(booking).toMatchObject({ dadId, status: 'pending', scheduledDate: slot.start });
      winner = { browser: customers[responses.findIndex((r) => r.body?.id === booking.id)].browser, booking };
      // 20 accounts made and signed in at full password-hash cost: minutes of CPU on a busy 2-core machine.
    }, 240_000);

    it('shows the window whose only DAD is taken as unavailable, and says why', async () => {
      const windows = await availability(slots[0].date);
      expect(windows.find((w) => w.start === slots[0].start)).toMatchObject({ available: false, reason: 'fully_booked', reasonText: 'Fully booked' });
    });

    it('records the booking’s events for its parties only', async () => {
      const events: BookingEventDto[] = (await winner.browser.get(`/api/bookings/${winner.booking.id}/events`).expect(200)).body;
      expect(events).toEqual([expect.objectContaining({ type: 'created', actorId: winner.booking.customerId, actorRole: 'customer', details: expect.objectContaining({ dadId }) })]);
      const stranger = await signedIn(one);
      await stranger.browser.get(`/api/bookings/${winner.booking.id}/events`).expect(404);
    });

    it('reschedules to another free window, keeping the DAD and moving the claims; a taken window is 409', async () => {
      const target = slots.find((s) => s.date > addDays(slots[0].date, 1))!;
      const moved = await winner.browser.post(`/api/bookings/${winner.booking.id}/reschedule`).send({ scheduledDate: target.start }).expect(200);
      expect(moved.body).toMatchObject({ scheduledDate: target.start, startTime: target.startTime, dadId });
      expect(new Set((await claimsOf(winner.booking.id)).map((c) => c.date))).toEqual(new Set([target.date]));
      expect((await availability(slots[0].date)).find((w) => w.start === slots[0].start)).toMatchObject({ available: true });

      // Someone else takes the first window again; moving back there is now refused.
      const other = await signedIn(two);
      await other.browser.post('/api/bookings').send(draft(slots[0])).expect(201);
      const refused = await winner.browser.post(`/api/bookings/${winner.booking.id}/reschedule`).send({ scheduledDate: slots[0].start }).expect(409);
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
      expect((await data().getRepository(BookingEntity).findOneByOrFail({ id: winner.booking.id })).scheduledDate.toISOString()).toBe(target.start);

      const events: BookingEventDto[] = (await winner.browser.get(`/api/bookings/${winner.booking.id}/events`).expect(200)).body;
      expect(events.map((e) => e.type)).toEqual(['created', 'rescheduled']);
      // Not someone else's booking, not a time that is no window.
      await other.browser.post(`/api/bookings/${winner.booking.id}/reschedule`).send({ scheduledDate: target.start }).expect(404);
      const notAWindow = await winner.browser.post(`/api/bookings/${winner.booking.id}/reschedule`).send({ scheduledDate: new Date(Date.parse(target.start) + 60_000).toISOString() }).expect(400);
      expect(notAWindow.body.message).toBe('Please choose one of the available arrival times');
    });

    it('cancels free of charge outside the policy window: the hold is released and the place freed', async () => {
      const slot = slots.find((s) => s.date > addDays(slots[0].date, 3))!;
      const { browser } = await signedIn(two);
      const booking: BookingSummaryDto = (await browser.post('/api/bookings').send(draft(slot)).expect(201)).body;
      const intent = await browser.post('/api/create-payment-intent').send({ amount: booking.totalAmount, bookingId: booking.id }).expect(201);
      await browser.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
      expect((await browser.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200)).body.paymentStatus).toBe('authorized');
      expect((await claimsOf(booking.id)).length).toBeGreaterThan(0);

      expect((await browser.get(`/api/bookings/${booking.id}/manage`).expect(200)).body).toMatchObject({ canCancel: true, canReschedule: true, freeCancellation: true, cancellationPolicyHours: 48 });
      const cancelled = await browser.post(`/api/bookings/${booking.id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await data().getRepository(TestPaymentIntentEntity).findOneByOrFail({ id: intent.body.paymentIntentId })).status).toBe('canceled');
      expect(await claimsOf(booking.id)).toEqual([]);
      expect((await availability(slot.date)).find((w) => w.start === slot.start)?.available).toBe(true);
      const events: BookingEventDto[] = (await browser.get(`/api/bookings/${booking.id}/events`).expect(200)).body;
      expect(events.map((e) => e.type)).toEqual(['created', 'cancelled', 'payment_changed']);

      const again = await browser.post(`/api/bookings/${booking.id}/cancel`).expect(409);
      expect(again.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only a pending or confirmed booking can be changed; this one is cancelled' });
    });

    it('refuses to cancel or reschedule inside the policy window, with the policy', async () => {
      // Its own DAD: this window may share a day with the ones booked above.
      await addDads(one.app, 1, { prefix: 'late' });
      const soon = upcomingWindows(new Date(), { days: 4, minAdvanceHours: 24 }).find((s) => s.bookable && Date.parse(s.start) - Date.now() < 47 * HOUR_MS)!;
      const { browser } = await signedIn(one);
      const booking: BookingSummaryDto = (await browser.post('/api/bookings').send(draft(soon)).expect(201)).body;
      expect((await browser.get(`/api/bookings/${booking.id}/manage`).expect(200)).body).toEqual({
        canCancel: false,
        canReschedule: false,
        freeCancellation: false,
        cancellationPolicyHours: 48,
        policyText: cancellationPolicyText(48),
        rescheduleRefusal: cancellationPolicyText(48),
        // No late-cancellation fee is set in these settings (payments' fees).
        lateCancelFee: null,
      });
      const refused = await browser.post(`/api/bookings/${booking.id}/cancel`).expect(409);
      expect(refused.body).toMatchObject({ code: 'POLICY_WINDOW', message: cancellationPolicyText(48) });
      expect(refused.body.message).toMatch(/hello@dadsdetail\.com/);
      await browser.post(`/api/bookings/${booking.id}/reschedule`).send({ scheduledDate: slots.at(-1)!.start }).expect(409);
      expect((await data().getRepository(BookingEntity).findOneByOrFail({ id: booking.id })).status).toBe('pending');
    });

    it('lets an admin confirm a pending booking and cancel one not yet started (releasing the hold), and nothing else', async () => {
      const admin = one.agent();
      await signInWithSecondFactor(admin, { email: 'boss@sched.example.com', password: 'admin-password-1' });
      const [a, b] = [slots.find((s) => s.date > addDays(slots[0].date, 4))!, slots.find((s) => s.date > addDays(slots[0].date, 5))!];
      const customer = await signedIn(one);
      const first: BookingSummaryDto = (await customer.browser.post('/api/bookings').send(draft(a)).expect(201)).body;
      const second: BookingSummaryDto = (await customer.browser.post('/api/bookings').send(draft(b)).expect(201)).body;

      expect((await admin.put(`/api/admin/bookings/${first.id}`).send({ status: 'confirmed' }).expect(200)).body.status).toBe('confirmed');
      await customer.browser.put(`/api/admin/bookings/${first.id}`).send({ status: 'cancelled' }).expect(403);
      const notPending = await admin.put(`/api/admin/bookings/${first.id}`).send({ status: 'confirmed' }).expect(409);
      expect(notPending.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only a pending booking can be confirmed; this one is confirmed' });
      // A confirmed booking not yet started is the owner's to cancel too (issue 37 item 5): the time freed, the hold released.
      expect((await admin.get(`/api/admin/bookings/${first.id}/cancel-options`).expect(200)).body).toEqual({ cancellable: true, freeCancellation: true, cancellationPolicyHours: 48, lateCancelFee: null });
      expect((await admin.put(`/api/admin/bookings/${first.id}`).send({ status: 'cancelled', lateCancelFee: true }).expect(409)).body.code).toBe('POLICY_WINDOW');
      expect((await admin.put(`/api/admin/bookings/${first.id}`).send({ status: 'cancelled' }).expect(200)).body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await claimsOf(first.id)).toEqual([]);
      expect((await admin.put(`/api/admin/bookings/${second.id}`).send({ status: 'cancelled' }).expect(200)).body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await claimsOf(second.id)).toEqual([]);
      const invalid = await admin.put(`/api/admin/bookings/${second.id}`).send({ status: 'completed' }).expect(409);
      expect(invalid.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'An admin can only confirm a pending booking or cancel one not yet started' });
      expect((await admin.put(`/api/admin/bookings/${second.id}`).send({ status: 'cancelled' }).expect(409)).body.message).toBe('Only a booking not yet started can be cancelled; this one is cancelled');
      const events: BookingEventDto[] = (await admin.get(`/api/bookings/${first.id}/events`).expect(200)).body;
      expect(events.map((e) => [e.type, e.actorRole])).toEqual([['created', 'customer'], ['status_changed', 'admin'], ['cancelled', 'admin'], ['payment_changed', 'admin']]);
    });
  });

  describe('DAD availability API', () => {
    it('replaces the weekly set, each DAD only their own, with readable refusals', async () => {
      const [mike, tom, customer] = [await signedIn(one, 'dad'), await signedIn(two, 'dad'), await signedIn(one)];
      const week = [
        { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' },
        { dayOfWeek: 1, startTime: '12:00', endTime: '20:00' },
        { dayOfWeek: 6, startTime: '06:00', endTime: '10:30' },
      ];
      expect((await mike.browser.put('/api/dad/availability/weekly').send({ availabilities: week }).expect(200)).body).toEqual(week);
      expect((await mike.browser.get('/api/dad/availability/weekly').expect(200)).body).toEqual(week);
      expect((await tom.browser.get('/api/dad/availability/weekly').expect(200)).body).toEqual([]);
      await customer.browser.get('/api/dad/availability/weekly').expect(403);
      await one.agent().put('/api/dad/availability/weekly').send({ availabilities: week }).expect(401);

      const refusal = async (availabilities: unknown[]) =>
        (await mike.browser.put('/api/dad/availability/weekly').send({ availabilities }).expect(400)).body.message;
      expect(await refusal([{ dayOfWeek: 1, startTime: '12:00', endTime: '09:00' }])).toBe('Start time must be before end time');
      expect(await refusal([{ dayOfWeek: 1, startTime: '09:15', endTime: '12:00' }])).toBe(AVAILABILITY_MESSAGES.timeGrid);
      expect(await refusal([{ dayOfWeek: 1, startTime: '05:30', endTime: '12:00' }])).toBe(AVAILABILITY_MESSAGES.timeGrid);
      expect(await refusal([{ dayOfWeek: 7, startTime: '09:00', endTime: '12:00' }])).toBe(AVAILABILITY_MESSAGES.dayOfWeek);
      expect(await refusal([week[0], { dayOfWeek: 1, startTime: '11:00', endTime: '13:00' }])).toBe(AVAILABILITY_MESSAGES.overlap);
      expect((await mike.browser.get('/api/dad/availability/weekly').expect(200)).body).toEqual(week);
    });

    it('adds and removes specific dates, not in the past, only the DAD’s own', async () => {
      const [mike, tom] = [await signedIn(one, 'dad'), await signedIn(two, 'dad')];
      const today = calendarDate(new Date());
      const post = (date: string | undefined, startTime = '09:00', endTime = '17:00') =>
        mike.browser.post('/api/dad/availability/specific-dates').send({ date, startTime, endTime });
      expect((await post(undefined).expect(400)).body.message).toBe('Please select a date');
      expect((await post('').expect(400)).body.message).toBe('Please select a date');
      expect((await post(addDays(today, -1)).expect(400)).body.message).toBe(AVAILABILITY_MESSAGES.pastDate);
      expect((await post(addDays(today, 3), '17:00', '09:00').expect(400)).body.message).toBe('Start time must be before end time');
      const added = (await post(addDays(today, 3)).expect(201)).body;
      expect(added).toEqual({ id: expect.any(String), date: addDays(today, 3), startTime: '09:00', endTime: '17:00' });
      expect((await post(addDays(today, 3), '16:00', '18:00').expect(400)).body.message).toBe(AVAILABILITY_MESSAGES.overlap);
      await post(today, '18:00', '20:00').expect(201);

      expect((await mike.browser.get('/api/dad/availability/specific-dates').expect(200)).body.map((w: { date: string }) => w.date)).toEqual([today, addDays(today, 3)]);
      expect((await tom.browser.get('/api/dad/availability/specific-dates').expect(200)).body).toEqual([]);
      await tom.browser.delete(`/api/dad/availability/specific-dates/${added.id}`).expect(404);
      await mike.browser.delete(`/api/dad/availability/specific-dates/${added.id}`).expect(204);
      await mike.browser.delete(`/api/dad/availability/specific-dates/${added.id}`).expect(404);
    });
  });

  it('validates the availability query', async () => {
    const get = (query: Record<string, string>) => one.agent().get('/api/availability').query(query);
    expect((await get({ from: '2030-01-01', packageId: deepClean.id }).expect(400)).body.message).toBe(AVAILABILITY_MESSAGES.rangeRequired);
    expect((await get({ from: '2030-03-01', to: '2030-01-01', packageId: deepClean.id }).expect(400)).body.message).toBe(AVAILABILITY_MESSAGES.rangeOrder);
    expect((await get({ from: '2030-01-01', to: '2030-06-01', packageId: deepClean.id }).expect(400)).body.message).toBe(AVAILABILITY_MESSAGES.rangeTooLong);
    expect((await get({ from: '2030-01-01', to: '2030-01-02', packageId: 'nope' }).expect(400)).body.message).toBe('This package is not available');
  });

  it('answers far dates with a 400, never a 500', async () => {
    const get = (query: Record<string, string>) => one.agent().get('/api/availability').query(query);
    for (const [from, to] of [['9999-12-01', '9999-12-31'], ['0001-01-01', '0001-01-02'], ['2100-01-01', '2100-01-05']]) {
      const response = await get({ from, to, packageId: deepClean.id }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: AVAILABILITY_MESSAGES.dateOutOfRange });
    }
  });
});

/** The embedded default: the demo bookings hold their DAD's time too, and booking works on SQLite. */
describe('scheduling on SQLite with the demo data', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp('sqlite', { env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => server?.close());

  it('claims the time of every seeded booking that is not cancelled', async () => {
    const data = server.app.get(DataSource);
    const bookings = await data.getRepository(BookingEntity).find();
    const claims = await data.getRepository(DadTimeClaimEntity).find();
    for (const booking of bookings) {
      const own = claims.filter((c) => c.bookingId === booking.id);
      if (booking.status === 'cancelled') expect(own).toEqual([]);
      else expect(own.filter((c) => c.unit < 0)).toHaveLength(1);
    }
  });

  it('answers availability and assigns a DAD on SQLite', async () => {
    const packages: PackageDto[] = (await server.agent().get('/api/packages').expect(200)).body;
    // The demo data is seeded relative to today and books some windows: take the first one availability offers.
    const days = upcomingWindows(new Date(), { days: 14, minAdvanceHours: 24 }).filter((s) => s.bookable);
    const response = await server.agent().get('/api/availability').query({ from: days[0].date, to: days.at(-1)!.date, packageId: packages[0].id }).expect(200);
    const slot = (response.body as AvailabilityResponse).days.flatMap((day) => day.windows).find((w) => w.available);
    expect(slot).toBeDefined();
    const booked = await server
      .agent()
      .post('/api/bookings')
      .send({
        vehicleType: 'sedan', packageId: packages[0].id, address: '1 Ocean Ave', city: 'Laguna Beach', zipCode: '92651', scheduledDate: slot!.start,
        contact: { firstName: 'Sam', lastName: 'Lite', email: 'sam@example.com', agreeToTerms: true },
      })
      .expect(201);
    expect(booked.body.dadId).toEqual(expect.any(String));
  });

  it('reads the bookings of the weeks asked for by date, not all of each DAD’s bookings ever', async () => {
    // SQLite has no statistics here (no ANALYZE): its plan comes from the indexes alone, whatever the data.
    const packages: PackageDto[] = (await server.agent().get('/api/packages').expect(200)).body;
    const from = addDays(calendarDate(new Date()), 3);
    const { statements } = await server.queries.during(() => server.agent().get('/api/availability').query({ from, to: addDays(from, 6), packageId: packages[0].id }).expect(200));
    const read = statements.find((s) => /FROM "bookings" "b"/.test(s.sql) && /"scheduledDate" </.test(s.sql))!;
    const plan: { detail: string }[] = await server.app.get(DataSource).query(`EXPLAIN QUERY PLAN ${read.sql}`, [...read.parameters]);
    expect(plan.map((step) => step.detail).join(' | ')).toMatch(/^SEARCH b USING (COVERING )?INDEX \w+ \((dadId=\? AND )?scheduledDate>\? AND scheduledDate<\?\)/);
  });
});
