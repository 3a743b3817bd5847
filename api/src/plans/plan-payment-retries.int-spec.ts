import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminMembershipDto, AdminPlanDto, MembershipDto, PlanCardUpdateDto } from '@dd/contracts/plan';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { dayOfWeek } from '@dd/domain/availability';
import { BookingEntity } from '../bookings/booking.entity';
import { UsersService } from '../identity/users/users.service';
import { MessageEntity } from '../messaging/message.entity';
import { StripeStandIn } from '../payments/testing/stripe-stand-in';
import { startTwoTestApps, type TestAppPair } from '../testing/test-app';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import type { PlanPaymentRetries, RetryReport } from './plan-payment-retries';
import type { PlanVisitPlacement } from './plan-visit-placement';
import { adminWithPlan, planTestEnv } from './testing/plan-setup';

const PASSWORD = 'retries-password-1';
const DAY = 24 * 60 * 60 * 1000;
const DECLINED = 'Your card was declined.';

/**
 * Failed plan payments on MariaDB, two API instances, Stripe mode (the real SDK against the local
 * stand-in), decision 0460: a declined visit is retried on its schedule and recovers; when every
 * retry fails the plan stops placing visits until the card is updated through the emailed link,
 * which pays the visit at once and resumes the plan; two instances running the sweep charge once.
 */
