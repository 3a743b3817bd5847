import { DataSource, In } from 'typeorm';
import { addDays } from '@dd/domain/time-windows';
import type { AdminPlanDto, MembershipDto } from '@dd/contracts/plan';
import type { AdminPlanSummaryDto } from '@dd/contracts/plan-summary';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';
import { UsersService } from '../identity/users/users.service';
import { MessageEntity } from '../messaging/message.entity';
import { StripeStandIn } from '../payments/testing/stripe-stand-in';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { startTwoTestApps, type TestAppPair } from '../testing/test-app';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import type { PlacementReport, PlanVisitPlacement } from './plan-visit-placement';
import { adminWithPlan, planTestEnv } from './testing/plan-setup';

const PASSWORD = 'fifty-password-1';
const CUSTOMERS = 50;
/** Fifty sign-ups, cards and bookings take minutes on a loaded machine (not a figure under test). */
const MINUTES = 60_000;

/**
 * Issue 42's "two instances, 50 customers joining at once for overlapping slots", on MariaDB in
 * Stripe mode (the real SDK against the stand-in): every join is answered, both instances then place
 * the visits at once, every membership gets exactly one first visit (placed, or unplaced with the
 * reason), no DAD is booked twice for one time, and the owner's figures add up to the same counts.
 */
