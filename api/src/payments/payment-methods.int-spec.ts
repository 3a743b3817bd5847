import { startTestApp, type TestApp } from '../testing/test-app';
import { ReviewEntity } from '../reviews/review.entity';
import { paymentFixtures, type Agent, ADMIN } from './testing/payment-fixtures';

/** Holds the booking's payment with a test card, as the wizard does in test mode. */
async function pay(agent: Agent, bookingId: string, cardNumber = '4242 4242 4242 4242', expiry = '12/34') {
  const intent = (await agent.post('/api/create-payment-intent').send({ bookingId }).expect(201)).body;
  await agent.post('/api/payments/test/confirm').send({ clientSecret: intent.clientSecret, cardNumber, expiry, cvc: '123' }).expect(200);
  await agent.post(`/api/bookings/${bookingId}/confirm-payment`).expect(200);
}

/** Payment Methods' Add in test mode: a SetupIntent, the test card form's confirm, then the save. */
async function addCard(agent: Agent, card: Record<string, string> = {}) {
  const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
  const confirm = await agent.post('/api/payments/test/confirm-setup').send({ clientSecret: setup.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', ...card });
  if (confirm.status !== 200) return confirm;
  return agent.post('/api/payment-methods').send({ paymentMethodId: confirm.body.paymentMethodId });
}

describe('payment methods, receipts and reviews on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
  });
  afterAll(() => server.close());

  it('saves the cards used at checkout, sets the default, and refuses to delete a card holding an upcoming booking', async () => {
    const { id, agent } = await fx.person('cards@example.com');
    const first = await fx.booking(id);
    await pay(agent, first.id);
    await pay(agent, (await fx.booking(id)).id, '5555 5555 5555 4444', '03/31');
    const cards = (await agent.get('/api/payment-methods').expect(200)).body;
    expect(cards).toEqual([
      { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true },
      { id: expect.any(String), brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, isDefault: false },
    ]);

    const after = (await agent.post(`/api/payment-methods/${cards[1].id}/set-default`).expect(200)).body;
    expect(after.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([['4444', true], ['4242', false]]);

    const refused = await agent.delete(`/api/payment-methods/${cards[0].id}`).expect(409);
    expect(refused.body.code).toBe('CARD_IN_USE');
    expect(refused.body.message).toContain(first.id.slice(-8).toUpperCase());

    await fx.bookings().update({ id: first.id }, { status: 'completed' });
    await agent.delete(`/api/payment-methods/${cards[0].id}`).expect(204);
    expect((await agent.get('/api/payment-methods').expect(200)).body).toHaveLength(1);
  });

  it('saves a card used at two checkouts once, keeps it while either booking is upcoming, and names it on both receipts', async () => {
    const { id, agent } = await fx.person('twice@example.com');
    const first = await fx.booking(id);
    const second = await fx.booking(id, { daysAhead: 12 });
    await pay(agent, first.id);
    await pay(agent, second.id);
    const [card, ...more] = (await agent.get('/api/payment-methods').expect(200)).body;
    expect(more).toEqual([]);
    // Only the first checkout's payment method id is saved; the second booking's hold is on the same card all the same.
    await fx.complete(first);
    expect((await agent.delete(`/api/payment-methods/${card.id}`).expect(409)).body.message).toContain(second.id.slice(-8).toUpperCase());
    await fx.complete(second);
    await agent.delete(`/api/payment-methods/${card.id}`).expect(204);
    // The receipts still name the card, from the gateway.
    for (const booking of [first, second]) {
      expect((await agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body.card).toEqual({ brand: 'visa', last4: '4242' });
    }
  });

  it('adds cards outside checkout in test mode: the first is the default, the same card is not stored twice', async () => {
    const { agent } = await fx.person('adder@example.com');
    const visa = (await addCard(agent)).body;
    expect(visa).toEqual({ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true });
    const mastercard = (await addCard(agent, { cardNumber: '5555-5555-5555-4444', expiry: '03/31' })).body;
    expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });

    const duplicate = await addCard(agent);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'ALREADY_EXISTS', message: 'This card is already saved.' });
    // Another expiry is another card.
    expect((await addCard(agent, { expiry: '11/33' })).status).toBe(201);
    expect((await agent.get('/api/payment-methods').expect(200)).body.map((c: { last4: string }) => c.last4)).toEqual(['4242', '4444', '4242']);
  });

  it('pays a new booking with a saved card, no card form; a card declined there is told, and another saved card holds it', async () => {
    const { id, agent } = await fx.person('returning@example.com');
    const visa = (await addCard(agent)).body;
    const renewalsDeclined = (await addCard(agent, { cardNumber: '4000 0000 0000 0341' })).body;
    const booking = await fx.booking(id);

    await agent.post(`/api/bookings/${booking.id}/pay-with-saved-card`).send({}).expect(400);
    const declined = await agent.post(`/api/bookings/${booking.id}/pay-with-saved-card`).send({ paymentMethodId: renewalsDeclined.id }).expect(402);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    expect(await fx.reload(booking)).toMatchObject({ paymentStatus: 'failed' });

    const paid = (await agent.post(`/api/bookings/${booking.id}/pay-with-saved-card`).send({ paymentMethodId: visa.id }).expect(200)).body;
    expect(paid).toMatchObject({ id: booking.id, paymentStatus: 'authorized' });
    const held = await fx.reload(booking);
    expect(held).toMatchObject({ paymentStatus: 'authorized', paymentAttempt: 1, stripePaymentIntentId: expect.stringMatching(/^pi_/) });
    expect(held.paymentHoldExpiresAt).not.toBeNull();
    expect((await agent.post(`/api/bookings/${booking.id}/pay-with-saved-card`).send({ paymentMethodId: visa.id }).expect(409)).body.message).toBe('This booking has already been paid');
    // The hold can be captured like one placed through the card form.
    await fx.complete(booking);
    const admin = await fx.admin();
    await admin.post('/api/capture-payment').send({ bookingId: booking.id, paymentIntentId: held.stripePaymentIntentId }).expect(200);

    // Someone else's card or booking does not exist for this customer.
    const other = await fx.person('someone.else@example.com');
    const theirs = await fx.booking(other.id);
    expect((await other.agent.post(`/api/bookings/${theirs.id}/pay-with-saved-card`).send({ paymentMethodId: visa.id }).expect(404)).body.message).toBe('Payment method not found');
    await agent.post(`/api/bookings/${theirs.id}/pay-with-saved-card`).send({ paymentMethodId: visa.id }).expect(404);
  });

  it('checks the card form as at checkout, and tells a declined card', async () => {
    const { agent } = await fx.person('typo@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242' }, 'Your card number is incomplete.'],
      [{ expiry: '01/20' }, "Your card's expiration date is in the past."],
      [{ expiry: '13/30' }, "Your card's expiration date is invalid."],
      [{ cvc: '1' }, "Your card's security code is incomplete."],
    ];
    for (const [field, message] of cases) {
      const response = await addCard(agent, field);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const declined = await addCard(agent, { cardNumber: '4000 0000 0000 0002' });
    expect([declined.status, declined.body.message]).toEqual([402, 'Your card was declined.']);
    expect((await agent.post('/api/payment-methods').send({}).expect(400)).body.message).toBe('paymentMethodId is required');
    expect((await agent.get('/api/payment-methods').expect(200)).body).toEqual([]);
  });

  it("refuses another customer's setup intent and saved card, and a checkout's payment intent", async () => {
    const { id, agent } = await fx.person('setup-owner@example.com');
    const setup = (await agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    const { agent: other } = await fx.person('setup-thief@example.com');
    await other.post('/api/payment-methods/setup-intent').expect(201);
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    await other.post('/api/payments/test/confirm-setup').send({ clientSecret: setup.clientSecret, ...card }).expect(404);

    const { paymentMethodId } = (await agent.post('/api/payments/test/confirm-setup').send({ clientSecret: setup.clientSecret, ...card }).expect(200)).body;
    await other.post('/api/payment-methods').send({ paymentMethodId }).expect(404);
    await agent.post('/api/payment-methods').send({ paymentMethodId: 'pm_test_nothing' }).expect(404);

    // A booking's payment intent only holds through checkout's confirm, and a setup intent only saves through confirm-setup.
    const intent = (await agent.post('/api/create-payment-intent').send({ bookingId: (await fx.booking(id)).id }).expect(201)).body;
    await agent.post('/api/payments/test/confirm-setup').send({ clientSecret: intent.clientSecret, ...card }).expect(404);
    await agent.post('/api/payments/test/confirm').send({ clientSecret: setup.clientSecret, ...card }).expect(404);
  });

  it("answers 404 for another customer's card", async () => {
    const { id, agent } = await fx.person('owner@example.com');
    await pay(agent, (await fx.booking(id)).id);
    const [card] = (await agent.get('/api/payment-methods').expect(200)).body;
    const { agent: other } = await fx.person('stranger@example.com');
    await other.post(`/api/payment-methods/${card.id}/set-default`).expect(404);
    await other.delete(`/api/payment-methods/${card.id}`).expect(404);
    expect((await other.get('/api/payment-methods').expect(200)).body).toEqual([]);
  });

  it('shows a receipt of a completed booking only, to its customer', async () => {
    const { id, agent } = await fx.person('receipt@example.com');
    const booking = await fx.booking(id);
    await pay(agent, booking.id);
    expect((await agent.get(`/api/bookings/${booking.id}/receipt`).expect(409)).body.code).toBe('NOT_COMPLETED');
    await fx.bookings().update({ id: booking.id }, { status: 'completed' });
    const reload = await fx.reload(booking);
    const admin = await fx.admin();
    await admin.post('/api/capture-payment').send({ bookingId: booking.id, paymentIntentId: reload.stripePaymentIntentId }).expect(200);

    const receipt = (await agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body;
    expect(receipt).toMatchObject({
      id: booking.id,
      paymentStatus: 'captured',
      priceLines: { packagePrice: '149.00', total: '149.00' },
      package: { name: expect.any(String), features: expect.any(Array) },
      session: null,
      card: { brand: 'visa', last4: '4242' },
      capturedAt: expect.any(String),
    });
    // One detail shape: the receipt is the booking as GET /api/bookings/{id} answers it.
    expect((await agent.get(`/api/bookings/${booking.id}`).expect(200)).body).toEqual(receipt);
    const { agent: other } = await fx.person('nosy@example.com');
    await other.get(`/api/bookings/${booking.id}/receipt`).expect(404);
  });

  it('takes one review per completed booking from its customer, unapproved until an admin approves it', async () => {
    const { id, agent } = await fx.person('reviewer@example.com');
    const booking = await fx.booking(id);
    expect((await agent.post(`/api/bookings/${booking.id}/review`).send({ rating: 5 }).expect(409)).body.code).toBe('NOT_COMPLETED');
    await fx.bookings().update({ id: booking.id }, { status: 'completed' });
    expect((await agent.post(`/api/bookings/${booking.id}/review`).send({ rating: 6 }).expect(400)).body.message).toBe('Please choose a rating from 1 to 5 stars');
    const { agent: other } = await fx.person('impostor@example.com');
    await other.post(`/api/bookings/${booking.id}/review`).send({ rating: 1 }).expect(404);

    const review = (await agent.post(`/api/bookings/${booking.id}/review`).send({ rating: 5, comment: ' Spotless! ' }).expect(201)).body;
    expect(review).toMatchObject({ bookingId: booking.id, rating: 5, comment: 'Spotless!', isVerified: true, isApproved: false });
    const again = await agent.post(`/api/bookings/${booking.id}/review`).send({ rating: 4 }).expect(409);
    expect(again.body.code).toBe('ALREADY_REVIEWED');
    expect((await agent.get('/api/reviews/mine').expect(200)).body.map((r: { id: string }) => r.id)).toEqual([review.id]);

    expect((await server.agent().get('/api/reviews').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(review.id);
    await fx.db().getRepository(ReviewEntity).update({ id: review.id }, { isApproved: true });
    expect((await server.agent().get('/api/reviews').expect(200)).body.map((r: { id: string }) => r.id)).toContain(review.id);
  });
});
