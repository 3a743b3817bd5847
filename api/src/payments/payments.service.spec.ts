import { HttpException } from '@nestjs/common';
import { BookingEntity } from '../bookings/booking.entity';
import { ADMIN, newPaymentsTest } from './testing/test-services';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpException);
  return { status: (error as HttpException).getStatus(), message: (error as HttpException).message };
}

type Test = ReturnType<typeof newPaymentsTest>;

/** A booking whose card form held the card (the intent at the gateway, the booking authorized), then moved on to `values`. */
async function heldBooking(t: Test, values: Partial<BookingEntity> = {}) {
  const customer = t.customer();
  const booking = t.booking({ customerId: customer.id });
  const { paymentIntentId } = await t.payments.createIntent(customer, { bookingId: booking.id });
  t.gateway.hold(paymentIntentId);
  await t.payments.confirmPayment(customer, booking.id);
  if (Object.keys(values).length) await t.db.manager.update(BookingEntity, { id: booking.id }, values);
  return { customer, booking: t.stored(booking.id) };
}

describe('PaymentsService: paying', () => {
  it('an intent for the booking’s own total, reused while it can still be confirmed', async () => {
    const t = newPaymentsTest();
    const customer = t.customer();
    const booking = t.booking({ customerId: customer.id, totalAmount: '129.50' });
    const first = await t.payments.createIntent(customer, { bookingId: booking.id });
    const again = await t.payments.createIntent(customer, { bookingId: booking.id });
    expect(again).toEqual(first);
    expect(t.gateway.intents.get(first.paymentIntentId)).toMatchObject({ amountCents: 12950 });
    expect(t.stored(booking.id)).toMatchObject({ stripePaymentIntentId: first.paymentIntentId, paymentAttempt: 1 });
  });

  it('a changed total retires the old intent and makes a new one', async () => {
    const t = newPaymentsTest();
    const customer = t.customer();
    const booking = t.booking({ customerId: customer.id });
    const first = await t.payments.createIntent(customer, { bookingId: booking.id });
    await t.db.manager.update(BookingEntity, { id: booking.id }, { totalAmount: '99.00' });
    const second = await t.payments.createIntent(customer, { bookingId: booking.id });
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(t.gateway.intents.get(first.paymentIntentId)?.status).toBe('canceled');
    expect(t.stored(booking.id)).toMatchObject({ stripePaymentIntentId: second.paymentIntentId, paymentAttempt: 2 });
  });

  it('refuses to take payment for a paid, cancelled or too small booking, and hides others’ bookings', async () => {
    const t = newPaymentsTest();
    const customer = t.customer();
    const pay = (values: object) => refusal(t.payments.createIntent(customer, { bookingId: t.booking({ customerId: customer.id, ...values }).id }));
    expect(await pay({ paymentStatus: 'authorized' })).toEqual({ status: 409, message: 'This booking has already been paid' });
    expect(await pay({ status: 'cancelled' })).toEqual({ status: 409, message: 'This booking can no longer be paid' });
    expect(await pay({ totalAmount: '0.49' })).toEqual({ status: 409, message: 'This booking has nothing to pay by card' });
    expect(await refusal(t.payments.createIntent(t.customer(), { bookingId: t.booking().id }))).toMatchObject({ status: 404 });
    expect(t.gateway.intents.size).toBe(0);
  });

  it('confirming records the hold, saves the card, and is harmless to repeat', async () => {
    const t = newPaymentsTest();
    const { customer, booking } = await heldBooking(t);
    expect(booking.paymentStatus).toBe('authorized');
    expect(t.savedCards).toEqual([{ userId: customer.id, paymentMethodId: 'pm_fake_card' }]);
    expect((await t.payments.confirmPayment(customer, booking.id)).paymentStatus).toBe('authorized');
    expect(t.told.filter((x) => x.what === 'bookingReceived')).toHaveLength(1);
  });

  it('a declined card leaves the booking failed with the provider’s words (402)', async () => {
    const t = newPaymentsTest();
    const customer = t.customer();
    const booking = t.booking({ customerId: customer.id });
    const { paymentIntentId } = await t.payments.createIntent(customer, { bookingId: booking.id });
    t.gateway.set(paymentIntentId, { lastError: 'Your card has insufficient funds.' });
    expect(await refusal(t.payments.confirmPayment(customer, booking.id))).toEqual({ status: 402, message: 'Your card has insufficient funds.' });
    expect(t.stored(booking.id).paymentStatus).toBe('failed');
  });

  it('a saved card declined at checkout leaves the booking failed; another card may be tried', async () => {
    const t = newPaymentsTest();
    const customer = t.customer();
    const booking = t.booking({ customerId: customer.id });
    t.gateway.declines = 'Your card was declined.';
    expect(await refusal(t.payments.payWithSavedCard(customer, booking.id, { paymentMethodId: 'card-1' }))).toEqual({ status: 402, message: 'Your card was declined.' });
    expect(t.stored(booking.id).paymentStatus).toBe('failed');
    t.gateway.declines = null;
    expect(await t.payments.payWithSavedCard(customer, booking.id, { paymentMethodId: 'card-2' })).toMatchObject({ paymentStatus: 'authorized' });
  });
});

