import { DataSource, In, Not } from 'typeorm';
import type { BookingSummaryDto, CreateBookingRequest } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { WAITLIST_MESSAGES, type AdminWaitlistDto, type JoinWaitlistRequest, type WaitlistEntryDto } from '@dd/contracts/waitlist';
import { addDays, upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { MessageEntity } from '../messaging/message.entity';
import { UsersService } from '../identity/users/users.service';
import { UserEntity } from '../identity/users/user.entity';
import { addDads, DAD_PASSWORD } from '../scheduling/testing';
import { dayOfWeek } from '@dd/domain/availability';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../testing/test-app';
import { signInWithSecondFactor } from '../testing/staff-sign-in';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity } from './waitlist.entities';

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

  it("offers the places a DAD's new hours open to the waiting customers they fit", async () => {
    // Three still wait for the full morning; one more waits for that day's afternoon.
    const waiting = (await data().getRepository(WaitlistEntryEntity).findBy({ status: 'waiting' })).map((e) => e.customerId);
    expect(waiting).toHaveLength(3);
    const afternoon = await signedIn(two);
    await afternoon.browser.post('/api/waitlist').send({ ...wants(afternoon.zipCode), windows: ['afternoon'] }).expect(201);

    // A new DAD sets their weekly hours: that weekday's mornings only.
    const email = 'waitlist-hours-dad@dads.example.com';
    const dad = await one.app.get(UsersService).create({ email, password: DAD_PASSWORD, firstName: 'Newly', lastName: 'Hired', phone: null, role: 'dad' });
    const dadBrowser = two.agent();
    await signInWithSecondFactor(dadBrowser, { email, password: DAD_PASSWORD });
    const week = [{ dayOfWeek: dayOfWeek(slot.date), startTime: '08:00', endTime: '12:00' }];
    await dadBrowser.put('/api/dad/availability/weekly').send({ availabilities: week }).expect(200);

    // One place opened, the morning they want, offered to the three; the afternoon's waiter has none.
    const opened = await data().getRepository(WaitlistOpeningEntity).findBy({ dadId: dad.id });
    expect(opened).toEqual([expect.objectContaining({ reason: 'hours', sourceBookingId: null, status: 'open', round: 1, start: new Date(slot.start) })]);
    const offers = await data().getRepository(WaitlistOfferEntity).findBy({ openingId: opened[0].id, status: 'offered' });
    const entries = await data().getRepository(WaitlistEntryEntity).findBy({ id: In(offers.map((o) => o.entryId)) });
    expect(entries.map((e) => e.customerId).sort()).toEqual([...waiting].sort());
    expect(((await afternoon.browser.get('/api/waitlist').expect(200)).body as WaitlistEntryDto[])[0].offers).toEqual([]);

    // The same hours saved again add nothing, so nothing more opens.
    await dadBrowser.put('/api/dad/availability/weekly').send({ availabilities: week }).expect(200);
    expect(await data().getRepository(WaitlistOpeningEntity).countBy({ dadId: dad.id })).toBe(1);

    // A specific date's hours that reach the afternoon open it for the afternoon's waiter.
    await dadBrowser.post('/api/dad/availability/specific-dates').send({ date: slot.date, startTime: '13:00', endTime: '17:00' }).expect(201);
    const afternoonStart = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).find((s) => s.date === slot.date && s.window === 'afternoon')!.start;
    expect(await data().getRepository(WaitlistOpeningEntity).findBy({ dadId: dad.id, start: new Date(afternoonStart) })).toEqual([expect.objectContaining({ reason: 'hours', round: 1 })]);
    expect(((await afternoon.browser.get('/api/waitlist').expect(200)).body as WaitlistEntryDto[])[0].offers).toEqual([expect.objectContaining({ status: 'offered', start: afternoonStart })]);
  }, 120_000);

  it('lets a visitor without an account wait, be offered a cancelled place by email and book it', async () => {
    const evening = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 50 }).find((s) => s.bookable && s.date === slot.date && s.window === 'evening')!;
    const booker = await signedIn(one);
    const held: BookingSummaryDto[] = [];
    // Booked until the DAD's evening is full.
    for (let answer = await booker.browser.post('/api/bookings').send({ ...booking(), scheduledDate: evening.start }); answer.status === 201; answer = await booker.browser.post('/api/bookings').send({ ...booking(), scheduledDate: evening.start })) held.push(answer.body);
    expect(held.length).toBeGreaterThan(0);

    // A visitor joins from the wizard with a name and an email or phone; neither is refused in words.
    const visitor = one.agent();
    const wish = { ...wants('92618'), windows: ['evening'], firstName: 'Vera', lastName: 'Visitor' };
    const refused = await visitor.post('/api/waitlist/visitors').send(wish).expect(400);
    expect(JSON.stringify(refused.body)).toContain(WAITLIST_MESSAGES.contactRequired);
    const email = 'vera@visitors.example.com';
    const joined = await visitor.post('/api/waitlist/visitors').send({ ...wish, email, phone: '(714) 555-0142', language: 'es' }).expect(201);
    expect(joined.body).toMatchObject({ status: 'waiting', windows: ['evening'], offers: [] });
    await visitor.get('/api/waitlist').expect(401);

    // A cancellation offers them the place, by email with the link to confirm it.
    await booker.browser.post(`/api/bookings/${held[0].id}/cancel`).expect(200);
    const offer = await data().getRepository(WaitlistOfferEntity).findOneByOrFail({ entryId: joined.body.id });
    const [message] = await data().getRepository(MessageEntity).findBy({ kind: 'waitlist_offer', recipient: email });
    expect(message).toMatchObject({ userId: null, channel: 'email' });
    expect(message.text).toContain(`/waitlist/offers/${offer.id}`);

    // The link's page shows the place and who asked; accepting books it as checkout does for a visitor.
    const page = await two.agent().get(`/api/waitlist/visitor-offers/${offer.id}`).expect(200);
    expect(page.body).toMatchObject({ offer: { id: offer.id, status: 'offered', start: evening.start }, firstName: 'Vera', email, address: '9 Waiting Way', packageName: deepClean.name });
    expect(page.headers['cache-control']).toBe('no-store');
    const contact = { firstName: 'Vera', lastName: 'Visitor', email, phone: '(714) 555-0142', agreeToTerms: true };

    // The link is the key (decision 0456): once its hold has run out it books nothing and names nobody.
    const offers = data().getRepository(WaitlistOfferEntity);
    await offers.update(offer.id, { expiresAt: new Date(Date.now() - 1_000) });
    const late = await visitor.post(`/api/waitlist/visitor-offers/${offer.id}/accept`).send({ contact, language: 'es' }).expect(410);
    expect(late.body).toMatchObject({ code: 'OFFER_EXPIRED', message: WAITLIST_MESSAGES.offerExpired });
    const lapsed = (await two.agent().get(`/api/waitlist/visitor-offers/${offer.id}`).expect(200)).body;
    expect(lapsed).toMatchObject({ offer: { status: 'expired' }, address: null, firstName: null, lastName: null, email: null, phone: null, city: 'Irvine' });
    await offers.update(offer.id, { expiresAt: offer.expiresAt });

    const accepted = await visitor.post(`/api/waitlist/visitor-offers/${offer.id}/accept`).send({ contact, language: 'es' }).expect(200);
    const made = await data().getRepository(BookingEntity).findOneByOrFail({ id: accepted.body.bookingId });
    expect(made).toMatchObject({ scheduledDate: new Date(evening.start), status: 'pending' });
    const account = await data().getRepository(UserEntity).findOneByOrFail({ email });
    expect(made.customerId).toBe(account.id);
    // Signed in to the account it opened: the booking is theirs to see, and so is the entry it filled.
    await visitor.get(`/api/bookings/${made.id}`).expect(200);
    expect((await visitor.get('/api/waitlist').expect(200)).body).toEqual([expect.objectContaining({ id: joined.body.id, status: 'booked' })]);
    // Used once: the same browser, signed in to the account it opened, is answered the same booking;
    // anyone else holding the link books nothing and reads nobody's details.
    expect((await visitor.post(`/api/waitlist/visitor-offers/${offer.id}/accept`).send({}).expect(200)).body).toEqual({ bookingId: made.id });
    const again = await two.agent().post(`/api/waitlist/visitor-offers/${offer.id}/accept`).send({ contact: { ...contact, email: 'someone.else@visitors.example.com' } }).expect(410);
    expect(again.body).toMatchObject({ code: 'OFFER_EXPIRED' });
    expect((await two.agent().get(`/api/waitlist/visitor-offers/${offer.id}`).expect(200)).body).toMatchObject({ offer: { status: 'accepted' }, address: null, firstName: null, email: null, phone: null });
    expect(await data().getRepository(BookingEntity).countBy({ scheduledDate: new Date(evening.start), customerId: Not(booker.user.id) })).toBe(1);
    // A customer's offer is not a visitor's.
    await visitor.get(`/api/waitlist/visitor-offers/${(await data().getRepository(WaitlistOfferEntity).findOneByOrFail({ status: 'accepted', openingId: Not(offer.openingId) })).id}`).expect(404);

    // Joins from one address are limited: Vera's and four more in the hour, then told in words.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await one.agent().post('/api/waitlist/visitors').send({ ...wish, email: `many${i}@visitors.example.com`, fromDate: addDays(slot.date, 30), toDate: addDays(slot.date, 30) }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 429]);
    expect(answers[4].body).toMatchObject({ code: 'RATE_LIMITED', message: `${WAITLIST_MESSAGES.tooManyJoins} Please try again in 60 minutes.` });
  }, 120_000);

  it('keeps a place open once: a second change freeing the same time opens nothing new', async () => {
    const repo = data().getRepository(WaitlistOpeningEntity);
    const dadId = (await data().getRepository(BookingEntity).findOneByOrFail({ scheduledDate: new Date(slot.start), status: 'pending' })).dadId!;
    const key = `${dadId}|later`;
    await repo.insert({ dadId, start: new Date(slot.start), sourceBookingId: dadId, reason: 'cancelled', openKey: key });
    await expect(repo.insert({ dadId, start: new Date(slot.start), sourceBookingId: dadId, reason: 'cancelled', openKey: key })).rejects.toMatchObject({ driverError: { code: 'ER_DUP_ENTRY' } });
  });
});
