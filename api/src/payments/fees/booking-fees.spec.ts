import { HttpException } from '@nestjs/common';
import { newPaymentsTest, ADMIN } from '../testing/test-services';

const AGREED = new Date('2026-03-01T10:00:00Z');

/** A held $89.00 booking whose customer agreed to the fee policy, with the hold at the fake gateway. */
async function heldBooking(t: ReturnType<typeof newPaymentsTest>, values = {}) {
  const intent = await t.gateway.createIntent({ amountCents: 8900, customerId: 'cus_fake', bookingId: 'b', description: '', idempotencyKey: `k${Math.random()}` });
  t.gateway.hold(intent.id);
  return t.booking({ stripePaymentIntentId: intent.id, paymentStatus: 'authorized', feePolicyAgreedAt: AGREED, ...values });
}

describe('BookingFees.quote', () => {
  it('quotes the settings’ fee on the booking’s total: 25% late, 50% no-show by default', async () => {
    const t = newPaymentsTest();
    const b = await heldBooking(t);
    expect(await t.fees.quote(b, 'late_cancel')).toBe(2225);
    expect(await t.fees.quote(b, 'no_show')).toBe(4450);
  });

  it('quotes a fixed fee, never more than the total', async () => {
    const t = newPaymentsTest({ lateCancelFeeType: 'fixed', lateCancelFeeAmount: '20.00', noShowFeeType: 'fixed', noShowFeeAmount: '120.00' });
    const b = await heldBooking(t);
    expect(await t.fees.quote(b, 'late_cancel')).toBe(2000);
    expect(await t.fees.quote(b, 'no_show')).toBe(8900);
  });

  it('quotes nothing without the customer’s agreement, without a standing hold, or for a zero fee', async () => {
    const t = newPaymentsTest();
    expect(await t.fees.quote(await heldBooking(t, { feePolicyAgreedAt: null }), 'late_cancel')).toBeNull();
    expect(await t.fees.quote(await heldBooking(t, { paymentStatus: 'captured' }), 'late_cancel')).toBeNull();
    expect(await t.fees.quote(await heldBooking(t, { paymentStatus: 'failed' }), 'no_show')).toBeNull();
    expect(await t.fees.quote(t.booking({ paymentStatus: 'authorized', feePolicyAgreedAt: AGREED }), 'late_cancel')).toBeNull();
    const free = newPaymentsTest({ lateCancelFeeType: 'fixed', lateCancelFeeAmount: '0.00' });
    expect(await free.fees.quote(await heldBooking(free), 'late_cancel')).toBeNull();
  });
});

describe('BookingFees.charge', () => {
  it('captures the recorded fee from the hold once: the ledger, an event, the customer told', async () => {
    const t = newPaymentsTest();
    const b = await heldBooking(t, { feeKind: 'late_cancel', feeCents: 2225, status: 'cancelled' });
    await t.fees.charge(b.id, ADMIN);
    await t.fees.charge(b.id, ADMIN);
    expect(t.gateway.captures).toEqual([{ id: b.stripePaymentIntentId, amountCents: 2225, idempotencyKey: `booking:${b.id}:capture-fee:0` }]);
    expect(t.stored(b.id)).toMatchObject({ paymentStatus: 'captured', paymentCapturedCents: 2225 });
    expect(t.eventsOf(b.id).map((e) => e.details)).toEqual([{ paymentStatus: 'captured', fee: 'late_cancel', amountCents: 2225 }]);
    expect(t.told).toEqual([{ what: 'feeCharged', bookingId: b.id }]);
  });

  it('charges nothing when the booking records no fee or holds no card', async () => {
    const t = newPaymentsTest();
    const none = await heldBooking(t);
    const released = await heldBooking(t, { feeKind: 'no_show', feeCents: 4450, paymentStatus: 'refunded' });
    await t.fees.charge(none.id, ADMIN);
    await t.fees.charge(released.id, ADMIN);
    expect(t.gateway.captures).toEqual([]);
    expect(t.stored(none.id).paymentStatus).toBe('authorized');
  });

  it('a hold that ended cannot be charged: the booking is marked lapsed and the caller hears 409', async () => {
    const t = newPaymentsTest();
    const b = await heldBooking(t, { feeKind: 'no_show', feeCents: 4450 });
    t.gateway.lapse(b.stripePaymentIntentId!);
    const error = await t.fees.charge(b.id, ADMIN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(409);
    expect((error as HttpException).message).toMatch(/card hold has ended/);
    expect(t.stored(b.id)).toMatchObject({ paymentStatus: 'failed', paymentIssue: 'The card hold ended before the fee was charged' });
    expect(t.told).toEqual([]);
  });
});