describe('PaymentsService: capture and release', () => {
  it('captures the total once the job is completed, once', async () => {
    const t = newPaymentsTest();
    const { booking } = await heldBooking(t, { status: 'completed' });
    const body = { bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId! };
    expect((await t.payments.capture(body, ADMIN)).message).toBe('Payment captured');
    expect((await t.payments.capture(body, ADMIN)).message).toBe('Payment already captured');
    expect(t.gateway.captures.map((c) => c.amountCents)).toEqual([8900]);
    expect(t.stored(booking.id)).toMatchObject({ paymentStatus: 'captured', paymentCapturedCents: 8900 });
    expect(t.eventsOf(booking.id).map((e) => e.details)).toEqual([{ paymentStatus: 'captured' }]);
  });

  it('refuses to capture before the job is done, another intent, or a payment not held', async () => {
    const t = newPaymentsTest();
    const { booking } = await heldBooking(t, { status: 'confirmed' });
    const capture = (values: object) => refusal(t.payments.capture({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId!, ...values }, ADMIN));
    expect(await capture({})).toEqual({ status: 409, message: 'A payment is captured after the job is completed' });
    expect((await capture({ paymentIntentId: 'pi_other' })).status).toBe(409);
    const pending = t.booking({ stripePaymentIntentId: 'pi_x', status: 'completed' });
    expect(await refusal(t.payments.capture({ bookingId: pending.id, paymentIntentId: 'pi_x' }, ADMIN))).toEqual({
      status: 409,
      message: 'Only an authorized payment can be captured; this one is pending',
    });
    expect(t.gateway.captures).toEqual([]);
  });

  it('a hold that lapsed cannot be captured: the booking is marked failed', async () => {
    const t = newPaymentsTest();
    const { booking } = await heldBooking(t, { status: 'completed' });
    t.gateway.lapse(booking.stripePaymentIntentId!);
    const { status } = await refusal(t.payments.capture({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId! }, ADMIN));
    expect(status).toBe(409);
    expect(t.stored(booking.id)).toMatchObject({ paymentStatus: 'failed', paymentIssue: 'The card hold ended before the payment was captured' });
  });

  it('releases a hold once, and refuses once the money was captured', async () => {
    const t = newPaymentsTest();
    const { booking } = await heldBooking(t);
    expect((await t.payments.release(booking.id)).message).toBe('Card hold released');
    expect((await t.payments.release(booking.id)).message).toBe('Card hold already released');
    expect(t.gateway.intents.get(booking.stripePaymentIntentId!)?.status).toBe('canceled');
    expect(t.stored(booking.id).paymentStatus).toBe('refunded');

    const captured = t.booking({ stripePaymentIntentId: 'pi_c', paymentStatus: 'captured' });
    expect(await refusal(t.payments.releaseBookingHold(captured.id))).toEqual({ status: 409, message: 'This payment has already been captured; it can only be refunded' });
  });

  it('a release that finds the money captured at the gateway records the capture and refuses', async () => {
    const t = newPaymentsTest();
    const { booking } = await heldBooking(t);
    t.gateway.set(booking.stripePaymentIntentId!, { status: 'succeeded', amountCapturedCents: 8900 });
    expect((await refusal(t.payments.releaseBookingHold(booking.id))).status).toBe(409);
    expect(t.stored(booking.id)).toMatchObject({ paymentStatus: 'captured', paymentCapturedCents: 8900 });
  });
});
