import type { BookingEntity } from '../bookings/booking.entity';
import { startTestApp, type TestApp } from '../testing/test-app';
import { toCents } from './card-holds';
import { STRIPE_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from './stripe/stripe-payment-gateway';
import { StripeStandIn } from './testing/stripe-stand-in';
import { ADMIN, paymentFixtures, type Agent } from './testing/payment-fixtures';

const INTENTS = /^\/v1\/payment_intents/;
const TRIES = 1 + STRIPE_NETWORK_RETRIES;

/**
 * Stripe answers 500, then hangs past the SDK's timeout, on creating, confirming (off-session,
 * with a saved card) and capturing payment intents, while customers check out at the same time, on
 * MariaDB with the real stripe SDK against the local stand-in. Every customer gets the coded 502
 * at once; every retry carries the same Idempotency-Key, so Stripe makes one intent per booking;
 * the ledger never records more than Stripe did; once Stripe is back the same customers finish
 * checkout with exactly one authorization each and the admin's capture happens once.
 */
describe('Stripe failing under checkouts, then back: one intent and one hold per booking', () => {
  const standIn = new StripeStandIn();
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let admin: Agent;

  type Customer = { id: string; agent: Agent; booking: BookingEntity };
  /** New card at checkout: create-payment-intent, Stripe.js, confirm-payment. */
  let newCard: Customer[];
  /** Pays with a card saved in Payment Methods (Stripe confirms the hold off-session). */
  let saved: Customer & { cardId: string };
  /** Confirmed the card in the browser just before the outage; the server's confirm-payment is what fails. */
  let confirming: Customer;
  /** An authorized, completed job the admin captures during the outage. */
  let toCapture: BookingEntity;

  const intentsOf = (bookingId: string) => [...standIn.intents.values()].filter((i) => i.metadata.bookingId === bookingId);
  const createRequests = (bookingId: string) => standIn.requestsTo('POST', '/v1/payment_intents').filter((r) => r.form['metadata[bookingId]'] === bookingId);
  const holdsOf = (intentId: string) => standIn.events.filter((e) => e.type === 'payment_intent.amount_capturable_updated' && e.data.object.id === intentId);
  const key = (request: { headers: Record<string, unknown> }) => request.headers['idempotency-key'];

  /** Everyone at once, as during a busy evening: the answers, in the order asked. */
  const everyoneAtOnce = () =>
    Promise.all([
      ...newCard.map((c) => c.agent.post('/api/create-payment-intent').send({ bookingId: c.booking.id, amount: c.booking.totalAmount })),
      saved.agent.post(`/api/bookings/${saved.booking.id}/pay-with-saved-card`).send({ paymentMethodId: saved.cardId }),
      confirming.agent.post(`/api/bookings/${confirming.booking.id}/confirm-payment`),
      admin.post('/api/capture-payment').send({ paymentIntentId: toCapture.stripePaymentIntentId, bookingId: toCapture.id }),
    ]);

  const what = ['set up the payment', 'set up the payment', 'set up the payment', 'set up the payment', 'hold the card', 'check the payment', 'capture the payment'];

  function expectCodedErrors(answers: { status: number; body: { code?: string; message?: string } }[]) {
    expect(answers.map((a) => [a.status, a.body.code, a.body.message])).toEqual(
      what.map((w) => [502, 'PAYMENT_PROVIDER_FAILED', `The payment provider could not ${w}. Please try again.`]),
    );
  }

  /** What the database says while Stripe is away: nothing recorded that Stripe did not confirm to us. */
  async function expectLedgerUnmoved() {
    for (const c of [...newCard, saved]) {
      expect(await fx.reload(c.booking)).toMatchObject({ status: 'pending', paymentStatus: 'pending', stripePaymentIntentId: null, paymentAttempt: 0 });
    }
    expect(await fx.reload(confirming.booking)).toMatchObject({ status: 'pending', paymentStatus: 'pending', stripePaymentIntentId: confirming.booking.stripePaymentIntentId, paymentAttempt: 1 });
    expect(await fx.reload(toCapture)).toMatchObject({ paymentStatus: 'authorized', stripePaymentIntentId: toCapture.stripePaymentIntentId, paymentCapturedCents: null });
  }

  beforeAll(async () => {
    await standIn.start();
    server = await startTestApp('mysql', {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...standIn.apiEnv(),
      },
    });
    fx = paymentFixtures(server);
    admin = await fx.admin();

    newCard = [];
    for (const n of [1, 2, 3, 4]) {
      const person = await fx.person(`outage-${n}@example.com`);
      newCard.push({ ...person, booking: await fx.booking(person.id) });
    }

    const sam = await fx.person('outage-saved@example.com');
    const setup = (await sam.agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    const cardId = (await sam.agent.post('/api/payment-methods').send({ paymentMethodId: standIn.confirmSetupInBrowser(setup.setupIntentId) }).expect(201)).body.id;
    saved = { ...sam, cardId, booking: await fx.booking(sam.id) };

    const rita = await fx.person('outage-confirm@example.com');
    const ritasBooking = await fx.booking(rita.id);
    const intent = (await rita.agent.post('/api/create-payment-intent').send({ bookingId: ritasBooking.id }).expect(201)).body;
    standIn.confirmInBrowser(intent.paymentIntentId, { paymentMethod: 'pm_card_visa' });
    confirming = { ...rita, booking: await fx.reload(ritasBooking) };

    const cleo = await fx.person('outage-capture@example.com');
    const job = await fx.booking(cleo.id);
    const held = (await cleo.agent.post('/api/create-payment-intent').send({ bookingId: job.id }).expect(201)).body;
    standIn.confirmInBrowser(held.paymentIntentId, { paymentMethod: 'pm_card_visa' });
    await cleo.agent.post(`/api/bookings/${job.id}/confirm-payment`).expect(200);
    await fx.complete(job);
    toCapture = await fx.reload(job);
  });
  afterAll(async () => {
    await server?.close();
    await standIn.stop();
  });

  it('answers a coded 502 while Stripe fails, keeps one key per operation, and charges once when it is back', async () => {
    // The request deadline (REQUEST_TIMEOUT_MS, 60 s by default): past it a customer gets 503
    // REQUEST_TIMEOUT, not the payment's own error. A whole failed call (every try timing out, with
    // the SDK's pauses) ends well before it.
    const REQUEST_DEADLINE_MS = server.config.requestTimeoutMs;
    expect(TRIES * STRIPE_TIMEOUT_MS + 1_500).toBeLessThan(REQUEST_DEADLINE_MS - 10_000);

    // 1. Stripe answers 500 to everything about payment intents.
    standIn.fail(INTENTS, 'error');
    expectCodedErrors(await everyoneAtOnce());
    for (const c of newCard) {
      // Tried 1 + 2 times by the SDK, always under the booking's one key; nothing made.
      expect(createRequests(c.booking.id).map(key)).toEqual(Array(TRIES).fill(`booking:${c.booking.id}:create-intent:1`));
      expect(intentsOf(c.booking.id)).toHaveLength(0);
    }
    expect(createRequests(saved.booking.id).map(key)).toEqual(Array(TRIES).fill(`booking:${saved.booking.id}:saved-card-${saved.cardId}:1`));
    expect(standIn.requestsTo('GET', `/v1/payment_intents/${confirming.booking.stripePaymentIntentId}`).length).toBeGreaterThanOrEqual(TRIES);
    expect(standIn.requestsTo('POST', `/v1/payment_intents/${toCapture.stripePaymentIntentId}/capture`).map(key)).toEqual(Array(TRIES).fill(`booking:${toCapture.id}:capture:1`));
    await expectLedgerUnmoved();

    // 2. Stripe does the work but its answers never come (each try times out after STRIPE_TIMEOUT_MS).
    standIn.fail(INTENTS, 'hang');
    const started = Date.now();
    const answers = await everyoneAtOnce();
    expect(Date.now() - started).toBeLessThan(REQUEST_DEADLINE_MS);
    expectCodedErrors(answers);
    for (const c of newCard) {
      expect(createRequests(c.booking.id).map(key)).toEqual(Array(2 * TRIES).fill(`booking:${c.booking.id}:create-intent:1`));
      // The first try made the intent; the retries were replays of it: one intent, not three.
      expect(intentsOf(c.booking.id)).toHaveLength(1);
    }
    // Stripe held Sam's card (once) and captured Cleo's job (once); we were not told, so nothing is recorded.
    expect(intentsOf(saved.booking.id)).toHaveLength(1);
    expect(holdsOf(intentsOf(saved.booking.id)[0].id)).toHaveLength(1);
    expect(standIn.intents.get(toCapture.stripePaymentIntentId!)?.status).toBe('succeeded');
    await expectLedgerUnmoved();

    // 3. Stripe is back: the same customers finish checkout, the admin captures again.
    standIn.recover();
    for (const c of newCard) {
      const { body } = await c.agent.post('/api/create-payment-intent').send({ bookingId: c.booking.id, amount: c.booking.totalAmount }).expect(201);
      // The intent Stripe made during the outage, answered again under the same key.
      expect(body.paymentIntentId).toBe(intentsOf(c.booking.id)[0].id);
      standIn.confirmInBrowser(body.paymentIntentId, { paymentMethod: 'pm_card_visa' });
      await c.agent.post(`/api/bookings/${c.booking.id}/confirm-payment`).expect(200);
    }
    expect((await saved.agent.post(`/api/bookings/${saved.booking.id}/pay-with-saved-card`).send({ paymentMethodId: saved.cardId }).expect(200)).body.paymentStatus).toBe('authorized');
    expect((await confirming.agent.post(`/api/bookings/${confirming.booking.id}/confirm-payment`).expect(200)).body.paymentStatus).toBe('authorized');
    const captured = await admin.post('/api/capture-payment').send({ paymentIntentId: toCapture.stripePaymentIntentId, bookingId: toCapture.id }).expect(200);
    expect(captured.body.message).toBe('Payment captured');

    // Exactly one intent and one hold per booking, and the ledger names it.
    for (const c of [...newCard, saved, confirming]) {
      const [only, ...more] = intentsOf(c.booking.id);
      expect(more).toHaveLength(0);
      expect(only.status).toBe('requires_capture');
      expect(holdsOf(only.id)).toHaveLength(1);
      expect(await fx.reload(c.booking)).toMatchObject({ paymentStatus: 'authorized', stripePaymentIntentId: only.id, paymentAttempt: 1 });
      expect(only.amount).toBe(toCents(c.booking.totalAmount));
    }
    // Cleo's job was captured once at Stripe, and recorded once.
    expect(intentsOf(toCapture.id)).toHaveLength(1);
    expect(standIn.events.filter((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === toCapture.stripePaymentIntentId)).toHaveLength(1);
    expect(await fx.reload(toCapture)).toMatchObject({ paymentStatus: 'captured', paymentCapturedCents: toCents(toCapture.totalAmount) });
  }, 180_000);
});
