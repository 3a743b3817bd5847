import { DataSource } from 'typeorm';
import type { BookingSummaryDto, CreateBookingRequest } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { WAITLIST_MESSAGES, type AdminWaitlistDto, type JoinWaitlistRequest, type WaitlistEntryDto } from '@dd/contracts/waitlist';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { MessageEntity } from '../messaging/message.entity';
import { UsersService } from '../identity/users/users.service';
import { addDads } from '../scheduling/testing';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';
import { signInWithSecondFactor } from '../testing/staff-sign-in';
import { WaitlistOfferEntity, WaitlistOpeningEntity } from './waitlist.entities';

const PASSWORD = 'waitlist-test-pass-1';

/** The waitlist on MariaDB, with two API instances on one database. */
describe('waitlist on MariaDB', () => {
  let apps: TestAppPair;
  let one: TestApp;
  let two: TestApp;
  let deepClean: PackageDto;
  let slot: TimeWindowSlot;
  let n = 0;
  const data = () => one.app.get(DataSource);

  async function signedIn(server: TestApp, zipCode = '92618') {
    const email = `waiter${++n}@waitlist.example.com`;
    const user = await one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Waiter', lastName: `No${n}`, phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { user, browser, zipCode };
  }

  const booking = (zipCode = '92618'): CreateBookingRequest => ({ vehicleType: 'suv', packageId: deepClean.id, address: '1 Main Street', city: 'Irvine', zipCode, scheduledDate: slot.start });
  const wants = (zipCode: string): JoinWaitlistRequest => ({ packageId: deepClean.id, vehicleType: 'suv', address: '9 Waiting Way', city: 'Irvine', zipCode, fromDate: slot.date, toDate: slot.date, windows: [slot.window] });

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { ADMIN_EMAIL: 'boss@waitlist.example.com', ADMIN_PASSWORD: 'admin-password-1' } });
    ({ one, two } = apps);
    deepClean = (await one.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.type === 'deep_clean');
    // Outside the minimum advance and the free-cancellation period.
    slot = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).filter((s) => s.bookable && s.window === 'morning')[0];
    await addDads(one.app, 1, { prefix: 'waitlist-dad' });
  }, 120_000);
  afterAll(() => apps?.close());

  it('offers a cancelled place to the best-fitting waiting customers, and two accepting at once get one booking', async () => {
    // The one DAD's morning is full: two Deep Cleans.
    const booker = await signedIn(one);
    const held: BookingSummaryDto[] = [];
    for (let i = 0; i < 2; i++) held.push((await booker.browser.post('/api/bookings').send(booking()).expect(201)).body);
    await booker.browser.post('/api/bookings').send(booking()).expect(409);

    // Four wait for that morning: the far one first, then three next to the DAD's other job.
    const far = await signedIn(two, '92672');
    const near = [await signedIn(one), await signedIn(two), await signedIn(one)];
    for (const w of [far, ...near]) {
      const joined = await w.browser.post('/api/waitlist').send(wants(w.zipCode)).expect(201);
      expect(joined.body).toMatchObject({ status: 'waiting', packageName: deepClean.name, windows: [slot.window], offers: [] });
    }

    await booker.browser.post(`/api/bookings/${held[1].id}/cancel`).expect(200);

    // One opening, offered to the three nearest; the far one waits for the next round.
    const [opening] = await data().getRepository(WaitlistOpeningEntity).findBy({ sourceBookingId: held[1].id });
    expect(opening).toMatchObject({ status: 'open', round: 1, start: new Date(slot.start) });
    const offered = async (w: { browser: ReturnType<TestApp['agent']> }) => ((await w.browser.get('/api/waitlist').expect(200)).body as WaitlistEntryDto[])[0].offers;
    expect(await offered(far)).toEqual([]);
    const offers = await Promise.all(near.map(offered));
    for (const o of offers) expect(o).toEqual([expect.objectContaining({ status: 'offered', start: slot.start, date: slot.date })]);
    const messages = await data().getRepository(MessageEntity).findBy({ kind: 'waitlist_offer' });
    expect(new Set(messages.map((m) => m.userId))).toEqual(new Set(near.map((w) => w.user.id)));

    // All three accept at once, over both instances: one booking, two told it was taken.
    const answers = await Promise.all(near.map((w, i) => w.browser.post(`/api/waitlist/offers/${offers[i][0].id}/accept`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'OFFER_TAKEN', message: WAITLIST_MESSAGES.offerTaken });
    const winner = near[answers.findIndex((a) => a.status === 200)];
    const made = await data().getRepository(BookingEntity).findBy({ scheduledDate: new Date(slot.start), status: 'pending' });
    expect(made.map((b) => b.customerId).sort()).toEqual([booker.user.id, winner.user.id].sort());
    expect(await data().getRepository(WaitlistOpeningEntity).findOneByOrFail({ id: opening.id })).toMatchObject({ status: 'filled', openKey: null });
    expect(await data().getRepository(WaitlistOfferEntity).countBy({ openingId: opening.id, status: 'accepted' })).toBe(1);

    // The admin sees who still waits and the fill rate.
    const admin = one.agent();
    await signInWithSecondFactor(admin, { email: 'boss@waitlist.example.com', password: 'admin-password-1' });
    const overview: AdminWaitlistDto = (await admin.get('/api/admin/waitlist').expect(200)).body;
    expect(overview.entries.map((e) => e.customerName)).toEqual([`Waiter ${far.user.lastName}`, ...near.filter((w) => w !== winner).map((w) => `Waiter ${w.user.lastName}`)]);
    expect(overview).toMatchObject({ openings: { total: 1, filled: 1, open: 0, lapsed: 0 }, fillRate: 1 });
    await far.browser.get('/api/admin/waitlist').expect(403);
  }, 240_000);

  it('keeps a place open once: a second change freeing the same time opens nothing new', async () => {
    const repo = data().getRepository(WaitlistOpeningEntity);
    const dadId = (await data().getRepository(BookingEntity).findOneByOrFail({ scheduledDate: new Date(slot.start), status: 'pending' })).dadId!;
    const key = `${dadId}|later`;
    await repo.insert({ dadId, start: new Date(slot.start), sourceBookingId: dadId, reason: 'cancelled', openKey: key });
    await expect(repo.insert({ dadId, start: new Date(slot.start), sourceBookingId: dadId, reason: 'cancelled', openKey: key })).rejects.toMatchObject({ driverError: { code: 'ER_DUP_ENTRY' } });
  });
});
