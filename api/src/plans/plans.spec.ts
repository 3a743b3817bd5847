import { PlanMembershipEntity } from './plan-membership.entity';
import type { BookingChange } from '../bookings/bookings.events';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlansListeners } from './plans.listeners';
import { cancellationEndsOn, firstVisitDate, pausesLeft, visitAfter } from './plan-rules';
import { CARD_ID, PACKAGE, customer, newPlansTest } from './plans.fakes';

/** Monday 1 March 2027, 10:00 in Orange County. */
const MONDAY = new Date('2027-03-01T18:00:00Z');
const at = (date: string) => new Date(`${date}T18:00:00Z`);
const slot = { vehicleType: 'sedan' as const, carId: null, address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday: 3, window: 'morning' as const, paymentMethodId: CARD_ID, agreeToTerms: true as const };

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

    const report = await test.placement.run(MONDAY);
    expect(report.placed).toHaveLength(1);
    // 8:00 in Orange County, before daylight saving time starts (PST, UTC-8).
    expect(test.bookings).toEqual([
      { id: 'booking-1', customerId: 'customer-1', input: expect.objectContaining({ packageId: PACKAGE.id, vehicleType: 'sedan', zipCode: '92618', scheduledDate: '2027-03-03T16:00:00.000Z' }) },
    ]);
    expect(test.holds).toEqual([{ bookingId: 'booking-1', paymentMethodId: CARD_ID }]);
    expect(visits()).toMatchObject([{ visitDate: '2027-03-03', status: 'placed', bookingId: 'booking-1' }]);
    expect(membership(joined.id).nextVisitDate).toBe('2027-03-17');

    // The next one waits until it is two weeks ahead; then it is placed at 8:00 PDT (UTC-7).
    expect((await test.placement.run(MONDAY)).placed).toEqual([]);
    await test.placement.run(at('2027-03-03'));
    expect(test.bookings.map((b) => b.input.scheduledDate)).toEqual(['2027-03-03T16:00:00.000Z', '2027-03-17T15:00:00.000Z']);
    expect(test.announced.map((e) => e.name)).toEqual(['plan.joined', 'plan.visit-placed', 'plan.visit-placed']);
  });

  it('places a visit once when two instances run at the same time', async () => {
    const plan = test.plan();
    for (const id of ['a', 'b', 'c']) await test.plans.join(customer(id), plan.id, slot, MONDAY);
    const [one, two] = await Promise.all([test.placement.run(MONDAY), test.placement.run(MONDAY)]);
    expect(one.placed.length + two.placed.length).toBe(3);
    expect(test.bookings).toHaveLength(3);
    expect(visits()).toHaveLength(3);
  });

  it('tells why a visit could not be placed or paid, and the plan goes on', async () => {
    const plan = test.plan();
    const joined = await test.plans.join(customer(), plan.id, slot, MONDAY);
    test.state.slotTaken = true;
    expect((await test.placement.run(MONDAY)).unplaced).toHaveLength(1);
    test.state.slotTaken = false;
    test.state.declines = 'Your card was declined.';
    expect((await test.placement.run(at('2027-03-03'))).paymentFailed).toHaveLength(1);
    expect((await test.plans.mine(customer(), MONDAY))[0].visits).toEqual([
      { date: '2027-03-03', status: 'unplaced', bookingId: null, note: 'That time was just taken. Please choose another.' },
      { date: '2027-03-17', status: 'payment_failed', bookingId: 'booking-1', note: 'Your card was declined.' },
    ]);
    expect(membership(joined.id).nextVisitDate).toBe('2027-03-31');
    expect(test.announced.map((e) => e.name)).toEqual(['plan.joined', 'plan.visit-unplaced', 'plan.payment-failed']);
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
    const paused = await test.plans.pause(customer(), id, { visits: 1 }, MONDAY);
    expect(paused).toMatchObject({ status: 'paused', nextVisitDate: '2027-03-17', pausedUntil: '2027-03-17', pausesLeft: 1 });
    expect(await refusal(test.plans.pause(customer(), id, { visits: 2 }, MONDAY))).toMatchObject({ status: 409, code: 'PAUSE_ALLOWANCE_USED', message: 'You can pause 1 more visit this plan year' });

    expect((await test.placement.run(MONDAY)).placed).toEqual([]);
    await test.placement.run(at('2027-03-03'));
    expect(test.bookings.map((b) => b.input.scheduledDate)).toEqual(['2027-03-17T15:00:00.000Z']);
    expect(membership(id)).toMatchObject({ status: 'active', pausedUntil: null, nextVisitDate: '2027-03-31' });
  });

  it('a new slot moves the next visit not yet booked, never sooner than a first visit could be', async () => {
    const plan = test.plan();
    const { id } = await test.plans.join(customer(), plan.id, slot, MONDAY);
    await test.placement.run(MONDAY);
    // Wednesday 3 March is booked; the next, Wednesday 17 March, moves to Friday 19 March, evenings (16:00 PDT).
    expect(await test.plans.changeSlot(customer(), id, { weekday: 5, window: 'evening' }, MONDAY)).toMatchObject({ weekday: 5, window: 'evening', nextVisitDate: '2027-03-19' });
    expect(test.bookings).toHaveLength(1);
    await test.placement.run(at('2027-03-08'));
    expect(test.bookings.map((b) => b.input.scheduledDate)).toEqual(['2027-03-03T16:00:00.000Z', '2027-03-19T23:00:00.000Z']);
    // The next, Friday 2 April, moves to the Monday after it.
    expect(await test.plans.changeSlot(customer(), id, { weekday: 1, window: 'morning' }, at('2027-03-15'))).toMatchObject({ nextVisitDate: '2027-04-05' });
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