describe('failed plan payments retried on MariaDB', () => {
  const standIn = new StripeStandIn();
  let pair: TestAppPair;
  let plan: AdminPlanDto;
  let admin: ReturnType<TestAppPair['one']['agent']>;
  const db = () => pair.one.app.get(DataSource);
  const placeOn = (instance: TestAppPair['one'], now = new Date()) => instance.provider<PlanVisitPlacement>('PlanVisitPlacement').run(now);
  const retryOn = (instance: TestAppPair['one'], now: Date): Promise<RetryReport> => instance.provider<PlanPaymentRetries>('PlanPaymentRetries').run(now);

  /** A customer with a card saved in Payment Methods (a SetupIntent confirmed in the browser). */
  async function member(email: string) {
    const user = await pair.one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Pat', lastName: 'Member', phone: null, role: 'customer' });
    const agent = pair.one.agent();
    await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { user, agent, cardId: await saveCard(agent, '4242') };
  }

  async function saveCard(agent: ReturnType<TestAppPair['one']['agent']>, last4: string): Promise<string> {
    const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    const paymentMethodId = standIn.confirmSetupInBrowser(setup.setupIntentId, { brand: 'visa', last4, exp_month: 12, exp_year: 2034 });
    return (await agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body.id;
  }

  /**
   * Joins with the first visit a week out (all three retries come before it), placed at once; its card,
   * due to be held six days before it (decision 0474), declined then.
   */
  async function declinedMember(email: string) {
    const m = await member(email);
    const weekday = dayOfWeek(addDays(calendarDate(new Date()), 7));
    const membership: MembershipDto = (
      await m.agent
        .post(`/api/plans/${plan.id}/join`)
        .send({ vehicleType: 'sedan', address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday, window: 'afternoon', paymentMethodId: m.cardId, agreeToTerms: true })
        .expect(201)
    ).body;
    await placeOn(pair.one);
    const [placed] = await db().getRepository(PlanVisitEntity).find({ where: { membershipId: membership.id }, order: { visitDate: 'ASC' } });
    standIn.declineOffSession = DECLINED;
    const failedAt = placed.holdDueAt!;
    try {
      expect((await placeOn(pair.two, failedAt)).paymentFailed).toEqual([placed.id]);
    } finally {
      standIn.declineOffSession = null;
    }
    const visit = await db().getRepository(PlanVisitEntity).findOneByOrFail({ id: placed.id });
    return { ...m, membership, visit, failedAt };
  }

  const emailsOf = (userId: string) => db().getRepository(MessageEntity).find({ where: { userId, kind: 'plan_payment_failed', channel: 'email' }, order: { createdAt: 'ASC' } });
  const holdsOf = (bookingId: string) => standIn.requestsTo('POST', '/v1/payment_intents').filter((r) => r.form['metadata[bookingId]'] === bookingId);

  beforeAll(async () => {
    await standIn.start();
    pair = await startTwoTestApps('mysql', { env: planTestEnv(standIn, 'whsec_plan_retries') });
    ({ admin, plan } = await adminWithPlan(pair.one, 4, () => ({ name: 'Weekly Shine', minimumVisits: 2, pausesPerYear: 1, terms: 'Two visits at least.' })));
  });
  afterAll(async () => {
    await pair?.close();
    await standIn.stop();
  });

  it('a declined visit keeps its place, emails a link to update the card, and recovers on a retry', async () => {
    const kim = await declinedMember('kim.retries@example.com');
    expect(kim.visit).toMatchObject({ status: 'payment_failed', note: DECLINED, paymentRetries: 0 });
    expect(kim.visit.nextPaymentRetryAt!.getTime()).toBeGreaterThan(kim.failedAt.getTime() + DAY - 2000);
    // The booking keeps the DAD's time past the last retry (not the 15 unpaid minutes of a checkout).
    const booking = await db().getRepository(BookingEntity).findOneByOrFail({ id: kim.visit.bookingId! });
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(kim.failedAt.getTime() + 5 * DAY);
    const [email] = await emailsOf(kim.user.id);
    expect(email.subject).toBe('Weekly Shine: your payment did not go through');
    expect(email.text).toContain('We will try your card again on');
    expect(email.text).toMatch(/\/customer\/plans\/card\/[\w.-]+/);

    // Not due before a day has passed; then held on the saved card.
    expect(await retryOn(pair.one, new Date(kim.failedAt.getTime() + DAY - 60_000))).toEqual({ recovered: [], failed: [], stopped: [] });
    expect((await retryOn(pair.one, new Date(kim.failedAt.getTime() + DAY + 60_000))).recovered).toEqual([kim.visit.id]);
    expect(await db().getRepository(BookingEntity).findOneByOrFail({ id: booking.id })).toMatchObject({ paymentStatus: 'authorized' });
    const [mine]: MembershipDto[] = (await kim.agent.get('/api/plans/memberships/mine').expect(200)).body;
    expect(mine.visits.find((v) => v.bookingId === booking.id)).toEqual(expect.objectContaining({ status: 'placed', note: null, nextPaymentRetryAt: null }));
    expect(mine.paymentStoppedAt).toBeNull();
  });

  it('every retry declined stops the plan; the card updated through the link pays the visit and resumes it', async () => {
    const lou = await declinedMember('lou.retries@example.com');
    const at = (days: number) => new Date(lou.failedAt.getTime() + days * DAY + 60_000);
    standIn.declineOffSession = DECLINED;
    try {
      expect((await retryOn(pair.one, at(1))).failed).toEqual([lou.visit.id]);
      expect((await retryOn(pair.two, at(3))).failed).toEqual([lou.visit.id]);
      expect((await retryOn(pair.one, at(5))).stopped).toEqual([lou.visit.id]);
    } finally {
      standIn.declineOffSession = null;
    }
    // Each retry a new request on the card (not a replay of the decline before it).
    expect(holdsOf(lou.visit.bookingId!)).toHaveLength(4);
    const stopped = await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: lou.membership.id });
    expect(stopped.paymentStoppedAt).not.toBeNull();
    const emails = await emailsOf(lou.user.id);
    expect(emails).toHaveLength(4);
    expect(emails[3].text).toContain('This was our last try, so no new visits are booked for now.');

    // No visit is placed while stopped, however far the calendar runs (other members' are): only those
    // placed before it (eight weeks ahead), each to be held when due.
    const placedBefore = await db().getRepository(PlanVisitEntity).countBy({ membershipId: lou.membership.id });
    await placeOn(pair.one, at(14));
    expect(await db().getRepository(PlanVisitEntity).countBy({ membershipId: lou.membership.id })).toBe(placedBefore);
    expect((await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: lou.membership.id })).nextVisitDate).toBe(stopped.nextVisitDate);

    // The link: the customer's own plan only, and not a forged one.
    const token = emails[3].text!.match(/\/customer\/plans\/card\/([\w.-]+)/)![1];
    const other = await member('max.retries@example.com');
    await other.agent.get(`/api/plans/card-update/${token}`).expect(404);
    expect((await lou.agent.get(`/api/plans/card-update/${token.slice(0, -2)}xx`).expect(404)).body.code).toBe('CARD_LINK_INVALID');
    const page: PlanCardUpdateDto = (await lou.agent.get(`/api/plans/card-update/${token}`).expect(200)).body;
    expect(page).toMatchObject({ membershipId: lou.membership.id, planName: 'Weekly Shine', paymentStopped: true, visitDate: lou.visit.visitDate, amountDue: expect.stringMatching(/^\d+\.\d{2}$/) });

    // A new card that declines too: the page says so, and no email repeats it.
    const newCard = await saveCard(lou.agent, '1881');
    standIn.declineOffSession = DECLINED;
    try {
      expect((await lou.agent.post(`/api/plans/card-update/${token}`).send({ paymentMethodId: newCard }).expect(402)).body).toMatchObject({ code: 'PAYMENT_FAILED', message: DECLINED });
    } finally {
      standIn.declineOffSession = null;
    }
    expect(await emailsOf(lou.user.id)).toHaveLength(4);

    // Then it goes through: the visit is held on it at once, and the plan resumes.
    const resumed: MembershipDto = (await lou.agent.post(`/api/plans/card-update/${token}`).send({ paymentMethodId: newCard }).expect(201)).body;
    expect(resumed.paymentStoppedAt).toBeNull();
    expect(resumed.visits.find((v) => v.bookingId === lou.visit.bookingId)).toEqual(expect.objectContaining({ status: 'placed', nextPaymentRetryAt: null }));
    expect(await db().getRepository(BookingEntity).findOneByOrFail({ id: lou.visit.bookingId! })).toMatchObject({ paymentStatus: 'authorized' });
    expect(await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: lou.membership.id })).toMatchObject({ paymentMethodId: newCard, paymentStoppedAt: null });

    // Placing resumes with the next visit. (The job runs two weeks on here; bookings judge that visit
    // by the real clock, past their 60-day horizon, so only that it was tried is looked at.)
    const next = (await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: lou.membership.id })).nextVisitDate;
    await placeOn(pair.two, new Date(Date.now() + 14 * DAY));
    const after = await db().getRepository(PlanVisitEntity).findBy({ membershipId: lou.membership.id });
    expect(after).toHaveLength(placedBefore + 1);
    expect(after.map((v) => v.visitDate)).toContain(next);
  });

  it("tells the admins of a stopped plan, whose Retry now charges what it owes and resumes it", async () => {
    const ora = await declinedMember('ora.retries@example.com');
    const retry = (agent: typeof admin) => agent.post(`/api/admin/plans/memberships/${ora.membership.id}/retry-payment`);
    standIn.declineOffSession = DECLINED;
    try {
      for (const days of [1, 3, 5]) await retryOn(pair.one, new Date(ora.failedAt.getTime() + days * DAY + 60_000));
      // The admins hear of the stop once, with what was declined (no email for the retries before it).
      const told = await db().getRepository(MessageEntity).findBy({ kind: 'admin_plan_stopped', channel: 'email' });
      expect(told.filter((m) => m.text?.includes('ora.retries@example.com'))).toEqual([
        expect.objectContaining({ subject: 'Plan stopped for payment: Pat Member, Weekly Shine', text: expect.stringContaining(DECLINED) }),
      ]);
      // Retry now while the card still declines: the card's words, and the plan stays stopped.
      expect((await retry(admin).expect(402)).body).toMatchObject({ code: 'PAYMENT_FAILED', message: DECLINED });
    } finally {
      standIn.declineOffSession = null;
    }
    expect((await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: ora.membership.id })).paymentStoppedAt).not.toBeNull();
    // Only an admin may; then the visit is held and the plan resumes.
    await retry(ora.agent).expect(403);
    const paid: AdminMembershipDto = (await retry(admin).expect(201)).body;
    expect(paid).toMatchObject({ id: ora.membership.id, paymentStoppedAt: null, customer: { email: 'ora.retries@example.com' } });
    expect(paid.visits.find((v) => v.bookingId === ora.visit.bookingId)).toEqual(expect.objectContaining({ status: 'placed', nextPaymentRetryAt: null }));
    expect(await db().getRepository(BookingEntity).findOneByOrFail({ id: ora.visit.bookingId! })).toMatchObject({ paymentStatus: 'authorized' });
    // Nothing is owed any more: nothing to retry.
    expect((await retry(admin).expect(409)).body.code).toBe('PLAN_NOTHING_OWED');
    await admin.post(`/api/admin/plans/memberships/${randomUUID()}/retry-payment`).expect(404);
  });

  it('two instances running the sweep at once charge a due retry once', async () => {
    const ned = await declinedMember('ned.retries@example.com');
    const before = holdsOf(ned.visit.bookingId!).length;
    const due = new Date(ned.failedAt.getTime() + DAY + 60_000);
    const [one, two] = await Promise.all([retryOn(pair.one, due), retryOn(pair.two, due)]);
    expect([...one.recovered, ...two.recovered]).toEqual([ned.visit.id]);
    expect(holdsOf(ned.visit.bookingId!).length - before).toBe(1);
    expect(await db().getRepository(PlanVisitEntity).findOneByOrFail({ id: ned.visit.id })).toMatchObject({ status: 'placed', paymentRetries: 1 });
  });
});
