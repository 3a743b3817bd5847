import { startTestApp, type TestApp } from '../testing/test-app';
import { ReviewEntity } from '../reviews/review.entity';
import { paymentFixtures, type Agent, ADMIN } from './testing/payment-fixtures';

/** Holds the booking's payment with a test card, as the wizard does in test mode. */
async function pay(agent: Agent, bookingId: string, cardNumber = '4242 4242 4242 4242', expiry = '12/34') {
  const intent = (await agent.post('/api/create-payment-intent').send({ bookingId }).expect(201)).body;
  await agent.post('/api/payments/test/confirm').send({ clientSecret: intent.clientSecret, cardNumber, expiry, cvc: '123' }).expect(200);
  await agent.post(`/api/bookings/${bookingId}/confirm-payment`).expect(200);
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
