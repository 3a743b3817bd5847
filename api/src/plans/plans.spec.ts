import { PlanMembershipEntity } from './plan-membership.entity';
import type { BookingChange } from '../bookings/bookings.events';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlansListeners } from './plans.listeners';
import type { CarEntity } from '../customers/cars/car.entity';
import { cancellationEndsOn, firstVisitDate, isDue, memberAddOnCents, memberPriceFor, memberSubtotal, paymentRetryAt, pausesLeft, placeKeptUntil, resumedNextVisit, visitAfter } from './plan-rules';
import { CARD_ID, PACKAGE, customer, newPlansTest } from './plans.fakes';

/** Monday 1 March 2027, 10:00 in Orange County. */
const MONDAY = new Date('2027-03-01T18:00:00Z');
const at = (date: string) => new Date(`${date}T18:00:00Z`);
const slot = { vehicleType: 'sedan' as const, carId: null, address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday: 3, window: 'morning' as const, addOnIds: [], paymentMethodId: CARD_ID, agreeToTerms: true as const };

const ADDON_WAX = '00000000-0000-4000-8000-0000000000a1';
const ADDON_OTHER = '00000000-0000-4000-8000-0000000000a2';
const CAR_1 = '00000000-0000-4000-8000-0000000000c1';
const CAR_2 = '00000000-0000-4000-8000-0000000000c2';
const CAR_3 = '00000000-0000-4000-8000-0000000000c3';
const CAR_4 = '00000000-0000-4000-8000-0000000000c4';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { getStatus(): number; getResponse(): { code: string; message: string } }) => ({ status: error.getStatus(), ...error.getResponse() }),
  );

describe('plan calendar', () => {
  it('starts on the slot’s weekday at least two days out', () => {
    expect(firstVisitDate('2027-03-01', 3)).toBe('2027-03-03');
    expect(firstVisitDate('2027-03-02', 3)).toBe('2027-03-10');
    expect(firstVisitDate('2027-03-01', 1)).toBe('2027-03-08');
  });

  it('steps by weeks, or monthly to the same weekday of the month (a 5th one becomes the 4th)', () => {
    expect(visitAfter('2027-03-03', 'every_2_weeks')).toBe('2027-03-17');
    expect(visitAfter('2027-03-03', 'every_6_weeks')).toBe('2027-04-14');
    expect(visitAfter('2027-03-09', 'monthly')).toBe('2027-04-13');
    expect(visitAfter('2027-03-30', 'monthly')).toBe('2027-04-27');
    expect(visitAfter('2027-12-14', 'monthly')).toBe('2028-01-11');
  });

  it('ends a cancellation after the minimum term, or at once once the term is served', () => {
    expect(cancellationEndsOn('2027-03-03', 'every_2_weeks', 6, '2027-03-01')).toBe('2027-05-12');
    expect(cancellationEndsOn('2027-03-03', 'every_2_weeks', 6, '2027-06-01')).toBe('2027-06-01');
  });

  it('gives the pause allowance back each plan year', () => {
    expect(pausesLeft({ startDate: '2027-03-03', pauseYear: 0, pausesUsed: 2 }, 2, '2027-10-01')).toBe(0);
    expect(pausesLeft({ startDate: '2027-03-03', pauseYear: 0, pausesUsed: 2 }, 2, '2028-03-03')).toBe(2);
  });
});

describe('member prices', () => {
  const prices = { memberPriceSedans: '79.00', memberPriceSuvs: null, memberPriceTrucks: '120.00' };

  it('is the member price per size, the package price where none is set or it is not below', () => {
    expect(memberPriceFor(prices, 'sedan', '89.00')).toBe('79.00');
    expect(memberPriceFor(prices, 'suv', '99.00')).toBe('99.00');
    expect(memberPriceFor(prices, 'truck', '109.00')).toBe('109.00');
  });

  it('takes the add-on discount off each add-on to the cent, half a cent up', () => {
    expect(memberAddOnCents(2499, 15)).toBe(2124); // 21.2415
    expect(memberAddOnCents(1250, 15)).toBe(1063); // 10.625
    expect(memberAddOnCents(1999, 0)).toBe(1999);
  });

  it('prices a visit at the member price, every line and the totals exact', () => {
    const subtotal = {
      packagePrice: '89.00',
      addOnsPrice: '37.49',
      vehicles: [{ position: 1, vehicleType: 'sedan' as const, packageName: 'Wash', packagePrice: '89.00', addOns: [{ name: 'Wax', price: '24.99' }, { name: 'Tires', price: '12.50' }] }],
    };
    expect(memberSubtotal(subtotal, '79.00', 15)).toEqual({
      packagePrice: '79.00',
      addOnsPrice: '31.87',
      vehicles: [{ position: 1, vehicleType: 'sedan', packageName: 'Wash', packagePrice: '79.00', addOns: [{ name: 'Wax', price: '21.24' }, { name: 'Tires', price: '10.63' }] }],
    });
  });
});

