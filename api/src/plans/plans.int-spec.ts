import { DataSource } from 'typeorm';
import type { BookingEventDto } from '@dd/contracts/booking';
import type { AdminMembershipDto, AdminPlanDto, MembershipDto } from '@dd/contracts/plan';
import { BookingEntity } from '../bookings/booking.entity';
import { UsersService } from '../identity/users/users.service';
import { MessageEntity } from '../messaging/message.entity';
import { StripeStandIn } from '../payments/testing/stripe-stand-in';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { startTwoTestApps, type TestAppPair } from '../testing/test-app';
import { PlanVisitEntity } from './plan-visit.entity';
import { dayOfWeek } from '@dd/domain/availability';
import { addDays, calendarDate, upcomingWindows } from '@dd/domain/time-windows';
import { PLACE_AHEAD_DAYS } from './plan-rules';
import type { PlacementReport, PlanVisitPlacement } from './plan-visit-placement';
import { adminWithPlan, planTestEnv } from './testing/plan-setup';

const PASSWORD = 'plans-password-1';
/** A price less some cents, as the API writes money ("79.99"). */
const less = (price: string, cents: number) => ((Math.round(Number(price) * 100) - cents) / 100).toFixed(2);

/**
 * Maintenance plans on MariaDB, two API instances, Stripe mode (the real SDK against the local
 * stand-in): a customer joins with a saved card, both instances place visits at once and each visit
 * is booked and held once, a declined card is told, pause and cancellation change the plan only.
 */
