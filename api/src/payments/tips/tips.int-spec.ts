import { startTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN, paymentFixtures, type Agent } from '../testing/payment-fixtures';
import type { AdminAuditDto } from '@dd/contracts/admin-audit';
import { PaymentRefundEntity } from '../refunds/payment-refund.entity';
import { TestPaymentIntentEntity } from '../test-gateway/test-payment-intent.entity';
import { BookingTipEntity } from './booking-tip.entity';

/** Tips on the offline test gateway, on MariaDB: a separate off-session charge, once per booking. */
describe('tips on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let dad: { id: string; agent: Agent };
  let admin: Agent;
  const tip = (agent: Agent, booking: { id: string }, amount: unknown, path = `/api/bookings/${booking.id}/tip`) => agent.post(path).send({ amount });
  const charges = (booking: { id: string }) => fx.db().getRepository(TestPaymentIntentEntity).findBy({ bookingId: booking.id, status: 'succeeded' });

  /** Held at checkout on `cardNumber`, the job done by `dad`, captured. */
  const completed = async (cardNumber?: string) =>
    fx.completeAndCapture(admin, await fx.holdTestCard(ana.agent, await fx.booking(ana.id, { daysAhead: 0, dadId: dad.id }), { cardNumber }));

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    ana = await fx.person('ana@example.com');
    dad = await fx.person('dan@example.com', 'dad');
    admin = await fx.admin();
  });
  afterAll(() => server?.close());

  it('charges the saved card separately from the captured hold; the receipt shows it, credited to the DAD', async () => {
    const booking = await completed();
    expect((await tip(ana.agent, booking, '0.50').expect(400)).body.message).toBe('The tip must be at least $1.00');
    expect((await tip(ana.agent, booking, '501').expect(400)).body.message).toBe('A tip can be at most $500.00');
    await tip(ana.agent, booking, 12.5).expect(204);
    const paid = await charges(booking);
    expect(paid.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([1250, Math.round(Number(booking.totalAmount) * 100)].sort((a, b) => a - b));
    expect(paid.find((c) => c.amountCents === 1250)!.id).not.toBe(booking.stripePaymentIntentId);
    expect(await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: booking.id })).toMatchObject({ dadId: dad.id, status: 'succeeded', source: 'receipt' });
    expect((await ana.agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body.tip).toEqual({ amount: '12.50', refundedAmount: '0.00', createdAt: expect.any(String) });
    expect((await tip(ana.agent, booking, '5').expect(409)).body.message).toBe('This booking already has a tip. Thank you!');
  });

  it('at most once per booking, even with the receipt and the DAD’s phone at once', async () => {
    const booking = await completed();
    const answers = await Promise.all([
      tip(ana.agent, booking, '10'),
      tip(dad.agent, booking, '15', `/api/dad/bookings/${booking.id}/tip`),
      tip(ana.agent, booking, '20'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409, 409]);
    expect(await fx.db().getRepository(BookingTipEntity).countBy({ bookingId: booking.id })).toBe(1);
    expect(await charges(booking)).toHaveLength(2);
  });

  it('only after the job, on the customer’s or the assigned DAD’s booking; a declined card can be tried again', async () => {
    const open = await fx.booking(ana.id, { dadId: dad.id });
    expect((await tip(ana.agent, open, '5').expect(409)).body.message).toBe('A tip can be added once the job is completed');
    const other = await fx.person('bea@example.com');
    const booking = await completed('4000000000000341');
    await tip(other.agent, booking, '5').expect(404);
    const declined = await tip(ana.agent, booking, '5').expect(402);
    expect(declined.body.code).toBe('PAYMENT_FAILED');
    expect(await fx.db().getRepository(BookingTipEntity).countBy({ bookingId: booking.id })).toBe(0);
    await tip(ana.agent, booking, '5').expect(402);
  });

  describe('tip refunds', () => {
    const refundTip = (agent: Agent, booking: { id: string }, body: Record<string, unknown>) => agent.post(`/api/admin/bookings/${booking.id}/tip/refunds`).send(body);
    const tipped = async (amount: string) => {
      const booking = await completed();
      await tip(ana.agent, booking, amount).expect(204);
      const row = await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: booking.id });
      return { booking, tipIntentId: row.paymentIntentId! };
    };
    const tipIntent = (id: string) => fx.db().getRepository(TestPaymentIntentEntity).findOneByOrFail({ id });

    it('the admin refunds part of a tip, then the rest, from the tip’s own charge; receipt, details, stats, DAD and audit log show it', async () => {
      const statsBefore = (await admin.get('/api/admin/stats').expect(200)).body;
      const dadBefore = (await dad.agent.get('/api/dad/summary').expect(200)).body;
      const { booking, tipIntentId } = await tipped('20.00');
      await refundTip(ana.agent, booking, { amount: '5.00', reason: 'no' }).expect(403);
      await refundTip(dad.agent, booking, { amount: '5.00', reason: 'no' }).expect(403);
      expect((await refundTip(admin, booking, { amount: '5.00', reason: ' ' }).expect(400)).body.message).toBe('Please give a reason for the refund');

      const part = await refundTip(admin, booking, { amount: '7.50', reason: 'Tipped twice by mistake' }).expect(201);
      expect(part.body).toMatchObject({
        message: 'Tip partly refunded',
        refund: { of: 'tip', amount: '7.50', reason: 'Tipped twice by mistake', status: 'succeeded' },
        tip: { amount: '20.00', refundedAmount: '7.50', source: 'receipt' },
      });
      // From the tip's charge, not the booking's captured payment.
      expect((await tipIntent(tipIntentId)).refundedCents).toBe(750);
      expect((await tipIntent(booking.stripePaymentIntentId!)).refundedCents).toBe(0);
      expect((await fx.reload(booking)).paymentRefundedCents).toBe(0);

      const tooMuch = await refundTip(admin, booking, { amount: '12.51', reason: 'All of it' }).expect(409);
      expect(tooMuch.body).toMatchObject({ code: 'REFUND_TOO_LARGE', refundable: '12.50', message: 'A refund cannot be more than what is left of the tip ($12.50)' });

      const receipt = (await ana.agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body;
      expect(receipt.tip).toEqual({ amount: '20.00', refundedAmount: '7.50', createdAt: expect.any(String) });
      // The payment's refunds stay the payment's.
      expect(receipt.refunds).toEqual([]);
      expect(receipt.refundedAmount).toBe('0.00');
      expect((await admin.get(`/api/admin/bookings/${booking.id}/tip`).expect(200)).body.tip).toMatchObject({ amount: '20.00', refundedAmount: '7.50' });

      const rest = await refundTip(admin, booking, { amount: '12.50', reason: 'Customer asked' }).expect(201);
      expect(rest.body).toMatchObject({ message: 'Tip refunded in full', tip: { refundedAmount: '20.00' } });
      await refundTip(admin, booking, { amount: '1.00', reason: 'More' }).expect(409);
      expect((await tipIntent(tipIntentId)).refundedCents).toBe(2000);

      const listed: Array<{ of: string; amount: string }> = (await admin.get(`/api/admin/bookings/${booking.id}/refunds`).expect(200)).body;
      expect(listed.map((r) => [r.of, r.amount])).toEqual([['tip', '7.50'], ['tip', '12.50']]);
      const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'booking', entityId: booking.id }).expect(200)).body;
      expect(audit.map((a) => [a.action, a.details.amount, a.details.reason])).toEqual([
        ['tip_refunded', '12.50', 'Customer asked'],
        ['tip_refunded', '7.50', 'Tipped twice by mistake'],
      ]);

      // The tip refunded in full: nothing more for the DAD, nor among the period's tips; revenue untouched.
      const statsAfter = (await admin.get('/api/admin/stats').expect(200)).body;
      expect(Number(statsAfter.tipsRefundedAmount) - Number(statsBefore.tipsRefundedAmount)).toBeCloseTo(20, 2);
      expect(statsAfter.tipsAmount).toBe(statsBefore.tipsAmount);
      expect(Number(statsAfter.totalRevenue) - Number(statsBefore.totalRevenue)).toBeCloseTo(Number(booking.totalAmount), 2);
      expect((await dad.agent.get('/api/dad/summary').expect(200)).body.weekTips).toBe(dadBefore.weekTips);
    });

    it('two admins refunding a tip at once never give back more than the tip', async () => {
      const otherAdmin = await fx.admin();
      const { booking, tipIntentId } = await tipped('30.00');
      const answers = await Promise.all([
        refundTip(admin, booking, { amount: '20.00', reason: 'Admin one' }),
        refundTip(otherAdmin, booking, { amount: '20.00', reason: 'Admin two' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect((await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: booking.id })).refundedCents).toBe(2000);
      expect((await tipIntent(tipIntentId)).refundedCents).toBe(2000);

      // Many small ones at once: exactly as many as fit in what is left ($10.00).
      const many = await Promise.all(Array.from({ length: 6 }, (_, i) => refundTip(i % 2 ? admin : otherAdmin, booking, { amount: '3.00', reason: `Piece ${i}` })));
      expect(many.filter((a) => a.status === 201)).toHaveLength(3);
      expect(many.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
      expect((await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: booking.id })).refundedCents).toBe(2900);
      expect((await tipIntent(tipIntentId)).refundedCents).toBe(2900);
      expect(await fx.db().getRepository(PaymentRefundEntity).countBy({ bookingId: booking.id, status: 'succeeded' })).toBe(4);
    });

    it('a booking without a tip has none to refund; a refusal at the gateway gives the amount back', async () => {
      const booking = await completed();
      expect((await refundTip(admin, booking, { amount: '5.00', reason: 'x' }).expect(409)).body.message).toBe('This booking has no tip to refund');
      expect((await admin.get(`/api/admin/bookings/${booking.id}/tip`).expect(200)).body).toEqual({ tip: null });

      const { booking: other, tipIntentId } = await tipped('10.00');
      await fx.db().getRepository(TestPaymentIntentEntity).update({ id: tipIntentId }, { refundedCents: 1000 });
      expect((await refundTip(admin, other, { amount: '4.00', reason: 'Late' }).expect(402)).body.message).toBe('The refund is more than what is left of this payment.');
      expect((await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: other.id })).refundedCents).toBe(0);
    });
  });
});
