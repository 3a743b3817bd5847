import type { AdminAuditDto } from '@dd/contracts/admin-audit';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { toCents } from '../card-holds';
import { ADMIN, paymentFixtures, type Agent } from '../testing/payment-fixtures';
import { TestPaymentIntentEntity } from '../test-gateway/test-payment-intent.entity';
import { PaymentRefundEntity } from './payment-refund.entity';

/** Refunds on the offline test gateway, on MariaDB: limits, concurrency, audit, receipt, stats. */
describe('refunds in test mode on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let admin: Agent;
  let otherAdmin: Agent;
  const testIntent = (id: string) => fx.db().getRepository(TestPaymentIntentEntity).findOneByOrFail({ id });
  const refund = (agent: Agent, booking: { id: string }, body: Record<string, unknown>) => agent.post(`/api/admin/bookings/${booking.id}/refunds`).send(body);

  /** Held at checkout, the job done, captured by the admin: a payment there is to refund. */
  const captured = async () => fx.completeAndCapture(admin, await fx.holdTestCard(ana.agent, await fx.booking(ana.id, { daysAhead: 0 })));

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    ana = await fx.person('ana@example.com');
    admin = await fx.admin();
    otherAdmin = await fx.admin();
  });
  afterAll(() => server?.close());

  it('refunds part, then the rest, through the gateway; the receipt, the booking and the audit log show it', async () => {
    const booking = await captured();
    const total = toCents(booking.totalAmount);
    expect(booking.paymentCapturedCents).toBe(total);

    await refund(ana.agent, booking, { amount: '10.00', reason: 'no' }).expect(403);
    expect((await refund(admin, booking, { amount: '0', reason: 'Scratch' }).expect(400)).body.message).toBe('The refund must be more than $0.00');
    expect((await refund(admin, booking, { amount: '10.001', reason: 'Scratch' }).expect(400)).body.message).toBe('Enter an amount in dollars, e.g. 25.50');
    expect((await refund(admin, booking, { amount: '10.00', reason: '  ' }).expect(400)).body.message).toBe('Please give a reason for the refund');

    const part = await refund(admin, booking, { amount: 25.5, reason: 'Interior not finished' }).expect(201);
    expect(part.body).toMatchObject({
      message: 'Payment partly refunded',
      refund: { amount: '25.50', reason: 'Interior not finished', status: 'succeeded', refundedBy: { firstName: expect.any(String) } },
      booking: { paymentStatus: 'captured', refundedAmount: '25.50', capturedAmount: booking.totalAmount },
    });
    expect((await testIntent(booking.stripePaymentIntentId!)).refundedCents).toBe(2550);

    const receipt = (await ana.agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body;
    expect(receipt.refunds).toEqual([{ id: part.body.refund.id, amount: '25.50', createdAt: expect.any(String) }]);
    expect(receipt.refundedAmount).toBe('25.50');

    const tooMuch = await refund(admin, booking, { amount: (total / 100).toFixed(2), reason: 'All of it' }).expect(409);
    expect(tooMuch.body).toMatchObject({ code: 'REFUND_TOO_LARGE', refundable: ((total - 2550) / 100).toFixed(2) });

    const rest = await refund(admin, booking, { amount: ((total - 2550) / 100).toFixed(2), reason: 'Customer unhappy' }).expect(201);
    expect(rest.body.message).toBe('Payment refunded in full');
    expect(rest.body.booking).toMatchObject({ paymentStatus: 'refunded', refundedAmount: booking.totalAmount });
    await refund(admin, booking, { amount: '1.00', reason: 'More' }).expect(409);

    const audit: AdminAuditDto[] = (await admin.get('/api/admin/audit').query({ entityType: 'booking', entityId: booking.id }).expect(200)).body;
    expect(audit.map((a) => [a.action, a.details.amount, a.details.reason])).toEqual([
      ['refunded', ((total - 2550) / 100).toFixed(2), 'Customer unhappy'],
      ['refunded', '25.50', 'Interior not finished'],
    ]);
    const listed = (await admin.get(`/api/admin/bookings/${booking.id}/refunds`).expect(200)).body;
    expect(listed.map((r: { amount: string }) => r.amount)).toEqual(['25.50', ((total - 2550) / 100).toFixed(2)]);
  });

  it('two admins refunding at once never give back more than was captured', async () => {
    const booking = await captured();
    const total = toCents(booking.totalAmount);
    const share = ((Math.floor(total * 0.6)) / 100).toFixed(2);
    const responses = await Promise.all([
      refund(admin, booking, { amount: share, reason: 'Admin one' }),
      refund(otherAdmin, booking, { amount: share, reason: 'Admin two' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await fx.reload(booking)).paymentRefundedCents).toBe(toCents(share));
    expect((await testIntent(booking.stripePaymentIntentId!)).refundedCents).toBe(toCents(share));

    // Many small ones at once: exactly as many as fit.
    const small = await captured();
    const smallTotal = toCents(small.totalAmount);
    const piece = Math.ceil(smallTotal / 4);
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => refund(i % 2 ? admin : otherAdmin, small, { amount: (piece / 100).toFixed(2), reason: `Piece ${i}` })));
    const made = many.filter((r) => r.status === 201).length;
    expect(made).toBe(Math.floor(smallTotal / piece));
    expect(many.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect((await fx.reload(small)).paymentRefundedCents).toBe(made * piece);
    expect(await fx.db().getRepository(PaymentRefundEntity).countBy({ bookingId: small.id, status: 'succeeded' })).toBe(made);
  });

  it('a refusal at the gateway gives the amount back and says why', async () => {
    const booking = await captured();
    // Refunded elsewhere meanwhile: the gateway has nothing left to give back.
    await fx.db().getRepository(TestPaymentIntentEntity).update({ id: booking.stripePaymentIntentId! }, { refundedCents: toCents(booking.totalAmount) });
    const refused = await refund(admin, booking, { amount: '5.00', reason: 'Late' }).expect(402);
    expect(refused.body.message).toBe('The refund is more than what is left of this payment.');
    expect((await fx.reload(booking)).paymentRefundedCents).toBe(0);
    expect(await fx.db().getRepository(PaymentRefundEntity).findOneByOrFail({ bookingId: booking.id })).toMatchObject({ status: 'failed' });
  });

  it('refuses a payment that was not captured', async () => {
    const booking = await fx.booking(ana.id);
    expect((await refund(admin, booking, { amount: '5.00', reason: 'x' }).expect(409)).body.message).toBe('Only a captured payment can be refunded');
  });

  it('the dashboard revenue is what was captured less what was refunded', async () => {
    const before = (await admin.get('/api/admin/stats').expect(200)).body;
    const booking = await captured();
    const afterCapture = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(toCents(afterCapture.totalRevenue) - toCents(before.totalRevenue)).toBe(toCents(booking.totalAmount));
    await refund(admin, booking, { amount: '20.00', reason: 'Goodwill' }).expect(201);
    const afterRefund = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(toCents(afterCapture.totalRevenue) - toCents(afterRefund.totalRevenue)).toBe(2000);
    expect(toCents(afterRefund.refundedAmount) - toCents(afterCapture.refundedAmount)).toBe(2000);
  });
});