describe('maintenance plans', () => {
  let test: ReturnType<typeof newPlansTest>;
  beforeEach(() => {
    test = newPlansTest();
  });
  const membership = (id: string) => test.db.rows(PlanMembershipEntity, { id })[0];
  const visits = () => test.db.rows(PlanVisitEntity).sort((a, b) => a.visitDate.localeCompare(b.visitDate));

  it('a customer joins with the terms recorded, and the first visit is booked and held on the saved card', async () => {
    const plan = test.plan();
    const joined = await test.plans.join(customer(), plan.id, slot, MONDAY);
    expect(joined).toMatchObject({ status: 'active', nextVisitDate: '2027-03-03', pausesLeft: 2, endsOn: null, termsAgreedAt: MONDAY.toISOString(), visits: [] });
    expect(membership(joined.id).termsText).toBe('Cancel any time after 6 visits.');
    expect(test.announced).toEqual([{ name: 'plan.joined', membershipId: joined.id }]);

    // Every visit within eight weeks (to 26 April) is placed (decision 0474).
    const report = await test.placement.run(MONDAY);
    expect(report.placed).toHaveLength(4);
    // 8:00 in Orange County: PST (UTC-8) on 3 March, PDT (UTC-7) after.
    expect(test.bookings[0]).toEqual({
      id: 'booking-1',
      customerId: 'customer-1',
      input: expect.objectContaining({ packageId: PACKAGE.id, vehicleType: 'sedan', zipCode: '92618', scheduledDate: '2027-03-03T16:00:00.000Z' }),
      paymentDueAt: null,
    });
    expect(test.bookings.map((b) => b.input.scheduledDate)).toEqual(['2027-03-03T16:00:00.000Z', '2027-03-17T15:00:00.000Z', '2027-03-31T15:00:00.000Z', '2027-04-14T15:00:00.000Z']);
    // Only the visit within six days is held now; each other one's card is held six days before it.
    expect(test.holds).toEqual([{ bookingId: 'booking-1', paymentMethodId: CARD_ID }]);
    const holdsDue = [null, '2027-03-11T15:00:00.000Z', '2027-03-25T15:00:00.000Z', '2027-04-08T15:00:00.000Z'];
    expect(test.bookings.map((b) => b.paymentDueAt?.toISOString() ?? null)).toEqual(holdsDue);
    expect(visits().map((v) => [v.visitDate, v.status, v.holdDueAt?.toISOString() ?? null])).toEqual([
      ['2027-03-03', 'placed', null],
      ['2027-03-17', 'placed', holdsDue[1]],
      ['2027-03-31', 'placed', holdsDue[2]],
      ['2027-04-14', 'placed', holdsDue[3]],
    ]);
    expect(membership(joined.id).nextVisitDate).toBe('2027-04-28');

    // Nothing more the same day; when the second visit's hold is due its card is held, and the visit
    // now within eight weeks is placed.
    expect(await test.placement.run(MONDAY)).toEqual({ placed: [], paymentFailed: [], unplaced: [], held: [] });
    const due = await test.placement.run(new Date('2027-03-11T15:30:00Z'));
    expect(due.held).toEqual([visits()[1].id]);
    expect(test.holds.map((h) => h.bookingId)).toEqual(['booking-1', 'booking-2']);
    expect(visits()[1].holdDueAt).toBeNull();
    expect(test.bookings.map((b) => b.input.scheduledDate.slice(0, 10)).at(-1)).toBe('2027-04-28');
    // Held once: a run after it holds nothing again.
    expect((await test.placement.run(new Date('2027-03-11T16:30:00Z'))).held).toEqual([]);
  });

  it('a declined card when a visit’s hold comes due starts the retries; a plan stopped for payment is not tried', async () => {
    const plan = test.plan();
    const joined = await test.plans.join(customer(), plan.id, slot, MONDAY);
    await test.placement.run(MONDAY);
    test.state.declines = 'Your card was declined.';
    const due = await test.placement.run(new Date('2027-03-11T15:30:00Z'));
    expect(due.paymentFailed).toEqual([visits()[1].id]);
    expect(visits()[1]).toMatchObject({ status: 'payment_failed', note: 'Your card was declined.', holdDueAt: null, nextPaymentRetryAt: new Date('2027-03-12T15:30:00Z') });
    expect(test.announced.filter((e) => e.name === 'plan.payment-failed')).toHaveLength(1);

    await test.db.dataSource.manager.update(PlanMembershipEntity, { id: joined.id }, { paymentStoppedAt: new Date('2027-03-20T00:00:00Z') });
    expect((await test.placement.run(new Date('2027-03-25T15:30:00Z'))).paymentFailed).toEqual([]);
    expect(test.announced.filter((e) => e.name === 'plan.payment-failed')).toHaveLength(1);
  });

  it('places a visit once when two instances run at the same time', async () => {
    const plan = test.plan();
    for (const id of ['a', 'b', 'c']) await test.plans.join(customer(id), plan.id, slot, MONDAY);
    const [one, two] = await Promise.all([test.placement.run(MONDAY), test.placement.run(MONDAY)]);
    // Four visits each within eight weeks.
    expect(one.placed.length + two.placed.length).toBe(12);
    expect(test.bookings).toHaveLength(12);
    expect(visits()).toHaveLength(12);
  });

  it('tells why a visit could not be placed or paid, and the plan goes on', async () => {
    const plan = test.plan();
    const joined = await test.plans.join(customer(), plan.id, slot, MONDAY);
    test.state.declines = 'Your card was declined.';
    expect((await test.placement.run(MONDAY)).paymentFailed).toHaveLength(1);
    test.state.declines = null;
    test.state.slotTaken = true;
    expect((await test.placement.run(at('2027-03-03'))).unplaced).toHaveLength(4);
    expect((await test.plans.mine(customer(), MONDAY))[0].visits.slice(0, 2)).toEqual([
      // Tried again a day after the decline (decision 0460).
      { date: '2027-03-03', status: 'payment_failed', bookingId: 'booking-1', note: 'Your card was declined.', nextPaymentRetryAt: '2027-03-02T18:00:00.000Z' },
      { date: '2027-03-17', status: 'unplaced', bookingId: null, note: 'That time was just taken. Please choose another.', nextPaymentRetryAt: null },
    ]);
    // The decline stopped that run (no more visits on a card being retried); the next tried the rest.
    expect(membership(joined.id).nextVisitDate).toBe('2027-05-12');
    expect(test.announced.map((e) => e.name)).toEqual(['plan.joined', 'plan.payment-failed', ...Array(4).fill('plan.visit-unplaced')]);
  });

  it('tells the customer and the admin the nearest free times when a visit cannot be placed', async () => {
    const plan = test.plan();
    await test.plans.join(customer(), plan.id, slot, MONDAY);
    const window = (date: string, name: 'morning' | 'afternoon' | 'evening', label: string, available = true) => ({ date, window: name, label, startTime: '', endTime: '', start: `${date}T${label}`, available });
    test.state.freeDays = [
      { date: '2027-03-02', windows: [window('2027-03-02', 'evening', 'Evening')] },
      { date: '2027-03-03', windows: [window('2027-03-03', 'morning', 'Morning', false), window('2027-03-03', 'evening', 'Evening'), window('2027-03-03', 'afternoon', 'Afternoon')] },
      { date: '2027-03-04', windows: [window('2027-03-04', 'morning', 'Morning')] },
      { date: '2027-03-06', windows: [window('2027-03-06', 'morning', 'Morning')] },
    ];
    test.state.slotTaken = true;
    await test.placement.run(MONDAY);
    expect((await test.plans.mine(customer(), MONDAY))[0].visits[0]).toEqual({
      date: '2027-03-03',
      status: 'unplaced',
      bookingId: null,
      note: 'That time was just taken. Please choose another. Nearest free times: Wednesday, March 3, Afternoon; Wednesday, March 3, Evening; Thursday, March 4, Morning.',
      nextPaymentRetryAt: null,
    });
    expect(test.announced.map((e) => e.name)).toEqual(['plan.joined', ...Array(4).fill('plan.visit-unplaced')]);
  });

  it('a visit whose booking ends as a no-show did not happen, and nothing later makes it done', async () => {
    const listeners = new PlansListeners();
    const manager = test.db.dataSource.manager;
    await test.plans.join(customer(), test.plan().id, slot, MONDAY);
    await test.placement.run(MONDAY);
    const [visit] = visits();
    await listeners.visitMissed({ manager, bookingId: visit.bookingId! } as BookingChange);
    expect(visits()[0].status).toBe('cancelled');
    await listeners.visitCompleted({ manager, bookingId: visit.bookingId! } as BookingChange);
    expect(visits()[0].status).toBe('cancelled');
  });

  it('a pause skips the next visits within the yearly allowance, and the plan resumes by itself', async () => {
    const plan = test.plan();
    const { id } = await test.plans.join(customer(), plan.id, slot, MONDAY);
    await test.placement.run(MONDAY);
    // 3 March is held (within six days) and stays; the pause skips the next visit not yet held, 17 March,
    // whose booking is cancelled; nothing else moves.
    const before = test.bookings.filter((b) => b.input.scheduledDate > '2027-03-18').map((b) => b.id);
    const paused = await test.plans.pause(customer(), id, { visits: 1 }, MONDAY);
    expect(paused).toMatchObject({ status: 'paused', pausedUntil: '2027-03-31', pausesLeft: 1, nextVisitDate: '2027-04-28' });
    expect(test.bookings.filter((b) => b.cancelled).map((b) => b.input.scheduledDate.slice(0, 10))).toEqual(['2027-03-17']);
    expect(test.bookings.filter((b) => b.input.scheduledDate > '2027-03-18').map((b) => b.id)).toEqual(before);
    expect(visits().map((v) => [v.visitDate, v.status])).toEqual([
      ['2027-03-03', 'placed'],
      ['2027-03-31', 'placed'],
      ['2027-04-14', 'placed'],
    ]);
    expect(await refusal(test.plans.pause(customer(), id, { visits: 2 }, MONDAY))).toMatchObject({ status: 409, code: 'PAUSE_ALLOWANCE_USED', message: 'You can pause 1 more visit this plan year' });

    // The plan is active again on the day it resumes.
    await test.placement.run(at('2027-03-30'));
    expect(membership(id)).toMatchObject({ status: 'paused', pausedUntil: '2027-03-31' });
    await test.placement.run(at('2027-03-31'));
    expect(membership(id)).toMatchObject({ status: 'active', pausedUntil: null });
  });

  it('a new slot moves the next visit not yet booked, never sooner than a first visit could be', async () => {
    const plan = test.plan();
    const { id } = await test.plans.join(customer(), plan.id, slot, MONDAY);
    await test.placement.run(MONDAY);
    // Wednesday 3 March is held and stays; the visits not yet held, from Wednesday 17 March, move to
    // Fridays from 19 March, evenings (16:00 PDT), placed again at once.
    expect(await test.plans.changeSlot(customer(), id, { weekday: 5, window: 'evening' }, MONDAY)).toMatchObject({ weekday: 5, window: 'evening', nextVisitDate: '2027-04-30' });
    const live = test.bookings.filter((b) => !b.cancelled).map((b) => b.input.scheduledDate);
    expect(live).toEqual(['2027-03-03T16:00:00.000Z', '2027-03-19T23:00:00.000Z', '2027-04-02T23:00:00.000Z', '2027-04-16T23:00:00.000Z']);
    expect(visits().map((v) => v.visitDate)).toEqual(['2027-03-03', '2027-03-19', '2027-04-02', '2027-04-16']);
    // On 15 March, 19 March is held; the next not held, Friday 2 April, moves to the Monday after it.
    await test.placement.run(new Date('2027-03-13T23:30:00Z'));
    expect(await test.plans.changeSlot(customer(), id, { weekday: 1, window: 'morning' }, at('2027-03-15'))).toMatchObject({ nextVisitDate: '2027-05-17' });
    expect(visits().filter((v) => v.visitDate > '2027-03-19').map((v) => v.visitDate)).toEqual(['2027-04-05', '2027-04-19', '2027-05-03']);
  });

  it('a cancellation ends at the end of the minimum term: no visit is placed after it', async () => {
    const plan = test.plan({ minimumVisits: 2 });
    const { id } = await test.plans.join(customer(), plan.id, slot, MONDAY);
    expect(await test.plans.cancellationDate(customer(), id, MONDAY)).toEqual({ endsOn: '2027-03-17' });
    expect(await test.plans.cancel(customer(), id, MONDAY)).toMatchObject({ status: 'cancelled', endsOn: '2027-03-17' });
    for (const day of ['2027-03-01', '2027-03-03', '2027-03-17', '2027-03-31']) await test.placement.run(at(day));
    expect(test.bookings.map((b) => b.input.scheduledDate.slice(0, 10))).toEqual(['2027-03-03', '2027-03-17']);
    expect(await refusal(test.plans.cancel(customer(), id, MONDAY))).toMatchObject({ status: 409, code: 'PLAN_NOT_ACTIVE' });
  });

  it('shows the owner each plan’s members and their monthly value at each car’s price', async () => {
    const plan = test.plan();
    await test.plans.join(customer('a'), plan.id, slot, MONDAY);
    await test.plans.join(customer('b'), plan.id, { ...slot, vehicleType: 'suv' }, MONDAY);
    const { id } = await test.plans.join(customer('c'), plan.id, slot, MONDAY);
    await test.plans.pause(customer('c'), id, { visits: 1 }, MONDAY);
    // $89 and $99 a visit, 26 visits a year: 8900 × 26 / 12 + 9900 × 26 / 12 cents; the paused member brings nothing.
    expect(await test.plans.listAll()).toEqual([expect.objectContaining({ id: plan.id, activeMembers: 3, monthlyRecurringRevenue: '407.33' })]);
  });

  it('offers a plan at member prices with what a member saves, refusing a member price not below the package', async () => {
    const fields = { name: 'Fortnightly', packageId: PACKAGE.id, interval: 'every_2_weeks' as const, minimumVisits: 4, pausesPerYear: 2, terms: 'Cancel after 4 visits.', addOnDiscountPercent: 10 };
    expect(await refusal(test.plans.create({ ...fields, memberPrices: { sedan: '79.00', suv: '99.00', truck: '99.00' } }))).toMatchObject({ status: 400, fieldErrors: { 'memberPrices.suv': "A member price must be below the package's price for that size" } });
    const created = await test.plans.create({ ...fields, memberPrices: { sedan: '79.00', suv: '89.50', truck: '99.99' } });
    expect(created).toMatchObject({ memberPrices: { sedan: '79.00', suv: '89.50', truck: '99.99' }, savings: { sedan: '10.00', suv: '9.50', truck: '9.01' }, addOnDiscountPercent: 10 });
    // The owner's monthly figure counts the member price: $79 × 26 / 12.
    await test.plans.join(customer(), created.id, slot, MONDAY);
    expect((await test.plans.listAll()).find((p) => p.id === created.id)).toMatchObject({ monthlyRecurringRevenue: '171.17' });
  });

  it('joins with add-ons offered with the package only', async () => {
    const plan = test.plan();
    expect(await refusal(test.plans.join(customer(), plan.id, { ...slot, addOnIds: [ADDON_OTHER] }, MONDAY))).toMatchObject({ status: 400 });
    const joined = await test.plans.join(customer(), plan.id, { ...slot, addOnIds: [ADDON_WAX] }, MONDAY);
    expect(joined.addOnIds).toEqual([ADDON_WAX]);
    await test.placement.run(MONDAY);
    expect(test.bookings[0].input.addOnIds).toEqual([ADDON_WAX]);
  });

  it('changes the car (and its size) from the next visit not yet booked; a car is on one plan only', async () => {
    const plan = test.plan();
    const car = (id: string, vehicleType: 'sedan' | 'suv', userId = 'customer-1') => ({ id, userId, vehicleType, make: 'Honda', model: id.slice(-2) }) as CarEntity;
    test.cars.push(car(CAR_1, 'sedan'), car(CAR_2, 'suv'), car(CAR_3, 'suv', 'customer-2'));
    const { id } = await test.plans.join(customer(), plan.id, { ...slot, carId: CAR_1 }, MONDAY);
    await test.plans.join(customer(), plan.id, { ...slot, carId: CAR_2, vehicleType: 'suv' }, MONDAY);
    await test.placement.run(MONDAY);
    expect(await refusal(test.plans.changeCar(customer(), id, { carId: CAR_3 }, MONDAY))).toMatchObject({ status: 400 });
    expect(await refusal(test.plans.changeCar(customer(), id, { carId: CAR_2 }, MONDAY))).toMatchObject({ status: 409, code: 'ALREADY_ON_PLAN' });
    test.cars.push(car(CAR_4, 'suv'));
    expect(await test.plans.changeCar(customer(), id, { carId: CAR_4 }, MONDAY)).toMatchObject({ carId: CAR_4, vehicleType: 'suv' });
    // The held visit of 3 March keeps the first car; the three after it are placed again with the new one.
    const membersVisits = test.bookings.filter((b) => !b.cancelled && b.input.carId !== CAR_2);
    expect(membersVisits.map((b) => [b.input.scheduledDate.slice(0, 10), b.input.carId, b.input.vehicleType])).toEqual([
      ['2027-03-03', CAR_1, 'sedan'],
      ['2027-03-17', CAR_4, 'suv'],
      ['2027-03-31', CAR_4, 'suv'],
      ['2027-04-14', CAR_4, 'suv'],
    ]);
    expect(test.announced.filter((e) => e.name === 'plan.car-changed')).toEqual([{ name: 'plan.car-changed', membershipId: id }]);
  });

  it('refuses what is not the customer’s: another’s card, another’s plan, a withdrawn plan, a car already on a plan', async () => {
    const plan = test.plan();
    expect(await refusal(test.plans.join(customer(), plan.id, { ...slot, paymentMethodId: 'card-2' }, MONDAY))).toMatchObject({ status: 404 });
    const { id } = await test.plans.join(customer(), plan.id, { ...slot, carId: 'car-1' }, MONDAY);
    expect(await refusal(test.plans.join(customer(), plan.id, { ...slot, carId: 'car-1' }, MONDAY))).toMatchObject({ status: 409, code: 'ALREADY_ON_PLAN' });
    expect(await refusal(test.plans.pause(customer('someone-else'), id, { visits: 1 }, MONDAY))).toMatchObject({ status: 404 });
    const withdrawn = test.plan({ isActive: false });
    expect(await refusal(test.plans.join(customer(), withdrawn.id, slot, MONDAY))).toMatchObject({ status: 409, code: 'PLAN_UNAVAILABLE' });
  });
});

