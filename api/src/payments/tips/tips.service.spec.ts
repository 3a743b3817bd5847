import { HttpException } from '@nestjs/common';
import { TIP_MESSAGES } from '@dd/contracts/payment';
import { BookingTipEntity } from './booking-tip.entity';
import { newPaymentsTest } from '../testing/test-services';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpException);
  return { status: (error as HttpException).getStatus(), message: (error as HttpException).message };
}

function completedJob(t: ReturnType<typeof newPaymentsTest>, values = {}) {
  const customer = t.customer();
  const booking = t.booking({ customerId: customer.id, status: 'completed', paymentStatus: 'captured', stripePaymentMethodId: 'pm_card', dadId: 'dad-1', ...values });
  return { customer, booking };
}

describe('TipsService', () => {
  it('charges a tip on the saved card, credited to the booking’s DAD, with an event', async () => {
    const t = newPaymentsTest();
    const { customer, booking } = completedJob(t);
    await t.tips.byCustomer(customer, booking.id, { amount: '15.00' });
    const [tip] = t.db.rows(BookingTipEntity);
    expect(tip).toMatchObject({ bookingId: booking.id, dadId: 'dad-1', amountCents: 1500, status: 'succeeded', source: 'receipt' });
    expect(t.gateway.intents.get(tip.paymentIntentId!)).toMatchObject({ status: 'succeeded', amountCapturedCents: 1500, paymentMethodId: 'pm_card' });
    expect(t.eventsOf(booking.id).map((e) => e.details)).toEqual([{ tip: '15.00', source: 'receipt', paymentIntentId: tip.paymentIntentId }]);
  });

  it('takes one tip per booking', async () => {
    const t = newPaymentsTest();
    const { customer, booking } = completedJob(t);
    await t.tips.byCustomer(customer, booking.id, { amount: '15.00' });
    expect(await refusal(t.tips.byCustomer(customer, booking.id, { amount: '5.00' }))).toEqual({ status: 409, message: TIP_MESSAGES.already });
    expect(t.db.rows(BookingTipEntity)).toHaveLength(1);
  });

  it('refuses a job not completed, and a booking without a saved card', async () => {
    const t = newPaymentsTest();
    const upcoming = completedJob(t, { status: 'confirmed' });
    const noCard = completedJob(t, { stripePaymentMethodId: null });
    expect(await refusal(t.tips.byCustomer(upcoming.customer, upcoming.booking.id, { amount: '5.00' }))).toEqual({ status: 409, message: TIP_MESSAGES.notCompleted });
    expect(await refusal(t.tips.byCustomer(noCard.customer, noCard.booking.id, { amount: '5.00' }))).toEqual({ status: 409, message: TIP_MESSAGES.noCard });
    expect(t.gateway.intents.size).toBe(0);
  });

  it('a declined tip leaves nothing behind, so the customer may try again', async () => {
    const t = newPaymentsTest();
    const { customer, booking } = completedJob(t);
    t.gateway.declines = 'Your card was declined.';
    expect(await refusal(t.tips.byCustomer(customer, booking.id, { amount: '15.00' }))).toEqual({ status: 402, message: 'Your card was declined.' });
    expect(t.db.rows(BookingTipEntity)).toEqual([]);
    t.gateway.declines = null;
    await t.tips.byCustomer(customer, booking.id, { amount: '15.00' });
    expect(t.db.rows(BookingTipEntity, { status: 'succeeded' })).toHaveLength(1);
  });

  it('another customer’s booking, or another DAD’s, does not exist for them', async () => {
    const t = newPaymentsTest();
    const { booking } = completedJob(t);
    expect(await refusal(t.tips.byCustomer(t.customer(), booking.id, { amount: '5.00' }))).toMatchObject({ status: 404 });
    expect(await refusal(t.tips.onDadPhone(t.customer({ role: 'dad', id: 'dad-2' }), booking.id, { amount: '5.00' }))).toMatchObject({ status: 404 });
  });
});
