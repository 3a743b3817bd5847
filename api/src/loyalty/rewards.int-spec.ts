import { DataSource } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import type { RewardDto } from '@dd/contracts/rewards';
import { referralCode } from '@dd/domain/loyalty';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { addDads } from '../scheduling/testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { UserEntity } from '../identity/users/user.entity';
import { UsersService } from '../identity/users/users.service';
import { PointsEntryEntity } from './points-entry.entity';
import { PointsLedger } from './points-ledger';

const PASSWORD = 'rewards-test-pass-1';

describe('points ledger and rewards on MariaDB', () => {
  let server: TestApp;
  let packages: PackageDto[];
  let slots: TimeWindowSlot[];
  let emails = 0;
  const db = () => server.app.get(DataSource);
  const ledger = () => server.app.get(PointsLedger);

  async function customer(points = 0) {
    const email = `reward${++emails}@example.com`;
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Rita', lastName: 'Rewards', phone: null, role: 'customer' });
    if (points) await ledger().record({ userId: user.id, amount: points, reason: 'review_approved', sourceId: user.id });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { user, browser };
  }
  const book = (browser: ReturnType<TestApp['agent']>, extra: Record<string, unknown> = {}) =>
    browser
      .post('/api/bookings')
      .send({ vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'tidy_up')!.id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slots[slots.length - 1].start, ...extra })
      .expect(201)
      .then((response) => response.body);
  const points = async (userId: string) => {
    const user = await db().getRepository(UserEntity).findOneByOrFail({ id: userId });
    const sum = await db().getRepository(PointsEntryEntity).sum('amount', { userId });
    expect(user.washPoints).toBe(sum ?? 0);
    return user.washPoints;
  };
  const complete = (id: string) => db().getRepository(BookingEntity).update({ id }, { status: 'completed' });
  const reward = async (name: string): Promise<RewardDto> => {
    const { browser } = await customer();
    return (await browser.get('/api/rewards').expect(200)).body.rewards.find((r: RewardDto) => r.name === name);
  };

  beforeAll(async () => {
    server = await startTestApp('mysql');
    await addDads(server.app, 15);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
    slots = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 24 }).filter((s) => s.bookable);
  });
  afterAll(() => server.close());

  it('awards +10 per completed detail exactly once, under retries and concurrency', async () => {
    const { user, browser } = await customer();
    const booking = await book(browser);
    await ledger().detailCompleted(booking.id);
    expect(await points(user.id)).toBe(0);
    await complete(booking.id);
    await Promise.all(Array.from({ length: 8 }, () => ledger().detailCompleted(booking.id)));
    await ledger().detailCompleted(booking.id);
    expect(await points(user.id)).toBe(10);
  });

  it('awards the referrer +25 once when the referred friend completes a first detail; never for oneself', async () => {
    const { user: referrer, browser: referrerBrowser } = await customer();
    const { user: friend, browser } = await customer();
    const first = await book(browser, { ref: referralCode(referrer.id).toLowerCase() });
    const second = await book(browser, { ref: referralCode(referrer.id) });
    await complete(first.id);
    await complete(second.id);
    await Promise.all([ledger().detailCompleted(first.id), ledger().detailCompleted(second.id), ledger().detailCompleted(first.id)]);
    expect(await points(referrer.id)).toBe(25);
    expect(await points(friend.id)).toBe(20);

    const own = await book(referrerBrowser, { ref: referralCode(referrer.id) });
    await complete(own.id);
    await ledger().detailCompleted(own.id);
    expect(await points(referrer.id)).toBe(35);
    expect((await db().getRepository(UserEntity).findOneByOrFail({ id: referrer.id })).referredById).toBeNull();
  });

  it('awards +5 for an approved verified review once', async () => {
    const { user, browser } = await customer();
    const booking = await book(browser);
    const review = await db().getRepository(ReviewEntity).save({ bookingId: booking.id, customerId: user.id, dadId: null, rating: 5, comment: null, isVerified: true, isApproved: false });
    await ledger().reviewApproved(review);
    expect(await points(user.id)).toBe(0);
    await db().getRepository(ReviewEntity).update({ id: review.id }, { isApproved: true });
    const approved = await db().getRepository(ReviewEntity).findOneByOrFail({ id: review.id });
    await Promise.all([ledger().reviewApproved(approved), ledger().reviewApproved(approved)]);
    expect(await points(user.id)).toBe(5);
  });

  it('lists rewards with the balance and referral code', async () => {
    const { user, browser } = await customer(60);
    const overview = (await browser.get('/api/rewards').expect(200)).body;
    expect(overview).toMatchObject({ points: 60, accountCredit: '0.00', freeInteriorAddOns: 0, referralCode: referralCode(user.id) });
    expect(overview.rewards.map((r: RewardDto) => [r.name, r.points, r.available, r.kind, r.creditAmount])).toEqual([
      ['$10 Credit', 50, true, 'credit', '10.00'],
      ['Free Interior Add-on', 75, true, 'interior_addon', null],
      ['$25 Credit', 100, true, 'credit', '25.00'],
      ['$50 Credit', 200, false, 'credit', '50.00'],
    ]);
    await server.agent().get('/api/rewards').expect(401);
  });

  it('gives exactly one claim out of ten concurrent ones with points for one', async () => {
    const { user, browser } = await customer(60);
    const ten = await reward('$10 Credit');
    const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post(`/api/rewards/${ten.id}/claim`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('NOT_ENOUGH_POINTS');
    expect(await points(user.id)).toBe(10);
    expect((await browser.get('/api/rewards').expect(200)).body).toMatchObject({ points: 10, accountCredit: '10.00' });
  });

  it('refuses an unavailable reward and an unknown one', async () => {
    const { browser } = await customer(500);
    const fifty = await reward('$50 Credit');
    expect((await browser.post(`/api/rewards/${fifty.id}/claim`).expect(409)).body.code).toBe('REWARD_UNAVAILABLE');
    await browser.post('/api/rewards/00000000-0000-4000-8000-000000000000/claim').expect(404);
  });

  it('applies credit and the add-on at the next checkout, and gives them back when it is cancelled', async () => {
    const { user, browser } = await customer(125);
    await browser.post(`/api/rewards/${(await reward('$10 Credit')).id}/claim`).expect(200);
    await browser.post(`/api/rewards/${(await reward('Free Interior Add-on')).id}/claim`).expect(200);
    const quote = (await browser.get('/api/bookings/quote').query({ packageId: packages.find((p) => p.type === 'tidy_up')!.id, vehicleType: 'sedan' }).expect(200)).body;
    expect(quote).toEqual({
      packagePrice: '89.00',
      addOnsPrice: '0.00',
      vehicles: [{ position: 1, vehicleType: 'sedan', packageName: 'The Tidy Up', packagePrice: '89.00', addOns: [] }],
      tierDiscount: '0.00',
      tierBenefit: null,
      rewardCredit: '10.00',
      freeInteriorAddOn: true,
      total: '79.00',
    });

    const booking = await book(browser);
    expect(booking).toMatchObject({ totalAmount: '79.00', priceLines: quote });
    expect((await browser.get('/api/rewards').expect(200)).body).toMatchObject({ accountCredit: '0.00', freeInteriorAddOns: 0 });
    const next = await book(browser);
    expect(next).toMatchObject({ totalAmount: '89.00', priceLines: { rewardCredit: '0.00', freeInteriorAddOn: false } });

    await browser.post(`/api/bookings/${booking.id}/cancel`).expect(200);
    expect((await browser.get('/api/rewards').expect(200)).body).toMatchObject({ accountCredit: '10.00', freeInteriorAddOns: 1 });
    expect(await points(user.id)).toBe(0);
  });

  it("takes the tier discount off the booking it falls on (Gold: every 3rd paid booking)", async () => {
    const { browser } = await customer(150);
    const paid = [await book(browser), await book(browser)];
    const unpaid = await book(browser);
    expect(unpaid.priceLines).toMatchObject({ tierDiscount: '0.00', total: '89.00' });
    await db().getRepository(BookingEntity).update(paid.map((b) => b.id), { paymentStatus: 'authorized' });
    const third = await book(browser);
    expect(third).toMatchObject({ totalAmount: '69.00', priceLines: { packagePrice: '89.00', tierDiscount: '20.00', tierBenefit: 'Gold: $20 off every 3rd booking', total: '69.00' } });
  });
});