describe('failed plan payments: the retry schedule (decision 0460)', () => {
  const failed = new Date('2027-03-03T18:00:00Z');
  const farVisit = new Date('2027-03-17T15:00:00Z');

  it('retries 1, 3 and 5 days after the first decline, then none', () => {
    expect([0, 1, 2, 3].map((done) => paymentRetryAt(failed, done, farVisit)?.toISOString() ?? null)).toEqual([
      '2027-03-04T18:00:00.000Z',
      '2027-03-06T18:00:00.000Z',
      '2027-03-08T18:00:00.000Z',
      null,
    ]);
  });

  it('makes no retry at or after the visit starts', () => {
    const soon = new Date('2027-03-06T18:00:00Z');
    expect(paymentRetryAt(failed, 0, soon)?.toISOString()).toBe('2027-03-04T18:00:00.000Z');
    expect(paymentRetryAt(failed, 1, soon)).toBeNull();
  });

  it('keeps the visit’s place a day after the last retry, never past its start', () => {
    expect(placeKeptUntil(failed, farVisit).toISOString()).toBe('2027-03-09T18:00:00.000Z');
    expect(placeKeptUntil(failed, new Date('2027-03-05T00:00:00Z')).toISOString()).toBe('2027-03-05T00:00:00.000Z');
    expect(placeKeptUntil(failed, new Date('2027-03-03T20:00:00Z')).toISOString()).toBe('2027-03-03T20:00:00.000Z');
  });

  it('places nothing for a plan stopped for payment; resumes on the cadence at a date that can still be booked', () => {
    expect(isDue({ nextVisitDate: '2027-03-10', endsOn: null, paymentStoppedAt: failed }, '2027-03-03')).toBe(false);
    expect(isDue({ nextVisitDate: '2027-03-10', endsOn: null, paymentStoppedAt: null }, '2027-03-03')).toBe(true);
    expect(resumedNextVisit('2027-03-17', 'every_2_weeks', '2027-03-10')).toBe('2027-03-17');
    expect(resumedNextVisit('2027-03-17', 'every_2_weeks', '2027-03-16')).toBe('2027-03-31');
    expect(resumedNextVisit('2027-03-17', 'every_2_weeks', '2027-03-15')).toBe('2027-03-17');
  });
});

