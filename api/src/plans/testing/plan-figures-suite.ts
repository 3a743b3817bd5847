import { DataSource } from 'typeorm';
import type { AdminPlanDto, MembershipDto } from '@dd/contracts/plan';
import type { AdminPlanSummaryDto } from '@dd/contracts/plan-summary';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { dayOfWeek } from '@dd/domain/availability';
import { BookingEntity } from '../../bookings/booking.entity';
import { UsersService } from '../../identity/users/users.service';
import { StripeStandIn } from '../../payments/testing/stripe-stand-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabaseKind } from '../../testing/test-database';
import { PlanMembershipEntity } from '../plan-membership.entity';
import { PlanVisitEntity } from '../plan-visit.entity';
import { isoWeekOf } from '../plan-figures';
import type { PlanPaymentRetries } from '../plan-payment-retries';
import type { PlanVisitPlacement } from '../plan-visit-placement';
import { adminWithPlan, planTestEnv } from './plan-setup';

const PASSWORD = 'figures-password-1';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The owner's plan figures (GET /api/admin/plans/summary), for plan-figures.int-spec.ts (SQLite) and
 * plan-figures-mysql.int-spec.ts (MariaDB): the SQL of churn and of plan visits per DAD-week must give
 * the same, exact figures on both databases the API runs on. One file per database, as Passport's
 * serializers are process-wide (one app per test process).
 */