describe('maintenance plans on MariaDB', () => {
  const standIn = new StripeStandIn();
  let pair: TestAppPair;
  let admin: ReturnType<TestAppPair['one']['agent']>;
  let plan: AdminPlanDto;
  const db = () => pair.one.app.get(DataSource);
  const placeOn = (instance: TestAppPair['one']) => instance.provider<PlanVisitPlacement>('PlanVisitPlacement').run(new Date());

  /** A customer with a card saved in Payment Methods (a SetupIntent confirmed in the browser). */
  async function member(email: string) {
    const user = await pair.one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Pat', lastName: 'Member', phone: null, role: 'customer' });
    const agent = pair.one.agent();
    await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    const paymentMethodId = standIn.confirmSetupInBrowser(setup.setupIntentId, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    const card = (await agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body;
    return { user, agent, cardId: card.id as string };
  }

  const join = (m: Awaited<ReturnType<typeof member>>, weekday: number, window = 'morning') =>
    m.agent
      .post(`/api/plans/${plan.id}/join`)
      .send({ vehicleType: 'sedan', address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday, window, paymentMethodId: m.cardId, agreeToTerms: true })
      .expect(201)
      .then((response) => response.body as MembershipDto);

  beforeAll(async () => {
    await standIn.start();
    pair = await startTwoTestApps('mysql', { env: planTestEnv(standIn, 'whsec_plans') });
    ({ admin, plan } = await adminWithPlan(pair.one, 6, (first) => ({
      name: 'Fortnightly Fresh',
      minimumVisits: 4,
      pausesPerYear: 2,
      terms: 'Four visits at least; cancel any time after.',
      memberPrices: { sedan: less(first.basePriceSedans, 1001), suv: less(first.basePriceSuvs, 500), truck: less(first.basePriceTrucks, 500) },
      addOnDiscountPercent: 15,
    })));
  });
  afterAll(async () => {
    await pair?.close();
    await standIn.stop();
  });

  it('shows the plan publicly and refuses a join without the terms or with another’s card', async () => {
    const offered = (await pair.two.agent().get('/api/plans').expect(200)).body;
    expect(offered).toEqual([expect.objectContaining({ id: plan.id, name: 'Fortnightly Fresh', interval: 'every_2_weeks', savings: { sedan: '10.01', suv: '5.00', truck: '5.00' }, addOnDiscountPercent: 15 })]);
    const ana = await member('ana.plans@example.com');
    const bo = await member('bo.plans@example.com');
    const body = { vehicleType: 'sedan', address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday: 2, window: 'morning', paymentMethodId: ana.cardId };
    expect((await ana.agent.post(`/api/plans/${plan.id}/join`).send(body).expect(400)).body.message).toBe('Please agree to the plan terms');
    await bo.agent.post(`/api/plans/${plan.id}/join`).send({ ...body, agreeToTerms: true }).expect(404);
    await pair.one.agent().post(`/api/plans/${plan.id}/join`).send({ ...body, agreeToTerms: true }).expect(401);
  });

  it('two instances placing at once book each member’s visits eight weeks ahead once, and hold each card when due', async () => {
    const members = await Promise.all(['cy', 'di', 'ed', 'flo', 'gus', 'hal'].map((name) => member(`${name}.plans@example.com`)));
    // Overlapping slots: three on one morning, three on another day's afternoon.
    const joined = await Promise.all(members.map((m, i) => join(m, i < 3 ? 3 : 4, i < 3 ? 'morning' : 'afternoon')));

    const reports: PlacementReport[] = await Promise.all([placeOn(pair.one), placeOn(pair.two)]);
    const placed = reports.flatMap((r) => r.placed);
    expect(reports.flatMap((r) => [...r.unplaced, ...r.paymentFailed])).toEqual([]);

    // Every visit within eight weeks: four of a fortnightly plan (five when the first is that near a week out).
    const visits = await db().getRepository(PlanVisitEntity).find({ where: joined.map((m) => ({ membershipId: m.id })), order: { visitDate: 'ASC' } });
    expect(visits.map((v) => v.id).sort()).toEqual([...placed].sort());
    const horizon = addDays(calendarDate(new Date()), PLACE_AHEAD_DAYS);
    for (const m of joined) {
      const own = visits.filter((v) => v.membershipId === m.id);
      expect(own.map((v) => v.visitDate)).toEqual(Array.from({ length: own.length }, (_, i) => addDays(m.nextVisitDate, 14 * i)));
      expect(addDays(own.at(-1)!.visitDate, 14) > horizon).toBe(true);
    }
    const bookings = await db().getRepository(BookingEntity).findBy(visits.map((v) => ({ id: v.bookingId! })));
    expect(bookings).toHaveLength(visits.length);
    // Each at the member price for a sedan, to the cent (PlanVisitPricing through bookings' pricing port);
    // held now when within six days, else booked with its hold due six days before (decision 0474).
    for (const booking of bookings) {
      const visit = visits.find((v) => v.bookingId === booking.id)!;
      const near = visit.holdDueAt === null;
      expect(booking).toMatchObject({ status: 'pending', paymentStatus: near ? 'authorized' : 'pending', dadId: expect.any(String), totalAmount: plan.memberPrices.sedan });
      if (!near) expect(booking.paymentDueAt!.getTime()).toBe(visit.holdDueAt!.getTime());
    }
    // Each visit claimed its DAD's time as any booking does (a claim is unique per DAD and time unit,
    // so no DAD has two visits at once; two visits may share one arrival window, one after the other).
    const claims = await db().getRepository(DadTimeClaimEntity).findBy(bookings.map((b) => ({ bookingId: b.id })));
    for (const booking of bookings) expect(claims.filter((c) => c.bookingId === booking.id && c.dadId === booking.dadId).length).toBeGreaterThan(0);
    // The near ones held off-session on the saved card, once.
    const heldNow = bookings.filter((b) => b.paymentStatus === 'authorized').map((b) => b.id);
    const holds = () => standIn.requestsTo('POST', '/v1/payment_intents').filter((r) => r.form.off_session === 'true');
    expect(holds().map((r) => r.form['metadata[bookingId]']).sort()).toEqual(heldNow.sort());
    expect(new Set(holds().map((r) => r.form.amount))).toEqual(new Set([String(Math.round(Number(plan.memberPrices.sedan) * 100))]));
    // The customer and the DAD are told of every visit now: those held later say when the card will be.
    const received = await db().getRepository(MessageEntity).findBy({ userId: members[0].user.id, kind: 'booking_received', channel: 'email' });
    expect(received).toHaveLength(visits.filter((v) => v.membershipId === joined[0].id).length);
    expect(received.filter((e) => e.text?.includes('We will hold the amount on your saved card on'))).toHaveLength(
      visits.filter((v) => v.membershipId === joined[0].id && v.holdDueAt !== null).length,
    );

    // Again, on either instance: nothing more the same day.
    expect([...(await placeOn(pair.two)).placed, ...(await placeOn(pair.one)).placed]).toEqual([]);
    const mine: MembershipDto[] = (await members[0].agent.get('/api/plans/memberships/mine').expect(200)).body;
    expect(mine[0].visits[0]).toEqual({ date: visits.find((v) => v.membershipId === mine[0].id)!.visitDate, status: 'placed', bookingId: expect.any(String), note: null, nextPaymentRetryAt: null });

    // When the next holds come due, both instances at once hold each card once; its email is not sent again.
    const later = visits.filter((v) => v.holdDueAt !== null);
    const dueAt = new Date(Math.min(...later.map((v) => v.holdDueAt!.getTime())) + 60_000);
    const dueNow = later.filter((v) => v.holdDueAt! <= dueAt).map((v) => v.id);
    const held = await Promise.all([pair.one, pair.two].map((instance) => instance.provider<PlanVisitPlacement>('PlanVisitPlacement').run(dueAt)));
    expect(held.flatMap((r) => r.held).sort()).toEqual(dueNow.sort());
    expect(holds()).toHaveLength(heldNow.length + dueNow.length);
    const nowHeld = await db().getRepository(BookingEntity).findBy(later.filter((v) => dueNow.includes(v.id)).map((v) => ({ id: v.bookingId! })));
    for (const booking of nowHeld) expect(booking.paymentStatus).toBe('authorized');
    // Visits placed ahead are not checkouts waiting for a card: the member (three of them unpaid) books a one-off as anyone.
    const slot = upcomingWindows(new Date(), { days: 30, minAdvanceHours: 50 }).filter((s) => s.bookable)[7];
    const oneOff = { vehicleType: 'suv', packageId: plan.package.id, address: '9 Side St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start };
    expect(await db().getRepository(BookingEntity).countBy({ customerId: members[0].user.id, paymentStatus: 'pending' })).toBeGreaterThanOrEqual(3);
    const own = await members[0].agent.post('/api/bookings').send(oneOff).expect(201);
    // Their histories: the plan's visits were made automatically, the one-off by the member.
    const maker = async (bookingId: string) => ((await members[0].agent.get(`/api/bookings/${bookingId}/events`).expect(200)).body as BookingEventDto[]).find((e) => e.type === 'created')?.actorRole;
    expect(await maker(visits.find((v) => v.membershipId === joined[0].id)!.bookingId!)).toBe('system');
    expect(await maker(own.body.id)).toBe('customer');

    // One booking email per visit (those placed by these runs too), none again for a hold.
    const visitsNow = await db().getRepository(PlanVisitEntity).countBy({ membershipId: joined[0].id });
    expect(await db().getRepository(MessageEntity).countBy({ userId: members[0].user.id, kind: 'booking_received', channel: 'email' })).toBe(visitsNow);
  });

  it('a declined card is told on the visit; a cancelled visit booking is a cancelled visit; the plan goes on', async () => {
    const ivy = await member('ivy.plans@example.com');
    const membership = await join(ivy, 5);
    standIn.declineOffSession = 'Your card was declined.';
    try {
      expect((await placeOn(pair.two)).paymentFailed).toHaveLength(1);
    } finally {
      standIn.declineOffSession = null;
    }
    let [mine]: MembershipDto[] = (await ivy.agent.get('/api/plans/memberships/mine').expect(200)).body;
    expect(mine.visits).toEqual([expect.objectContaining({ status: 'payment_failed', note: 'Your card was declined.' })]);
    expect(mine.nextVisitDate > membership.nextVisitDate).toBe(true);

    // The customer cancels that visit's booking: bookings announce it, plans mark the visit.
    await ivy.agent.post(`/api/bookings/${mine.visits[0].bookingId}/cancel`).send({}).expect(200);
    [mine] = (await ivy.agent.get('/api/plans/memberships/mine').expect(200)).body;
    expect(mine.visits[0].status).toBe('cancelled');
    expect(mine.status).toBe('active');
  });

  it('a pause, a new slot and a cancellation move every visit not yet held; the admin sees every member and the monthly revenue', async () => {
    const jo = await member('jo.plans@example.com');
    const membership = await join(jo, 1);
    const live = async () => {
      const visits = await db().getRepository(PlanVisitEntity).find({ where: { membershipId: membership.id }, order: { visitDate: 'ASC' } });
      const bookings = await db().getRepository(BookingEntity).findBy(visits.map((v) => ({ id: v.bookingId! })));
      expect(bookings.every((b) => b.status === 'pending')).toBe(true);
      return visits.map((v) => v.visitDate);
    };
    const cancelledBookings = () => db().getRepository(BookingEntity).countBy({ customerId: jo.user.id, status: 'cancelled' });

    // Two visits skipped; the plan's visits from the one it resumes on are placed at once, eight weeks ahead.
    const paused: MembershipDto = (await jo.agent.post(`/api/plans/memberships/${membership.id}/pause`).send({ visits: 2 }).expect(201)).body;
    expect(paused).toMatchObject({ status: 'paused', pausesLeft: 0, pausedUntil: addDays(membership.nextVisitDate, 28) });
    const resumed = await live();
    expect(resumed[0]).toBe(paused.pausedUntil);
    expect(paused.visits.map((v) => v.date)).toEqual(resumed);
    expect((await jo.agent.post(`/api/plans/memberships/${membership.id}/pause`).send({ visits: 1 }).expect(409)).body.code).toBe('PAUSE_ALLOWANCE_USED');

    // A new slot: those visits (none held yet) are cancelled and placed again on Saturdays.
    const moved: MembershipDto = (await jo.agent.post(`/api/plans/memberships/${membership.id}/slot`).send({ weekday: 6, window: 'evening' }).expect(201)).body;
    expect(moved).toMatchObject({ weekday: 6, window: 'evening', status: 'paused' });
    const onSaturdays = await live();
    expect(onSaturdays.length).toBeGreaterThan(0);
    for (const date of [...onSaturdays, moved.nextVisitDate]) expect(dayOfWeek(date)).toBe(6);
    expect(onSaturdays[0] >= resumed[0]).toBe(true);
    expect(await cancelledBookings()).toBe(resumed.length);

    // Cancelled: it ends after the minimum term; a visit placed after that day is cancelled with it.
    const { endsOn } = (await jo.agent.get(`/api/plans/memberships/${membership.id}/cancellation`).expect(200)).body;
    const cancelled: MembershipDto = (await jo.agent.post(`/api/plans/memberships/${membership.id}/cancel`).expect(201)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', endsOn });
    expect(endsOn > membership.nextVisitDate).toBe(true);
    expect(await live()).toEqual(onSaturdays.filter((date) => date <= endsOn));
    expect(await cancelledBookings()).toBe(resumed.length + onSaturdays.filter((date) => date > endsOn).length);

    // Each change emailed once, in the change's transaction.
    const emails = await db().getRepository(MessageEntity).find({ where: { userId: jo.user.id, kind: 'plan_changed', channel: 'email' }, order: { createdAt: 'ASC' } });
    expect(emails.map((e) => e.subject)).toEqual(['You joined Fortnightly Fresh', 'Fortnightly Fresh is paused', 'Fortnightly Fresh: your new day and time', 'Fortnightly Fresh is cancelled']);
    expect(emails[3].text).toContain('Your plan ends on');

    const members: AdminMembershipDto[] = (await admin.get('/api/admin/plans/members').expect(200)).body;
    expect(members.find((m) => m.id === membership.id)).toMatchObject({ status: 'cancelled', customer: { email: 'jo.plans@example.com' } });
    const plans: AdminPlanDto[] = (await admin.get('/api/admin/plans').expect(200)).body;
    // Seven active members on a fortnightly plan of the first package, sedans: the member price × 26 / 12 each.
    const price = Math.round(Number(plan.memberPrices.sedan) * 100);
    expect(plans.find((p) => p.id === plan.id)).toMatchObject({ activeMembers: 7, monthlyRecurringRevenue: ((7 * Math.round((price * 26) / 12)) / 100).toFixed(2) });
    await jo.agent.get('/api/admin/plans/members').expect(403);
  });
});
