import { DataSource } from 'typeorm';
import type { BookingSummaryDto, BookingEventDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import type { JobRunner } from '../platform/jobs/job-runner';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { addDads } from '../scheduling/testing';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';
import { UsersService } from '../identity/users/users.service';
import { UNPAID_BOOKINGS_PER_CUSTOMER, UNPAID_HOLD_EXPIRED, UNPAID_HOLD_JOB } from './unpaid-holds';

const PASSWORD = 'unpaid-holds-pass-1';
const MINUTE = 60_000;

/** Unpaid bookings hold their place for unpaidHoldMinutes only, released once across two instances. */
describe('unpaid booking holds on MariaDB', () => {
  let apps: TestAppPair;
  let one: TestApp;
  let two: TestApp;
  let pkg: PackageDto;
  let slots: TimeWindowSlot[];
  let n = 0;

  const draft = (slot: TimeWindowSlot) => ({ vehicleType: 'suv', packageId: pkg.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start });
  async function customer(server: TestApp) {
    const email = `holder${++n}@example.com`;
    await one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Hal', lastName: 'Holder', phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return browser;
  }

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql');
    ({ one, two } = apps);
    await addDads(one.app, 1);
    // The 4-hour package: one job fills the DAD's route for its arrival window, so a second customer is refused while it is held.
    pkg = (await one.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.durationMinutes === 240);
    slots = upcomingWindows(new Date(), { days: 20, minAdvanceHours: 50 }).filter((s) => s.bookable);
  });
  afterAll(() => apps?.close());

  it('holds the place for the stated time, then one instance releases it and it is bookable again', async () => {
    expect((await one.agent().get('/api/settings/public').expect(200)).body.unpaidHoldMinutes).toBe(15);
    const slot = slots[0];
    const before = Date.now();
    const held: BookingSummaryDto = (await (await customer(one)).post('/api/bookings').send(draft(slot)).expect(201)).body;
    const expiresAt = Date.parse(held.holdExpiresAt!);
    // The column keeps whole seconds.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 15 * MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);

    const late = await customer(two);
    await late.post('/api/bookings').send(draft(slot)).expect(409);

    // Both instances tick after the hold has ended: the lease lets exactly one of them run the release.
    const runners = [one.provider<JobRunner>('JobRunner'), two.provider<JobRunner>('JobRunner')];
    const ran = await Promise.all(runners.map((runner) => runner.tick(expiresAt + MINUTE)));
    expect(ran.flat().filter((name) => name === UNPAID_HOLD_JOB)).toHaveLength(1);

    const data = one.app.get(DataSource);
    expect(await data.getRepository(DadTimeClaimEntity).countBy({ bookingId: held.id })).toBe(0);
    const admin = await data.query('SELECT status FROM bookings WHERE id = ?', [held.id]);
    expect(admin[0].status).toBe('cancelled');
    const events: BookingEventDto[] = (await data.query('SELECT type, actorRole, details FROM booking_events WHERE bookingId = ? ORDER BY createdAt', [held.id])).map(
      (e: { details: string | object }) => ({ ...e, details: typeof e.details === 'string' ? JSON.parse(e.details) : e.details }),
    );
    expect(events.filter((e) => e.type === 'cancelled')).toEqual([
      expect.objectContaining({ actorRole: 'system', details: expect.objectContaining({ reason: UNPAID_HOLD_EXPIRED, from: 'pending' }) }),
    ]);

    await late.post('/api/bookings').send(draft(slot)).expect(201);
  });

  it(`lets one customer hold at most ${UNPAID_BOOKINGS_PER_CUSTOMER} unpaid bookings, even asking 20 times at once`, async () => {
    await addDads(one.app, 2, { prefix: 'more' });
    const browser = await customer(one);
    const statuses: number[] = [];
    for (const slot of slots.slice(2, 6)) statuses.push((await browser.post('/api/bookings').send(draft(slot))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);

    // Parallel requests over both instances: the customer's row lock makes them count one after the other.
    const burster = await customer(one);
    const other = two.agent();
    await other.post('/api/login').send({ email: `holder${n}@example.com`, password: PASSWORD }).expect(200);
    const burst = await Promise.all(slots.slice(6, 26).map((slot, i) => (i % 2 ? other : burster).post('/api/bookings').send(draft(slot))));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(UNPAID_BOOKINGS_PER_CUSTOMER);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [429, 'TOO_MANY_UNPAID_BOOKINGS']));
  });

  it('lets one address hold only a few visitor checkouts at once, even all at once', async () => {
    // Windows no earlier test booked (the burst above takes some of 6..25); the address's counter is atomic.
    const checkouts = slots.slice(26, 36).map((slot, i) => {
      const contact = { firstName: 'Vi', lastName: 'Sitor', email: `visitor${i}@example.com`, agreeToTerms: true };
      return (i % 2 ? two : one).agent().post('/api/bookings').send({ ...draft(slot), contact });
    });
    const responses = await Promise.all(checkouts);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [429, 'TOO_MANY_UNPAID_BOOKINGS']));
  });
});