describe('fifty customers joining one plan at once on two instances', () => {
  const standIn = new StripeStandIn();
  let pair: TestAppPair;
  let plan: AdminPlanDto;
  let admin: ReturnType<TestAppPair['one']['agent']>;
  const customers: Array<{ agent: ReturnType<TestAppPair['one']['agent']>; cardId: string }> = [];
  const db = () => pair.one.app.get(DataSource);

  beforeAll(async () => {
    await standIn.start();
    // Fifty-one sign-ins from this one address within minutes (the default allows 50 in 15).
    pair = await startTwoTestApps('mysql', { env: planTestEnv(standIn, 'whsec_fifty', { SIGN_INS_PER_ADDRESS: '100' }) });
    ({ admin, plan } = await adminWithPlan(pair.one, 4, () => ({ name: 'Fifty Fortnightly', minimumVisits: 2, pausesPerYear: 1, terms: 'Two visits at least.' })));
    // Fifty customers, each signed in on one of the two instances with a saved card (five at a time).
    const signUp = async (i: number) => {
      const instance = i % 2 ? pair.two : pair.one;
      const email = `member${i}@fifty.example.com`;
      await pair.one.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Member', lastName: `No${i}`, phone: null, role: 'customer' });
      const agent = instance.agent();
      await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
      const paymentMethodId = standIn.confirmSetupInBrowser(setup.setupIntentId, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
      const card = (await agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body;
      return { agent, cardId: card.id as string };
    };
    for (let i = 0; i < CUSTOMERS; i += 5) customers.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => signUp(i + k)))));
  }, 10 * MINUTES);
  afterAll(async () => {
    await pair?.close();
    await standIn.stop();
  });

  it('answers every join, places each first visit once and books no DAD twice; the figures add up', async () => {
    // All at once, on overlapping slots: Wednesday and Thursday mornings, more than four DADs can take.
    const answers = await Promise.all(
      customers.map(({ agent, cardId }, i) =>
        agent
          .post(`/api/plans/${plan.id}/join`)
          .send({ vehicleType: 'sedan', address: `${i + 1} Main St`, city: 'Irvine', zipCode: '92618', weekday: i % 2 ? 4 : 3, window: 'morning', paymentMethodId: cardId, agreeToTerms: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(customers.map(() => 201));
    const memberships = answers.map((a) => a.body as MembershipDto);
    expect(new Set(memberships.map((m) => m.id)).size).toBe(CUSTOMERS);
    expect(await db().getRepository(PlanMembershipEntity).countBy({ planId: plan.id, status: 'active' })).toBe(CUSTOMERS);

    // Both instances place at once.
    const place = (instance: TestAppPair['one']) => instance.provider<PlanVisitPlacement>('PlanVisitPlacement').run(new Date());
    const reports: PlacementReport[] = await Promise.all([place(pair.one), place(pair.two)]);
    const placed = reports.flatMap((r) => r.placed);
    const unplaced = reports.flatMap((r) => r.unplaced);
    expect(reports.flatMap((r) => r.paymentFailed)).toEqual([]);
    expect(placed.length).toBeGreaterThan(0);

    // Every visit within eight weeks of each membership (four, fortnightly), each once: placed with a
    // booking, or unplaced with the reason.
    const visits = await db().getRepository(PlanVisitEntity).findBy({ membershipId: In(memberships.map((m) => m.id)) });
    expect(visits).toHaveLength(CUSTOMERS * 4);
    expect(placed.length + unplaced.length).toBe(visits.length);
    for (const m of memberships) expect(visits.filter((v) => v.membershipId === m.id).map((v) => v.visitDate).sort()).toEqual([0, 14, 28, 42].map((days) => addDays(m.nextVisitDate, days)));
    expect(visits.filter((v) => v.status === 'placed').map((v) => v.id).sort()).toEqual([...placed].sort());
    for (const visit of visits.filter((v) => v.status === 'unplaced')) expect(visit).toMatchObject({ bookingId: null, note: expect.any(String) });
    // Each visit not placed is the admins' news once (each admin, one email), naming the member to call.
    const admins = await db().getRepository(UserEntity).countBy({ role: 'admin', isActive: true });
    const told = await db().getRepository(MessageEntity).findBy({ kind: 'admin_plan_unplaced', channel: 'email' });
    expect(unplaced.length).toBeGreaterThan(0);
    expect(told).toHaveLength(unplaced.length * admins);
    for (const email of told) expect(email.subject).toMatch(/^Plan visit not booked: Member No\d+, Fifty Fortnightly, /);

    // Each placed visit is one booking with a DAD, held on the card once; no DAD is booked twice for one time.
    const bookings = await db().getRepository(BookingEntity).findBy({ id: In(visits.flatMap((v) => (v.bookingId ? [v.bookingId] : []))) });
    expect(bookings).toHaveLength(placed.length);
    expect(await db().getRepository(BookingEntity).count()).toBe(placed.length);
    // Held on the card once when within six days; the others when their hold comes due (decision 0474).
    for (const booking of bookings) expect(booking).toMatchObject({ status: 'pending', paymentStatus: booking.paymentDueAt ? 'pending' : 'authorized', dadId: expect.any(String) });
    const holds = standIn.requestsTo('POST', '/v1/payment_intents').filter((r) => r.form.off_session === 'true');
    expect(holds.map((r) => r.form['metadata[bookingId]']).sort()).toEqual(bookings.filter((b) => !b.paymentDueAt).map((b) => b.id).sort());
    // Each booking holds its own DAD's 30-minute units for its whole time on site, none shared.
    const claims = await db().getRepository(DadTimeClaimEntity).findBy({ bookingId: In(bookings.map((b) => b.id)) });
    const units = new Set<string>();
    for (const booking of bookings) {
      const own = claims.filter((c) => c.bookingId === booking.id && c.unit >= 0);
      expect(own.every((c) => c.dadId === booking.dadId)).toBe(true);
      expect(own.length).toBeGreaterThanOrEqual(Math.ceil(booking.durationMinutes / 30));
      for (const c of own) units.add(`${c.dadId} ${c.date} ${c.unit}`);
    }
    expect(units.size).toBe(claims.filter((c) => c.unit >= 0).length);
    // And the planned arrivals: one DAD's jobs never overlap.
    const byDad = new Map<string, BookingEntity[]>();
    for (const b of bookings) byDad.set(b.dadId!, [...(byDad.get(b.dadId!) ?? []), b]);
    for (const jobs of byDad.values()) {
      const timed = jobs.filter((b) => b.plannedArrival).sort((a, b) => +a.plannedArrival! - +b.plannedArrival!);
      for (let i = 1; i < timed.length; i++) expect(+timed[i].plannedArrival!).toBeGreaterThanOrEqual(+timed[i - 1].plannedArrival! + timed[i - 1].durationMinutes * 60_000);
    }

    // The owner's figures count the same.
    const summary: AdminPlanSummaryDto = (await admin.get('/api/admin/plans/summary').expect(200)).body;
    expect(summary).toMatchObject({ activeMembers: CUSTOMERS, pausedMembers: 0, failedPayments: 0, churn: { cancelled: 0 } });
    expect(summary.visitsPerDadWeek.flatMap((d) => d.visits).reduce((a, b) => a + b, 0)).toBe(placed.length);
    for (const dad of summary.visitsPerDadWeek) expect(dad.visits.reduce((a, b) => a + b, 0)).toBe(byDad.get(dad.dadId!)?.length);

    // Placing again on either instance adds nothing the same day.
    expect([...(await place(pair.two)).placed, ...(await place(pair.one)).placed]).toEqual([]);
  }, 10 * MINUTES);
});
