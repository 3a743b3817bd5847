import { DataSource } from 'typeorm';
import { DAD_COVERAGE_MESSAGES } from '@dd/contracts/admin-dads';
import type { AvailabilityResponse, AvailabilityWindowDto } from '@dd/contracts/availability';
import { SLOT_TAKEN_MESSAGE, type BookingSummaryDto } from '@dd/contracts/booking';
import type { DadRouteDto, DispatchBoardDto } from '@dd/contracts/dispatch';
import type { PackageDto } from '@dd/contracts/package';
import { claimUnits } from '@dd/domain/availability';
import { addDays, calendarDate, upcomingWindows, zonedInstant } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';
import { signInWithSecondFactor } from '../testing/staff-sign-in';
import { UsersService } from '../identity/users/users.service';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { addDads, DAD_PASSWORD } from './testing';
import { defaultTravel } from './travel-times';

const PASSWORD = 'dispatch-test-pass-1';
const ADMIN = { email: 'boss@dispatch.example.com', password: 'admin-password-1' };
const MINUTE = 60_000;

/** Routes on MariaDB (issue 27): coverage, promises kept, and assignment race-free across two instances. */
describe('dispatch on MariaDB', () => {
  let apps: TestAppPair;
  let one: TestApp;
  let two: TestApp;
  let admin: ReturnType<TestApp['agent']>;
  let tidy: PackageDto;
  let n = 0;
  const data = () => one.app.get(DataSource);
  const travel = defaultTravel();
  // Days at least 3 days ahead, each test its own.
  const day = (offset: number) => addDays(calendarDate(new Date()), 3 + offset);

  async function customer(server: TestApp) {
    const email = `customer${++n}@dispatch.example.com`;
    await one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Cus', lastName: `Tomer${n}`, phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return browser;
  }
  const draft = (zipCode: string, start: string) => ({ vehicleType: 'sedan', packageId: tidy.id, address: '1 Test Street', city: 'Orange County', zipCode, scheduledDate: start });

  async function windows(date: string, zipCode: string): Promise<AvailabilityWindowDto[]> {
    const response = await one.agent().get('/api/availability').query({ from: date, to: date, packageId: tidy.id, zipCode }).expect(200);
    return (response.body as AvailabilityResponse).days[0].windows;
  }

  /**
   * Every promise of the day kept, read back from the database: per DAD at most 3 bookings, each
   * planned arrival inside its window, each stop reachable from the one before (its drive as the
   * estimate says), its claims exactly its drive and job, and the route's version counting its changes.
   */
  async function expectPromisesKept(date: string) {
    const start = zonedInstant(date, '00:00');
    const rows = (await data().getRepository(BookingEntity).find({ order: { plannedArrival: 'ASC' } })).filter(
      (b) => b.status !== 'cancelled' && b.scheduledDate >= start && b.scheduledDate < zonedInstant(addDays(date, 1), '00:00'),
    );
    const claims = await data().getRepository(DadTimeClaimEntity).findBy({ date });
    const byDad = new Map<string, BookingEntity[]>();
    for (const b of rows) byDad.set(b.dadId!, [...(byDad.get(b.dadId!) ?? []), b]);
    for (const [dadId, route] of byDad) {
      expect(route.length).toBeLessThanOrEqual(3);
      let free = -Infinity;
      let at: string | null = null;
      for (const stop of route) {
        const arrival = stop.plannedArrival!.getTime();
        expect(arrival).toBeGreaterThanOrEqual(stop.scheduledDate.getTime());
        expect(arrival).toBeLessThanOrEqual(zonedInstant(date, stop.endTime!).getTime());
        if (at !== null) expect(stop.driveMinutes).toBe(travel(at, stop.zipCode).minutes);
        expect(arrival).toBeGreaterThanOrEqual(free + stop.driveMinutes! * MINUTE);
        free = Math.ceil((arrival + stop.durationMinutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
        const driveStart = Math.floor((arrival - stop.driveMinutes! * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
        const own = claims.filter((c) => c.bookingId === stop.id);
        expect(own.filter((c) => c.unit >= 0).map((c) => c.unit).sort((a, b) => a - b)).toEqual(claimUnits({ date, start: driveStart, end: free }));
        expect(own.filter((c) => c.unit < 0)).toHaveLength(1);
        at = stop.zipCode;
      }
      const version = await data().getRepository(DadRouteDayEntity).findOneBy({ dadId, date });
      expect(version?.version).toBeGreaterThanOrEqual(route.length);
    }
    return rows;
  }

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    ({ one, two } = apps);
    admin = one.agent();
    await signInWithSecondFactor(admin, ADMIN);
    const packages: PackageDto[] = (await one.agent().get('/api/packages').expect(200)).body;
    tidy = packages.reduce((a, b) => (a.durationMinutes <= b.durationMinutes ? a : b));
    expect(upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).some((s) => s.date === day(0))).toBe(true);
  });
  afterAll(() => apps?.close());

  it('never offers or assigns a DAD outside the coverage the admin set', async () => {
    const [south] = await addDads(one.app, 1, { prefix: 'south', startTime: '08:00', endTime: '20:00' });
    const put = (body: object) => admin.put(`/api/admin/dads/${south.id}/coverage`).send(body);
    // Bad input is refused with a reason, and nothing changes.
    expect((await put({ homeZip: '92672', coverageZips: ['92673'], coverageRadiusMiles: 5 }).expect(400)).body.message).toBe(DAD_COVERAGE_MESSAGES.both);
    expect((await put({ homeZip: null, coverageZips: null, coverageRadiusMiles: 5 }).expect(400)).body.message).toBe(DAD_COVERAGE_MESSAGES.radiusNeedsBase);
    expect((await put({ homeZip: '92672', coverageZips: ['123'], coverageRadiusMiles: null }).expect(400)).body.message).toBe(DAD_COVERAGE_MESSAGES.zip);
    expect((await put({ homeZip: '92672', coverageZips: ['90210'], coverageRadiusMiles: null }).expect(400)).body.message).toBe(DAD_COVERAGE_MESSAGES.outsideAreaZips(['90210']));
    // Issue 37 item 14: a radius out of bounds is refused, never clamped.
    for (const coverageRadiusMiles of [-5, 0, 500]) expect((await put({ homeZip: '92672', coverageZips: null, coverageRadiusMiles }).expect(400)).body.message).toBe(DAD_COVERAGE_MESSAGES.radius);
    const saved = await put({ homeZip: '92672', coverageZips: ['92673', '92672'], coverageRadiusMiles: null }).expect(200);
    expect(saved.body.coverage).toEqual({ homeZip: '92672', coverageZips: ['92672', '92673'], coverageRadiusMiles: null });

    // San Clemente's DAD is offered in San Clemente, never in Irvine; a booking there is refused.
    const date = day(0);
    expect((await windows(date, '92673')).map((w) => w.available)).toEqual([true, true, true]);
    expect((await windows(date, '92618')).map((w) => w.reason)).toEqual(['no_dad', 'no_dad', 'no_dad']);
    const browser = await customer(one);
    const [morning] = await windows(date, '92618');
    const refused = await browser.post('/api/bookings').send(draft('92618', morning.start)).expect(409);
    expect(refused.body.message).toBe(SLOT_TAKEN_MESSAGE);
    const booked: BookingSummaryDto = (await browser.post('/api/bookings').send(draft('92673', morning.start)).expect(201)).body;
    expect(booked.dadId).toBe(south.id);

    // A booking after the day's other stop leaves that stop as its route wrote it: neither its row nor its claims are written again.
    const later = day(4);
    const [early, noon] = await windows(later, '92673');
    const first: BookingSummaryDto = (await browser.post('/api/bookings').send(draft('92673', early.start)).expect(201)).body;
    const unitsOf = async (bookingId: string) => (await data().getRepository(DadTimeClaimEntity).findBy({ bookingId })).map((c) => c.unit).sort((a, b) => a - b);
    const firstUnits = await unitsOf(first.id);
    const { result: second, statements } = await one.queries.during(() => browser.post('/api/bookings').send(draft('92673', noon.start)).expect(201));
    expect(second.body.dadId).toBe(south.id);
    expect(statements.map((s) => s.sql).filter((sql) => /^(UPDATE `bookings`|DELETE FROM `dad_time_claims`)/.test(sql))).toEqual([]);
    expect(await unitsOf(first.id)).toEqual(firstUnits);
    await expectPromisesKept(later);

    // By radius: 4 miles from San Clemente reaches Capistrano Beach (92624, 2.8 miles), not Newport Beach (92660, 19.5).
    await put({ homeZip: '92672', coverageZips: null, coverageRadiusMiles: 4 }).expect(200);
    expect((await windows(date, '92624'))[1].available).toBe(true);
    expect((await windows(date, '92660'))[1].reason).toBe('no_dad');
    // An admin's reassignment offers nobody outside coverage either.
    const dto = (await admin.get(`/api/admin/bookings/${booked.id}/reassign-options`).expect(200)).body;
    expect(dto).toEqual([]);
  }, 120_000);

  it('books every window it offers, and no booking ever moves another customer’s arrival out of its window', async () => {
    const [irvine, newport] = await addDads(one.app, 2, { prefix: 'route', startTime: '08:00', endTime: '20:00' });
    await admin.put(`/api/admin/dads/${irvine.id}/coverage`).send({ homeZip: '92618', coverageZips: null, coverageRadiusMiles: 20 }).expect(200);
    await admin.put(`/api/admin/dads/${newport.id}/coverage`).send({ homeZip: '92660', coverageZips: null, coverageRadiusMiles: 20 }).expect(200);
    const date = day(1);
    const zips = ['92618', '92660', '92602', '92626', '92705', '92630', '92612', '92656'];
    let booked = 0;
    for (let i = 0; i < 14; i++) {
      // A customer each: one may hold only 3 unpaid bookings.
      const browser = await customer(one);
      const zip = zips[i % zips.length];
      const offered = await windows(date, zip);
      const window = offered[i % 3];
      const response = await browser.post('/api/bookings').send(draft(zip, window.start));
      // Offered means bookable (nobody books in between here); not offered means refused.
      expect([response.status, window.available]).toEqual(window.available ? [201, true] : [409, false]);
      if (response.status === 201) booked++;
      await expectPromisesKept(date);
    }
    // Two DADs, three jobs each at most.
    expect(booked).toBeGreaterThanOrEqual(4);
    expect(booked).toBeLessThanOrEqual(6);
  }, 240_000);

  it('assigns race-free when 20 customers across Orange County book one day at once over two instances', async () => {
    const dads = await addDads(one.app, 3, { prefix: 'race', startTime: '08:00', endTime: '20:00' });
    const bases = ['92618', '92660', '92805'];
    for (const [i, dad] of dads.entries()) {
      await admin.put(`/api/admin/dads/${dad.id}/coverage`).send({ homeZip: bases[i], coverageZips: null, coverageRadiusMiles: 25 }).expect(200);
    }
    const date = day(2);
    const all = await windows(date, '92618');
    const zips = ['92618', '92660', '92805', '92626', '92705', '92630', '92612', '92806', '92868', '92707'];
    const browsers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(i % 2 ? two : one)));
    const responses = await Promise.all(browsers.map((browser, i) => browser.post('/api/bookings').send(draft(zips[i % zips.length], all[i % 3].start))));
    const created = responses.filter((r) => r.status === 201);
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.body.message])).toEqual(
      Array.from({ length: 20 - created.length }, () => [409, SLOT_TAKEN_MESSAGE]),
    );
    // What fits was taken (five DADs cover parts of these ZIPs now), and every promise holds.
    const rows = await expectPromisesKept(date);
    expect(rows.map((b) => b.id).sort()).toEqual(created.map((r) => r.body.id).sort());
    expect(created.length).toBeGreaterThanOrEqual(6);

    // The admin's board and each DAD's day read the same routes: stops in planned order, drives as planned, coverage shown.
    const board: DispatchBoardDto = (await admin.get('/api/admin/dispatch').query({ date }).expect(200)).body;
    for (const route of board.routes) {
      const own = rows.filter((b) => b.dadId === route.dad.id);
      expect(route.stops.map((s) => [s.bookingId, s.plannedArrival, s.driveMinutes])).toEqual(own.map((b) => [b.id, b.plannedArrival!.toISOString(), b.driveMinutes]));
      expect(route.stops.every((s) => !s.atRisk && s.navigateUrl.startsWith('https://www.google.com/maps/dir/?api=1&destination='))).toBe(true);
    }
    const [first] = dads;
    const dad = one.agent();
    await dad.post('/api/login').send({ email: first.email, password: DAD_PASSWORD }).expect(200);
    const mine: DadRouteDto = (await dad.get('/api/dad/route').query({ date }).expect(200)).body;
    expect(mine).toEqual(board.routes.find((r) => r.dad.id === first.id));
    expect(mine.coverage).toEqual({ homeZip: bases[0], coverageZips: null, coverageRadiusMiles: 25 });
    await dad.get('/api/admin/dispatch').query({ date }).expect(403);
    await dad.get('/api/dad/route').query({ date: 'tomorrow' }).expect(400);
  }, 300_000);
});
