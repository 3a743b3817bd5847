import { HttpException } from '@nestjs/common';
import { BookingTipEntity } from '../tips/booking-tip.entity';
import { PaymentRefundEntity } from './payment-refund.entity';
import { ADMIN, newPaymentsTest } from '../testing/test-services';

/** What an HTTP error says: its status, its message and, when coded, its code and extra fields. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpException);
  const http = error as HttpException;
  return { status: http.getStatus(), message: http.message, body: http.getResponse() as Record<string, unknown> };
}

const captured = (t: ReturnType<typeof newPaymentsTest>, values = {}) =>
  t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'captured', paymentCapturedCents: 8900, status: 'completed', ...values });

describe('RefundsService.refund', () => {
  it('gives back part, then the rest; fully refunded, the booking says so', async () => {
    const t = newPaymentsTest();
    const b = captured(t);
    const part = await t.refunds.refund(b.id, { amount: '30.00', reason: 'Scratch' }, ADMIN);
    expect(part.message).toBe('Payment partly refunded');
    expect(part.booking).toMatchObject({ paymentStatus: 'captured', refundedAmount: '30.00' });
    const rest = await t.refunds.refund(b.id, { amount: '59.00', reason: 'Scratch' }, ADMIN);
    expect(rest.message).toBe('Payment refunded in full');
    expect(rest.booking).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '89.00' });
    expect(t.gateway.refunds.map((r) => [r.paymentIntentId, r.amountCents])).toEqual([['pi_1', 3000], ['pi_1', 5900]]);
    expect(t.db.rows(PaymentRefundEntity).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(t.audited.map((a) => a.details.fullyRefunded)).toEqual([false, true]);
  });

  it('never refunds more than is left, and says how much is left; the gateway is not asked', async () => {
    const t = newPaymentsTest();
    const b = captured(t, { paymentRefundedCents: 5000 });
    const { status, message, body } = await refusal(t.refunds.refund(b.id, { amount: '39.01', reason: 'Too much' }, ADMIN));
    expect(status).toBe(409);
    expect(message).toBe('A refund cannot be more than what is left of the payment ($39.00)');
    expect(body).toMatchObject({ refundable: '39.00' });
    expect(t.gateway.refunds).toEqual([]);
    expect(t.db.rows(PaymentRefundEntity)).toEqual([]);
    expect(t.stored(b.id).paymentRefundedCents).toBe(5000);
  });

  it('refuses a payment that was never captured', async () => {
    const t = newPaymentsTest();
    const held = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'authorized' });
    expect(await refusal(t.refunds.refund(held.id, { amount: '1.00', reason: 'x' }, ADMIN))).toMatchObject({ status: 409, message: 'Only a captured payment can be refunded' });
  });

  it('a gateway failure gives the reservation back and keeps the failed try', async () => {
    const t = newPaymentsTest();
    const b = captured(t);
    t.gateway.down = true;
    expect((await refusal(t.refunds.refund(b.id, { amount: '89.00', reason: 'x' }, ADMIN))).status).toBe(502);
    expect(t.stored(b.id)).toMatchObject({ paymentStatus: 'captured', paymentRefundedCents: 0 });
    expect(t.db.rows(PaymentRefundEntity).map((r) => r.status)).toEqual(['failed']);
    t.gateway.down = false;
    expect((await t.refunds.refund(b.id, { amount: '89.00', reason: 'x' }, ADMIN)).message).toBe('Payment refunded in full');
  });
});

describe('RefundsService.refundTip', () => {
  const tipped = (t: ReturnType<typeof newPaymentsTest>) => {
    const b = captured(t);
    t.db.seed(BookingTipEntity, { bookingId: b.id, dadId: 'dad-1', amountCents: 1000, status: 'succeeded', paymentIntentId: 'pi_tip', source: 'receipt' });
    return b;
  };

  it('gives back the tip from its own charge, never more than the tip, and leaves the payment alone', async () => {
    const t = newPaymentsTest();
    const b = tipped(t);
    const { status, message } = await refusal(t.refunds.refundTip(b.id, { amount: '10.01', reason: 'x' }, ADMIN));
    expect([status, message]).toEqual([409, 'A refund cannot be more than what is left of the tip ($10.00)']);
    expect((await t.refunds.refundTip(b.id, { amount: '4.00', reason: 'x' }, ADMIN)).message).toBe('Tip partly refunded');
    const rest = await t.refunds.refundTip(b.id, { amount: '6.00', reason: 'x' }, ADMIN);
    expect(rest).toMatchObject({ message: 'Tip refunded in full', tip: { amount: '10.00', refundedAmount: '10.00' } });
    expect(t.gateway.refunds.map((r) => r.paymentIntentId)).toEqual(['pi_tip', 'pi_tip']);
    expect(t.stored(b.id)).toMatchObject({ paymentStatus: 'captured', paymentRefundedCents: 0 });
  });

  it('refuses a booking without a tip', async () => {
    const t = newPaymentsTest();
    const b = captured(t);
    expect(await refusal(t.refunds.refundTip(b.id, { amount: '1.00', reason: 'x' }, ADMIN))).toMatchObject({ status: 409, message: 'This booking has no tip to refund' });
  });
});