export function describePlanFigures(kind: TestDatabaseKind): void {
  describe(`plan figures on ${kind}`, () => {
    const standIn = new StripeStandIn();
    let server: TestApp;
    let admin: ReturnType<TestApp['agent']>;
    let plan: AdminPlanDto;
    const db = () => server.app.get(DataSource);
    const summary = async () => (await admin.get('/api/admin/plans/summary').expect(200)).body as AdminPlanSummaryDto;

    async function member(email: string) {
      await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Fig', lastName: 'Member', phone: null, role: 'customer' });
      const agent = server.agent();
      await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
      const paymentMethodId = standIn.confirmSetupInBrowser(setup.setupIntentId, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
      const card = (await agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body;
      return { agent, cardId: card.id as string };
    }
    const join = async (email: string, weekday: number) => {
      const m = await member(email);
      const joined = (
        await m.agent
          .post(`/api/plans/${plan.id}/join`)
          .send({ vehicleType: 'sedan', address: '1 Main St', city: 'Irvine', zipCode: '92618', weekday, window: 'morning', paymentMethodId: m.cardId, agreeToTerms: true })
          .expect(201)
      ).body as MembershipDto;
      return { ...m, membership: joined };
    };
    const backdate = (id: string, fields: Partial<Pick<PlanMembershipEntity, 'termsAgreedAt' | 'cancelledAt' | 'nextVisitDate'>>) => db().getRepository(PlanMembershipEntity).update({ id }, fields);

    beforeAll(async () => {
      await standIn.start();
      server = await startTestApp(kind, { env: planTestEnv(standIn, 'whsec_figures') });
      ({ admin, plan } = await adminWithPlan(server, 2, () => ({ name: 'Figures Fortnightly', minimumVisits: 1, pausesPerYear: 2, terms: 'Cancel any time.' })));
    });
    afterAll(async () => {
      await server?.close();
      await standIn.stop();
    });

    it('counts no churn and no visits before anyone joins', async () => {
      expect(await summary()).toMatchObject({ activeMembers: 0, pausedMembers: 0, failedPayments: 0, monthlyRecurringRevenue: '0.00', churn: { periodDays: 30, membersAtStart: 0, cancelled: 0, percent: null }, recovered: { periodDays: 30, payments: 0, amount: '0.00' }, visitsPerDadWeek: [] });
    });

    it('counts members, failed payments, churn over 30 days and placed visits per DAD and ISO week', async () => {
      // Four members on mornings of three weekdays, a fifth whose card will decline (its first visit
      // three days out, so its card is held as it is placed).
      const members = [await join('a@fig.example.com', 2), await join('b@fig.example.com', 3), await join('c@fig.example.com', 3), await join('d@fig.example.com', 4)];
      const declined = await join('e@fig.example.com', dayOfWeek(addDays(calendarDate(new Date()), 3)));
      const placement = server.provider<PlanVisitPlacement>('PlanVisitPlacement');
      // The four's visits eight weeks ahead (four each, fortnightly), the fifth set aside meanwhile...
      await backdate(declined.membership.id, { nextVisitDate: '2999-01-01' });
      expect((await placement.run(new Date())).placed).toHaveLength(16);
      // ...then its first visit, declined (no more visits on that card meanwhile; the four's are placed).
      await backdate(declined.membership.id, { nextVisitDate: declined.membership.nextVisitDate });
      standIn.declineOffSession = 'Your card was declined.';
      try {
        expect(await placement.run(new Date())).toMatchObject({ placed: [], paymentFailed: [expect.any(String)] });
      } finally {
        standIn.declineOffSession = null;
      }


      // A sixth joins now and pauses. Churn: b, c, d and e joined 40 days ago; b cancelled 10 days ago,
      // d 35 days ago (so not a member at the start); a joined today and cancels (not a member at the
      // start either). Of the 3 at the start (b, c, e), 1 cancelled: 33.3%.
      const paused = await join('f@fig.example.com', 6);
      await paused.agent.post(`/api/plans/memberships/${paused.membership.id}/pause`).send({ visits: 1 }).expect(201);
      for (const m of [members[1], members[2], members[3], declined]) await backdate(m.membership.id, { termsAgreedAt: daysAgo(40) });
      await members[1].agent.post(`/api/plans/memberships/${members[1].membership.id}/cancel`).expect(201);
      await members[3].agent.post(`/api/plans/memberships/${members[3].membership.id}/cancel`).expect(201);
      await members[0].agent.post(`/api/plans/memberships/${members[0].membership.id}/cancel`).expect(201);
      await backdate(members[1].membership.id, { cancelledAt: daysAgo(10) });
      await backdate(members[3].membership.id, { cancelledAt: daysAgo(35) });
      // The API's cancellation recorded its moment.
      expect((await db().getRepository(PlanMembershipEntity).findOneByOrFail({ id: members[0].membership.id })).cancelledAt).toBeInstanceOf(Date);

      const figures = await summary();
      expect(figures).toMatchObject({ activeMembers: 2, pausedMembers: 1, failedPayments: 1, churn: { periodDays: 30, membersAtStart: 3, cancelled: 1, percent: '33.3' } });
      // c and e are active sedan members of a fortnightly plan: the member price × 26 / 12 each.
      const visitCents = Math.round(Number(plan.memberPrices.sedan) * 100);
      expect(figures.monthlyRecurringRevenue).toBe(((2 * Math.round((visitCents * 26) / 12)) / 100).toFixed(2));

      const today = calendarDate(new Date());
      // Nine weeks: every visit placed (eight weeks ahead) is in them.
      expect(figures.weeks).toHaveLength(9);
      expect(figures.weeks[0].isoWeek).toBe(isoWeekOf(today));
      expect(figures.weeks[8].startsOn).toBe(addDays(figures.weeks[0].startsOn, 56));
      // The expected grid, worked out here from the rows themselves (after the cancellations, which took
      // the visits placed after each plan's last day): each placed visit's booking's DAD and the visit date's ISO week.
      const end = addDays(figures.weeks[8].startsOn, 7);
      const visits = (await db().getRepository(PlanVisitEntity).findBy({ status: 'placed' })).filter((v) => v.visitDate >= today && v.visitDate < end);
      expect(visits.length).toBeGreaterThan(4);
      const bookings = await db().getRepository(BookingEntity).findBy(visits.map((v) => ({ id: v.bookingId! })));
      const expected = new Map<string, number>();
      for (const visit of visits) {
        const key = `${bookings.find((b) => b.id === visit.bookingId)!.dadId} ${isoWeekOf(visit.visitDate)}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const got = new Map<string, number>();
      for (const dad of figures.visitsPerDadWeek) dad.visits.forEach((n, i) => n && got.set(`${dad.dadId} ${figures.weeks[i].isoWeek}`, n));
      expect(got).toEqual(expected);
      const total = () => summary().then((f) => f.visitsPerDadWeek.flatMap((d) => d.visits).reduce((a, b) => a + b, 0));
      expect(await total()).toBe(visits.length);
      for (const dad of figures.visitsPerDadWeek) expect(dad.name).toMatch(/^Dad No\d$/);

      // A cancelled visit booking leaves the grid.
      await db().getRepository(PlanVisitEntity).update({ id: visits[0].id }, { status: 'cancelled' });
      expect(await total()).toBe(visits.length - 1);

      // The declined visit's retry holds the card: its amount is recovered revenue, the payment no longer failed...
      const visitRows = db().getRepository(PlanVisitEntity);
      const unpaid = await visitRows.findOneByOrFail({ status: 'payment_failed' });
      await visitRows.update({ id: unpaid.id }, { nextPaymentRetryAt: new Date(Date.now() - 1000) });
      expect((await server.provider<PlanPaymentRetries>('PlanPaymentRetries').run(new Date())).recovered).toEqual([unpaid.id]);
      const held = Number((await db().getRepository(BookingEntity).findOneByOrFail({ id: unpaid.bookingId! })).totalAmount);
      expect(held).toBeGreaterThan(0);
      expect(await summary()).toMatchObject({ failedPayments: 0, recovered: { periodDays: 30, payments: 1, amount: held.toFixed(2) } });
      // ...until it is 30 days old.
      await visitRows.update({ id: unpaid.id }, { paymentRecoveredAt: daysAgo(31) });
      expect((await summary()).recovered).toEqual({ periodDays: 30, payments: 0, amount: '0.00' });
    });
  });
}
