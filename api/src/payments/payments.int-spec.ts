import { BOOKING_REQUIRED_FOR_PAYMENT, CARD_MESSAGES } from '@dd/contracts/payment';
import type { BookingEntity } from '../bookings/booking.entity';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CardHoldRenewal } from './card-hold-renewal';
import { toCents } from './card-holds';
import { PaymentGateway } from './payment-gateway';
import { ADMIN, paymentFixtures, type Agent } from './testing/payment-fixtures';
import { TestPaymentIntentEntity } from './test-gateway/test-payment-intent.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = (cardNumber: string) => ({ cardNumber, expiry: `12/${nextYear}`, cvc: '123' });
const GOOD = '4242 4242 4242 4242';

/** The whole payment flow on the offline test gateway (no Stripe keys), on MariaDB. */
describe('payments in test mode on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let bea: { id: string; agent: Agent };
  let dad: { id: string; agent: Agent };
  let admin: Agent;
  const testIntent = (id: string) => fx.db().getRepository(TestPaymentIntentEntity).findOneByOrFail({ id });

  /** Ana's checkout up to a held card: the calls the wizard makes in test mode. */
  async function authorize(booking: BookingEntity, cardNumber = GOOD) {
    const intent = await ana.agent.post('/api/create-payment-intent').send({ amount: booking.totalAmount, bookingId: booking.id }).expect(201);
    await ana.agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, ...card(cardNumber) }).expect(200);
    await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    return fx.reload(booking);
  }

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    [ana, bea, dad] = await Promise.all([fx.person('ana@example.com'), fx.person('bea@example.com'), fx.person('dan@example.com', 'dad')]);
    admin = await fx.admin();
  });
  afterAll(() => server?.close());

  it('says it is in test mode, and the CSP does not let Stripe.js in', async () => {
    const response = await server.agent().get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ mode: 'test', publishableKey: null });
    expect(response.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('needs a signed-in customer, a booking id, and the customer’s own booking', async () => {
    const booking = await fx.booking(ana.id);
    await server.agent().post('/api/create-payment-intent').send({ amount: 89, bookingId: booking.id }).expect(401);
    await dad.agent.post('/api/create-payment-intent').send({ amount: 89, bookingId: booking.id }).expect(403);

    const missing = await ana.agent.post('/api/create-payment-intent').send({ amount: 89, bookingId: null }).expect(400);
    expect(missing.body.message).toBe(BOOKING_REQUIRED_FOR_PAYMENT);

    const someoneElses = await bea.agent.post('/api/create-payment-intent').send({ amount: 89, bookingId: booking.id }).expect(404);
    expect(someoneElses.body).toMatchObject({ statusCode: 404, message: 'Booking not found' });
    await bea.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(404);
    expect((await fx.reload(booking)).stripePaymentIntentId).toBeNull();
  });

  it('charges the booking’s own total whatever amount is sent, and reuses the intent until it is confirmed', async () => {
    const booking = await fx.booking(ana.id);
    const first = await ana.agent.post('/api/create-payment-intent').send({ amount: '1.00', bookingId: booking.id }).expect(201);
    expect(first.body).toEqual({ clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/), paymentIntentId: expect.stringMatching(/^pi_test_/) });

    const intent = await testIntent(first.body.paymentIntentId);
    expect(intent.amountCents).toBe(toCents(booking.totalAmount));
    expect(intent.amountCents).not.toBe(100);
    expect(intent).toMatchObject({ bookingId: booking.id, customerId: (await fx.user(ana.id)).stripeCustomerId, idempotencyKey: `booking:${booking.id}:create-intent:1` });
    expect(await fx.reload(booking)).toMatchObject({ stripePaymentIntentId: intent.id, paymentAttempt: 1, paymentStatus: 'pending' });

    const again = await ana.agent.post('/api/create-payment-intent').send({ amount: 5, bookingId: booking.id }).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('checks the card form like a card form', async () => {
    const booking = await fx.booking(ana.id);
    const { body } = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    const confirm = (fields: object) => ana.agent.post('/api/payments/test/confirm').send({ clientSecret: body.clientSecret, ...card(GOOD), ...fields });
    expect((await confirm({ cardNumber: '4242 4242 4242 4241' }).expect(400)).body.message).toBe(CARD_MESSAGES.numberInvalid);
    expect((await confirm({ expiry: '01/20' }).expect(400)).body.message).toBe(CARD_MESSAGES.expiryPast);
    expect((await confirm({ cvc: '12' }).expect(400)).body.message).toBe(CARD_MESSAGES.cvcIncomplete);
    expect((await testIntent(body.paymentIntentId)).status).toBe('requires_payment_method');
  });

  it('a declined card leaves no authorized booking; another card then holds it', async () => {
    const booking = await fx.booking(ana.id);
    const { body } = await ana.agent.post('/api/create-payment-intent').send({ amount: booking.totalAmount, bookingId: booking.id }).expect(201);
    const confirmCard = (cardNumber: string) => ana.agent.post('/api/payments/test/confirm').send({ clientSecret: body.clientSecret, ...card(cardNumber) });

    expect((await confirmCard('4000 0000 0000 0002').expect(402)).body).toMatchObject({ statusCode: 402, message: 'Your card was declined.' });
    const declined = await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    expect((await fx.reload(booking)).paymentStatus).toBe('failed');

    expect((await confirmCard('4000 0000 0000 9995').expect(402)).body.message).toBe('Your card has insufficient funds.');
    expect((await confirmCard('4111 1111 1111 1111').expect(402)).body.message).toMatch(/^Your card was declined\. Test mode accepts test cards only/);
    expect((await fx.reload(booking)).paymentStatus).toBe('failed');

    // Someone else cannot use the client secret.
    await bea.agent.post('/api/payments/test/confirm').send({ clientSecret: body.clientSecret, ...card(GOOD) }).expect(404);

    // The same intent takes another card.
    const retry = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    expect(retry.body.paymentIntentId).toBe(body.paymentIntentId);
    expect((await confirmCard(GOOD).expect(200)).body).toEqual({ paymentIntentId: body.paymentIntentId, status: 'requires_capture' });

    const confirmed = await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    expect(confirmed.body).toMatchObject({ id: booking.id, paymentStatus: 'authorized', stripePaymentIntentId: body.paymentIntentId });
    const held = await fx.reload(booking);
    expect(held.stripePaymentMethodId).toMatch(/^pm_test_/);
    expect(Math.abs(held.paymentHoldExpiresAt!.getTime() - held.paymentAuthorizedAt!.getTime() - 7 * DAY_MS)).toBeLessThan(2000);

    // Repeating is harmless; paying again is refused.
    expect((await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200)).body.paymentStatus).toBe('authorized');
    const paid = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(409);
    expect(paid.body.message).toBe('This booking has already been paid');
    // Its own code (decision 0270): the UI tells it apart from the other conflicts.
    expect(paid.body.code).toBe('ALREADY_PAID');
  });

  it('only an admin captures, and capturing twice captures once', async () => {
    const booking = await authorize(await fx.booking(ana.id));
    const body = { paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id };
    await ana.agent.post('/api/capture-payment').send(body).expect(403);
    await dad.agent.post('/api/capture-payment').send(body).expect(403);
    await server.agent().post('/api/capture-payment').send(body).expect(401);
    const mismatch = await admin.post('/api/capture-payment').send({ ...body, paymentIntentId: 'pi_test_other' }).expect(409);
    expect(mismatch.body.message).toMatch(/does not match/);
    expect((await fx.reload(booking)).paymentStatus).toBe('authorized');

    const early = await admin.post('/api/capture-payment').send(body).expect(409);
    expect(early.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A payment is captured after the job is completed' });
    await fx.complete(booking);

    const captures = jest.spyOn(server.app.get(PaymentGateway), 'capture');
    try {
      const first = await admin.post('/api/capture-payment').send(body).expect(200);
      expect(first.body).toMatchObject({ message: 'Payment captured', booking: { id: booking.id, paymentStatus: 'captured' } });
      const second = await admin.post('/api/capture-payment').send(body).expect(200);
      expect(second.body).toMatchObject({ message: 'Payment already captured', booking: { paymentStatus: 'captured' } });
      expect(captures).toHaveBeenCalledTimes(1);
    } finally {
      captures.mockRestore();
    }
    expect(await testIntent(booking.stripePaymentIntentId!)).toMatchObject({ status: 'succeeded', amountCents: toCents(booking.totalAmount) });

    const refusal = await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(409);
    expect(refusal.body.message).toMatch(/already been captured/);
    expect(refusal.body.code).toBe('ALREADY_CAPTURED');
  });

  it('releases a hold once; a released booking can be neither paid nor captured', async () => {
    const booking = await authorize(await fx.booking(ana.id));
    await ana.agent.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(403);

    const released = await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(200);
    expect(released.body).toMatchObject({ message: 'Card hold released', booking: { paymentStatus: 'refunded' } });
    expect((await testIntent(booking.stripePaymentIntentId!)).status).toBe('canceled');
    expect((await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(200)).body.message).toBe('Card hold already released');

    await admin.post('/api/capture-payment').send({ paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id }).expect(409);
    await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(409);

    // A booking that never got as far as a card is released too: nothing will be charged.
    const unpaid = await fx.booking(ana.id);
    expect((await admin.post('/api/cancel-payment').send({ bookingId: unpaid.id }).expect(200)).body.booking.paymentStatus).toBe('refunded');
  });

  it('renews holds a day before they lapse, flags a declined renewal, and marks lapsed holds failed', async () => {
    const renewal = server.app.get(CardHoldRenewal);
    const now = new Date();
    const soon = new Date(now.getTime() + 12 * 60 * 60 * 1000);
    const renewable = await authorize(await fx.booking(ana.id, { daysAhead: 20 }));
    const declining = await authorize(await fx.booking(ana.id, { daysAhead: 20 }), '4000 0000 0000 0341');
    const gone = await authorize(await fx.booking(ana.id, { daysAhead: 20 }));
    const cancelled = await authorize(await fx.booking(ana.id, { daysAhead: 20 }));
    const longPast = await authorize(await fx.booking(ana.id, { daysAhead: 20 }));
    await fx.bookings().update([renewable.id, declining.id], { paymentHoldExpiresAt: soon });
    await fx.bookings().update(gone.id, { paymentHoldExpiresAt: new Date(now.getTime() - 1000) });
    await fx.bookings().update(cancelled.id, { status: 'cancelled' });
    // The appointment was weeks ago and the payment never captured: its hold is left to lapse.
    await fx.bookings().update(longPast.id, { paymentHoldExpiresAt: soon, scheduledDate: new Date(now.getTime() - 20 * DAY_MS) });

    const report = await renewal.run(now);
    expect(report).toEqual({ renewed: [renewable.id], declined: [declining.id], lapsed: [gone.id], released: [cancelled.id] });

    const renewed = await fx.reload(renewable);
    expect(renewed).toMatchObject({ paymentStatus: 'authorized', paymentAttempt: 2, paymentIssue: null, stripePaymentMethodId: renewable.stripePaymentMethodId });
    expect(renewed.stripePaymentIntentId).not.toBe(renewable.stripePaymentIntentId);
    expect(renewed.paymentHoldExpiresAt!.getTime()).toBeGreaterThan(now.getTime() + 6 * DAY_MS);
    expect((await testIntent(renewable.stripePaymentIntentId!)).status).toBe('canceled');
    expect(await testIntent(renewed.stripePaymentIntentId!)).toMatchObject({
      status: 'requires_capture',
      idempotencyKey: `booking:${renewable.id}:renew-hold:2`,
      amountCents: toCents(renewable.totalAmount),
    });

    expect(await fx.reload(declining)).toMatchObject({
      paymentStatus: 'authorized',
      stripePaymentIntentId: declining.stripePaymentIntentId,
      paymentIssue: 'Card hold renewal failed: Your card was declined.',
    });
    expect(await fx.reload(gone)).toMatchObject({ paymentStatus: 'failed', paymentIssue: 'The card hold expired before the payment was captured' });
    expect((await fx.reload(cancelled)).paymentStatus).toBe('refunded');
    expect(await fx.reload(longPast)).toMatchObject({ paymentStatus: 'authorized', stripePaymentIntentId: longPast.stripePaymentIntentId });

    // The renewed hold is the one an admin captures, once the job is done.
    await fx.complete(renewed);
    const capture = await admin.post('/api/capture-payment').send({ paymentIntentId: renewed.stripePaymentIntentId, bookingId: renewed.id }).expect(200);
    expect(capture.body.message).toBe('Payment captured');

    // Nothing is due again: the flagged one waits for an admin, the renewed one for next week.
    expect(await renewal.run(new Date(now.getTime() + 1000))).toEqual({ renewed: [], declined: [], lapsed: [], released: [] });
  });

  it('has no webhooks without Stripe', async () => {
    await server.agent().post('/api/webhooks/stripe').set('content-type', 'application/json').send('{"id":"evt_1"}').expect(400);
  });
});