describe('failed plan payments, retried (fakes)', () => {
  let test: ReturnType<typeof newPlansTest>;
  beforeEach(() => {
    test = newPlansTest();
  });
  const visitRows = () => test.db.rows(PlanVisitEntity) as PlanVisitEntity[];
  const membershipRow = () => (test.db.rows(PlanMembershipEntity) as PlanMembershipEntity[])[0];

  async function failedVisit() {
    const plan = test.plan();
    await test.plans.join(customer(), plan.id, slot, MONDAY);
    test.state.declines = 'Your card was declined.';
    await test.placement.run(MONDAY);
    return visitRows()[0];
  }

  it('recovers on a retry: the visit is placed and the recovery announced', async () => {
    await failedVisit();
    // Not due yet (a day after the decline at MONDAY 18:00 UTC).
    expect(await test.retries.run(new Date('2027-03-02T12:00:00Z'))).toEqual({ recovered: [], failed: [], stopped: [] });
    test.state.declines = null;
    const report = await test.retries.run(at('2027-03-02'));
    expect(report.recovered).toHaveLength(1);
    expect(visitRows()[0]).toMatchObject({ status: 'placed', paymentRetries: 1, nextPaymentRetryAt: null, note: null });
    expect(test.announced.map((e) => e.name)).toEqual(['plan.joined', 'plan.payment-failed', 'plan.payment-recovered']);
  });

  it('stops the plan after the last retry fails; the visit it could not reach is not retried', async () => {
    await failedVisit();
    // The first visit is two days out: only the 1-day retry comes before it.
    expect(visitRows()[0].nextPaymentRetryAt?.toISOString()).toBe('2027-03-02T18:00:00.000Z');
    expect((await test.retries.run(at('2027-03-02'))).stopped).toHaveLength(1);
    expect(membershipRow().paymentStoppedAt).not.toBeNull();
    expect(visitRows()[0]).toMatchObject({ status: 'payment_failed', paymentRetries: 1, nextPaymentRetryAt: null });
    expect((await test.retries.run(at('2027-03-06'))).failed).toEqual([]);
    expect((await test.placement.run(at('2027-03-10'))).placed).toEqual([]);
  });

  it('two runs at once charge a due retry once', async () => {
    await failedVisit();
    test.state.declines = null;
    const [one, two] = await Promise.all([test.retries.run(at('2027-03-02')), test.retries.run(at('2027-03-02'))]);
    expect(one.recovered.length + two.recovered.length).toBe(1);
    expect(test.holds).toHaveLength(1);
  });

  it('a card update through the link charges the owed visit at once and resumes the plan', async () => {
    const visit = await failedVisit();
    await test.retries.run(at('2027-03-02'));
    const token = test.links.token(membershipRow().id, at('2027-03-09'));
    await expect(refusal(test.cardUpdates.updateCard(customer('someone-else'), token, CARD_ID, at('2027-03-02')))).resolves.toMatchObject({ status: 404 });
    await expect(refusal(test.cardUpdates.updateCard(customer(), token, CARD_ID, at('2027-03-10')))).resolves.toMatchObject({ status: 410, code: 'CARD_LINK_EXPIRED' });
    await expect(refusal(test.cardUpdates.updateCard(customer(), `${token}x`, CARD_ID, at('2027-03-02')))).resolves.toMatchObject({ status: 404, code: 'CARD_LINK_INVALID' });
    test.state.declines = null;
    const updated = await test.cardUpdates.updateCard(customer(), token, CARD_ID, at('2027-03-02'));
    expect(updated.paymentStoppedAt).toBeNull();
    expect(updated.visits.find((v) => v.date === visit.visitDate)).toMatchObject({ status: 'placed', nextPaymentRetryAt: null });
    expect(test.announced.map((e) => e.name).slice(-2)).toEqual(['plan.payment-recovered', 'plan.resumed']);
  });
});
