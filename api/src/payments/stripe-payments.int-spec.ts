import sharp from 'sharp';
import Stripe from 'stripe';
import { calendarDate } from '@dd/domain/time-windows';
import { JobSessionEntity } from '../job-sessions/job-session.entity';
import { BookingMediaEntity } from '../media/images/booking-media.entity';
import { ImageEntity } from '../media/images/image.entity';
import { FileStorage } from '../platform/storage/file-storage';
import { UsersService } from '../identity/users/users.service';
import { PaymentDisputeEntity } from './disputes/payment-dispute.entity';
import type { BookingEntity } from '../bookings/booking.entity';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CardHoldRenewal } from './card-hold-renewal';
import { toCents } from './card-holds';
import { PaymentEventEntity } from './payment-event.entity';
import { PaymentEventReconciliation } from './payment-event-reconciliation';
import { StripeStandIn } from './testing/stripe-stand-in';
import { ADMIN, paymentFixtures, type Agent } from './testing/payment-fixtures';

const WEBHOOK_SECRET = 'whsec_integration';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stripe mode on MariaDB: the real SDK talks to a local stand-in for api.stripe.com. */
describe('payments with Stripe on MariaDB', () => {
  const standIn = new StripeStandIn();
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let admin: Agent;

  const createIntent = (booking: BookingEntity, amount: unknown = booking.totalAmount) =>
    ana.agent.post('/api/create-payment-intent').send({ amount, bookingId: booking.id }).expect(201);

  /** What the wizard does in Stripe mode: intent, Stripe.js confirmCardPayment (the stand-in plays it), confirm-payment. */
  async function authorize(booking: BookingEntity, paymentMethod = 'pm_card_visa') {
    const { body } = await createIntent(booking);
    standIn.confirmInBrowser(body.paymentIntentId, { paymentMethod });
    await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    return fx.reload(booking);
  }

  const webhook = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    server.agent().post('/api/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);

  const intentEvent = (eventId: string, type: string, intentId: string) =>
    JSON.stringify({ id: eventId, object: 'event', type, created: 1, livemode: false, data: { object: { ...standIn.intents.get(intentId), latest_charge: null } } });

  beforeAll(async () => {
    await standIn.start();
    server = await startTestApp('mysql', {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...standIn.apiEnv(),
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    fx = paymentFixtures(server);
    ana = await fx.person('ana@example.com');
    admin = await fx.admin();
  });
  afterAll(async () => {
    await server?.close();
    await standIn.stop();
  });

  it('says Stripe with its publishable key, and the CSP lets Stripe.js in', async () => {
    const response = await server.agent().get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_standin' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('asks Stripe for the booking’s total, not the amount sent, on the customer’s Stripe customer', async () => {
    const booking = await fx.booking(ana.id);
    const { body } = await createIntent(booking, 1);

    const [customer] = standIn.requestsTo('POST', '/v1/customers');
    expect(customer.form).toMatchObject({ email: 'ana@example.com', 'metadata[userId]': ana.id });
    expect((await fx.user(ana.id)).stripeCustomerId).toMatch(/^cus_/);

    const created = standIn.requestsTo('POST', '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0].headers['idempotency-key']).toBe(`booking:${booking.id}:create-intent:1`);
    expect(created[0].form).toMatchObject({
      amount: String(toCents(booking.totalAmount)),
      currency: 'usd',
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      customer: (await fx.user(ana.id)).stripeCustomerId,
      'metadata[bookingId]': booking.id,
    });
    expect(body).toEqual({ paymentIntentId: expect.stringMatching(/^pi_/), clientSecret: standIn.intents.get(body.paymentIntentId)!.client_secret });

    // Again: the same intent, no new one at Stripe, no second customer.
    expect((await createIntent(booking)).body).toEqual(body);
    expect(standIn.requestsTo('POST', '/v1/payment_intents')).toHaveLength(1);
    expect(standIn.requestsTo('POST', '/v1/customers')).toHaveLength(1);
  });

  it('takes no test cards', async () => {
    const booking = await fx.booking(ana.id);
    const { body } = await createIntent(booking);
    const response = await ana.agent
      .post('/api/payments/test/confirm')
      .send({ clientSecret: body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' })
      .expect(404);
    expect(response.body.message).toMatch(/only accepted in test mode/);
  });

  it('saves a card outside checkout through a SetupIntent on the customer’s own Stripe customer, once', async () => {
    const bo = await fx.person('bo@example.com');
    const setup = (await bo.agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    expect(setup).toEqual({ clientSecret: expect.stringContaining('_secret_'), setupIntentId: expect.stringMatching(/^seti_/) });
    const customer = (await fx.user(bo.id)).stripeCustomerId;
    expect(standIn.requestsTo('POST', '/v1/setup_intents').at(-1)?.form).toMatchObject({ customer, usage: 'off_session' });
    // Test cards are for test mode only, here too.
    await bo.agent.post('/api/payments/test/confirm-setup').send({ clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' }).expect(404);

    const paymentMethodId = standIn.confirmSetupInBrowser(setup.setupIntentId, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    const card = (await bo.agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body;
    expect(card).toEqual({ id: expect.any(String), brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, isDefault: true });
    expect(standIn.requestsTo('GET', `/v1/payment_methods/${paymentMethodId}`)).not.toHaveLength(0);
    // The same call again answers the same card; the same card through a new SetupIntent is not stored twice.
    expect((await bo.agent.post('/api/payment-methods').send({ paymentMethodId }).expect(201)).body).toEqual(card);
    const again = (await bo.agent.post('/api/payment-methods/setup-intent').expect(201)).body;
    const samePlastic = standIn.confirmSetupInBrowser(again.setupIntentId, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    expect((await bo.agent.post('/api/payment-methods').send({ paymentMethodId: samePlastic }).expect(409)).body.code).toBe('ALREADY_EXISTS');

    // Someone else's card, or a card on no customer (used once at checkout), is not theirs to add.
    await ana.agent.post('/api/payment-methods').send({ paymentMethodId }).expect(404);
    await bo.agent.post('/api/payment-methods').send({ paymentMethodId: 'pm_on_no_customer' }).expect(404);
    expect((await bo.agent.get('/api/payment-methods').expect(200)).body).toEqual([card]);
  });

  it('records a decline with Stripe’s message, then the hold with its saved card and Stripe’s expiry', async () => {
    const booking = await fx.booking(ana.id);
    const { body } = await createIntent(booking);
    standIn.confirmInBrowser(body.paymentIntentId, { decline: 'Your card was declined.' });
    const declined = await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    expect((await fx.reload(booking)).paymentStatus).toBe('failed');

    standIn.confirmInBrowser(body.paymentIntentId, { paymentMethod: 'pm_saved_visa' });
    const confirmed = await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    expect(confirmed.body).toMatchObject({ paymentStatus: 'authorized', stripePaymentIntentId: body.paymentIntentId });
    const held = await fx.reload(booking);
    expect(held.stripePaymentMethodId).toBe('pm_saved_visa');
    const daysLeft = (held.paymentHoldExpiresAt!.getTime() - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(6.9);
  });

  it('only an admin captures; twice captures once at Stripe, for the booking’s total', async () => {
    const booking = await authorize(await fx.booking(ana.id));
    const body = { paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id };
    await ana.agent.post('/api/capture-payment').send(body).expect(403);
    await fx.complete(booking);

    expect((await admin.post('/api/capture-payment').send(body).expect(200)).body.message).toBe('Payment captured');
    expect((await admin.post('/api/capture-payment').send(body).expect(200)).body.message).toBe('Payment already captured');
    const captures = standIn.requestsTo('POST', `/v1/payment_intents/${booking.stripePaymentIntentId}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0].form).toEqual({ amount_to_capture: String(toCents(booking.totalAmount)) });
    expect(captures[0].headers['idempotency-key']).toBe(`booking:${booking.id}:capture:1`);
    expect((await fx.reload(booking)).paymentStatus).toBe('captured');
  });

  it('refunds part of a capture through Stripe’s refunds API, once per refund, never past the capture', async () => {
    const booking = await authorize(await fx.booking(ana.id));
    await fx.complete(booking);
    await admin.post('/api/capture-payment').send({ paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id }).expect(200);
    const total = toCents(booking.totalAmount);

    const made = await admin.post(`/api/admin/bookings/${booking.id}/refunds`).send({ amount: '30.00', reason: 'Missed a spot' }).expect(201);
    const [request] = standIn.requestsTo('POST', '/v1/refunds');
    expect(request.form).toMatchObject({ payment_intent: booking.stripePaymentIntentId, amount: '3000', 'metadata[reason]': 'Missed a spot', 'metadata[bookingId]': booking.id });
    expect(request.headers['idempotency-key']).toBe(`booking:${booking.id}:refund:${made.body.refund.id}`);
    expect(standIn.refunded.get(booking.stripePaymentIntentId!)).toBe(3000);

    // More than is left is refused before Stripe is asked; the rest is refunded and the booking says so.
    await admin.post(`/api/admin/bookings/${booking.id}/refunds`).send({ amount: (total / 100).toFixed(2), reason: 'All' }).expect(409);
    expect(standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
    const rest = await admin.post(`/api/admin/bookings/${booking.id}/refunds`).send({ amount: ((total - 3000) / 100).toFixed(2), reason: 'All' }).expect(201);
    expect(rest.body.booking.paymentStatus).toBe('refunded');
    expect(standIn.refunded.get(booking.stripePaymentIntentId!)).toBe(total);
  });

  it('a late cancellation captures only the fee from the Stripe hold (partial capture), once', async () => {
    const booking = await fx.booking(ana.id, { daysAhead: 1 });
    const { body } = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id, agreeToFeePolicy: true }).expect(201);
    standIn.confirmInBrowser(body.paymentIntentId, { paymentMethod: 'pm_fee' });
    await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    await fx.bookings().update(booking.id, { status: 'confirmed' });
    const fee = Math.round(toCents(booking.totalAmount) * 0.25);

    await ana.agent.post(`/api/bookings/${booking.id}/cancel`).send({ acceptFee: true }).expect(200);
    const captures = standIn.requestsTo('POST', `/v1/payment_intents/${body.paymentIntentId}/capture`);
    expect(captures.map((r) => [r.form.amount_to_capture, r.headers['idempotency-key']])).toEqual([[String(fee), `booking:${booking.id}:capture-fee:1`]]);
    expect(standIn.intents.get(body.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: fee });
    expect(await fx.reload(booking)).toMatchObject({ status: 'cancelled', paymentStatus: 'captured', paymentCapturedCents: fee });
  });

  it('a tip is a separate off-session charge on the saved card, captured at once', async () => {
    const booking = await authorize(await fx.booking(ana.id, { daysAhead: 0 }), 'pm_for_tip');
    await fx.complete(booking);
    await admin.post('/api/capture-payment').send({ paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id }).expect(200);
    await ana.agent.post(`/api/bookings/${booking.id}/tip`).send({ amount: '18.00' }).expect(204);
    const charge = standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(charge.form).toMatchObject({ amount: '1800', payment_method: 'pm_for_tip', off_session: 'true', confirm: 'true', capture_method: 'automatic', 'metadata[tip]': 'true' });
    expect(charge.headers['idempotency-key']).toMatch(new RegExp(`^booking:${booking.id}:tip:`));
    await ana.agent.post(`/api/bookings/${booking.id}/tip`).send({ amount: '5.00' }).expect(409);
    expect(standIn.requestsTo('POST', '/v1/payment_intents').at(-1)).toBe(charge);

    // Refunded (in part) from the tip's own charge through Stripe's refunds API, never past the tip.
    const tipIntentId = [...standIn.intents.values()].find((i) => i.metadata.tip === 'true' && i.metadata.bookingId === booking.id)!.id;
    const made = await admin.post(`/api/admin/bookings/${booking.id}/tip/refunds`).send({ amount: '8.00', reason: 'Tip too high' }).expect(201);
    const refund = standIn.requestsTo('POST', '/v1/refunds').at(-1)!;
    expect(refund.form).toMatchObject({ payment_intent: tipIntentId, amount: '800' });
    expect(refund.headers['idempotency-key']).toBe(`booking:${booking.id}:refund:${made.body.refund.id}`);
    expect(standIn.refunded.get(tipIntentId)).toBe(800);
    expect(standIn.refunded.get(booking.stripePaymentIntentId!) ?? 0).toBe(0);
    await admin.post(`/api/admin/bookings/${booking.id}/tip/refunds`).send({ amount: '10.01', reason: 'All' }).expect(409);
    expect(standIn.requestsTo('POST', '/v1/refunds').at(-1)).toBe(refund);
  });

  it('releases a hold at Stripe once', async () => {
    const booking = await authorize(await fx.booking(ana.id));
    await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(200);
    await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(200);
    const cancels = standIn.requestsTo('POST', `/v1/payment_intents/${booking.stripePaymentIntentId}/cancel`);
    expect(cancels.map((r) => r.headers['idempotency-key'])).toEqual([`booking:${booking.id}:cancel:1`]);
    expect(standIn.intents.get(booking.stripePaymentIntentId!)!.status).toBe('canceled');
    expect((await fx.reload(booking)).paymentStatus).toBe('refunded');
  });

  describe('webhooks', () => {
    it('move the payment without the browser; a replayed event changes nothing', async () => {
      const booking = await fx.booking(ana.id);
      const intentId = (await createIntent(booking)).body.paymentIntentId as string;
      standIn.confirmInBrowser(intentId, { paymentMethod: 'pm_from_webhook' });

      const authorized = intentEvent('evt_auth_1', 'payment_intent.amount_capturable_updated', intentId);
      expect((await webhook(authorized).expect(200)).body).toEqual({ received: true });
      expect(await fx.reload(booking)).toMatchObject({ paymentStatus: 'authorized', stripePaymentMethodId: 'pm_from_webhook' });

      await fx.complete(booking);
      await admin.post('/api/capture-payment').send({ paymentIntentId: intentId, bookingId: booking.id }).expect(200);
      const succeeded = intentEvent('evt_captured_1', 'payment_intent.succeeded', intentId);
      await webhook(succeeded).expect(200);

      // Stripe redelivers: both events again, in the wrong order.
      expect((await webhook(authorized).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect((await webhook(succeeded).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect((await fx.reload(booking)).paymentStatus).toBe('captured');
      expect(await fx.db().getRepository(PaymentEventEntity).countBy({ paymentIntentId: intentId })).toBe(2);
    });

    it('a replayed failure does not undo a later authorization', async () => {
      const booking = await fx.booking(ana.id);
      const intentId = (await createIntent(booking)).body.paymentIntentId as string;
      standIn.confirmInBrowser(intentId, { decline: 'Your card has insufficient funds.' });
      const failed = intentEvent('evt_failed_1', 'payment_intent.payment_failed', intentId);
      await webhook(failed).expect(200);
      expect((await fx.reload(booking)).paymentStatus).toBe('failed');

      standIn.confirmInBrowser(intentId);
      await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
      expect((await webhook(failed).expect(200)).body.duplicate).toBe(true);
      expect((await fx.reload(booking)).paymentStatus).toBe('authorized');
    });

    it('a hold released at Stripe makes the payment uncollectable, and says why', async () => {
      const booking = await authorize(await fx.booking(ana.id));
      standIn.intents.get(booking.stripePaymentIntentId!)!.status = 'canceled';
      await webhook(intentEvent('evt_canceled_1', 'payment_intent.canceled', booking.stripePaymentIntentId!)).expect(200);
      expect(await fx.reload(booking)).toMatchObject({ paymentStatus: 'failed', paymentIssue: 'The card hold was released before the payment was captured' });
    });

    it('a daily job applies the events no webhook delivered, once, and a late delivery is then a duplicate', async () => {
      const reconciliation = server.app.get(PaymentEventReconciliation);
      const booking = await fx.booking(ana.id);
      const intentId = (await createIntent(booking)).body.paymentIntentId as string;
      // The card is held in the browser, which never comes back, and the webhook is lost.
      standIn.confirmInBrowser(intentId, { paymentMethod: 'pm_lost_webhook' });
      expect((await fx.reload(booking)).paymentStatus).toBe('pending');
      const missed = standIn.events.filter((e) => e.data.object.id === intentId).map((e) => e.id);
      expect(missed).toHaveLength(1);

      const now = new Date();
      const first = await reconciliation.run(now);
      expect(first.applied).toContain(missed[0]);
      expect(await fx.reload(booking)).toMatchObject({ paymentStatus: 'authorized', stripePaymentMethodId: 'pm_lost_webhook' });
      const asked = standIn.requestsTo('GET', '/v1/events').at(-1)!;
      expect(Number(asked.query['created[gte]'])).toBe(Math.floor((now.getTime() - 3 * DAY_MS) / 1000));
      expect(await fx.db().getRepository(PaymentEventEntity).countBy({ id: missed[0] })).toBe(1);

      // Again: nothing new to apply; the webhook arriving late is a duplicate and changes nothing.
      expect((await reconciliation.run(new Date())).applied).toEqual([]);
      await fx.complete(booking);
      await admin.post('/api/capture-payment').send({ paymentIntentId: intentId, bookingId: booking.id }).expect(200);
      expect((await webhook(standIn.eventPayload(missed[0])).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect((await fx.reload(booking)).paymentStatus).toBe('captured');
    });

    it('refuses a bad signature or a changed body, and notes events about unknown intents', async () => {
      const booking = await fx.booking(ana.id);
      const intentId = (await createIntent(booking)).body.paymentIntentId as string;
      standIn.confirmInBrowser(intentId);
      const payload = intentEvent('evt_forged', 'payment_intent.amount_capturable_updated', intentId);

      const forged = await webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' })).expect(400);
      expect(forged.body).toMatchObject({ statusCode: 400, message: 'Invalid webhook signature' });
      await webhook(payload.replace('evt_forged', 'evt_forged_2'), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).expect(400);
      await server.agent().post('/api/webhooks/stripe').set('content-type', 'application/json').send(payload).expect(400);
      expect((await fx.reload(booking)).paymentStatus).toBe('pending');
      expect(await fx.db().getRepository(PaymentEventEntity).countBy({ id: 'evt_forged' })).toBe(0);

      const stranger = JSON.stringify({ id: 'evt_other', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_not_ours', object: 'payment_intent' } } });
      expect((await webhook(stranger).expect(200)).body).toEqual({ received: true });
    });
  });

  describe('disputes', () => {
    const arrived = new Date('2026-03-14T17:02:00Z');
    const finished = new Date('2026-03-14T19:31:00Z');

    /** A photo the DAD took on site: a plain colour, stored as the upload pipeline leaves it. */
    async function photo(bookingId: string, mediaType: 'before' | 'after', colour: string) {
      const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
      const storagePath = `images/${bookingId}-${mediaType}/original.jpg`;
      await server.app.get(FileStorage).put(storagePath, data, 'image/jpeg');
      const image = await fx.db().getRepository(ImageEntity).save({ originalFilename: `${mediaType}.jpg`, storagePath, mimeType: 'image/jpeg', sizeBytes: data.length, width: 640, height: 480 });
      await fx.db().getRepository(BookingMediaEntity).save({ bookingId, imageId: image.id, mediaType, vehiclePosition: 1 });
    }

    /** A demo-like job: fees agreed at checkout, held, done by a DAD (checked in on site, before and after photos), captured. */
    async function capturedJob(email: string) {
      const booking = await fx.booking(ana.id, { daysAhead: 0 });
      const { body } = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id, agreeToFeePolicy: true }).expect(201);
      standIn.confirmInBrowser(body.paymentIntentId, { paymentMethod: 'pm_disputed' });
      await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
      const dad = await server.app.get(UsersService).create({ email, password: 'dad-password-123', firstName: 'Dan', lastName: 'Dad', phone: null, role: 'dad' });
      await fx.db().getRepository(JobSessionEntity).save({
        bookingId: booking.id,
        dadId: dad.id,
        startedAt: arrived,
        completedAt: finished,
        durationMinutes: 149,
        geofenceVerified: true,
        geofenceLatitude: '33.6845670',
        geofenceLongitude: '-117.8265000',
      });
      await photo(booking.id, 'before', '#ff0000');
      await photo(booking.id, 'after', '#0000ff');
      await fx.complete(booking);
      await admin.post('/api/capture-payment').send({ paymentIntentId: body.paymentIntentId, bookingId: booking.id }).expect(200);
      return fx.reload(booking);
    }

    it('answer a chargeback with the job’s evidence at once, record it once, and show it to the admin', async () => {
      const booking = await capturedJob('dad-disputes@example.com');
      const { disputeId, eventId } = standIn.dispute(booking.stripePaymentIntentId!);
      expect((await webhook(standIn.eventPayload(eventId)).expect(200)).body).toEqual({ received: true });

      // The before/after photos, as one sheet uploaded with the Files API: before on the left, after on the right.
      const [upload] = standIn.requestsTo('POST', '/v1/files');
      expect(upload.form).toEqual({ purpose: 'dispute_evidence' });
      expect(upload.files).toEqual([expect.objectContaining({ field: 'file', filename: 'before-and-after-photos.jpg', contentType: 'image/jpeg' })]);
      const sheet = sharp(upload.files[0].data);
      expect(await sheet.metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 600 });
      const { data: pixels, info } = await sheet.raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      expect(at(400, 300)[0]).toBeGreaterThan(200); // before: red
      expect(at(1200, 300)[2]).toBeGreaterThan(200); // after: blue
      const [file] = [...standIn.files.values()];

      const updates = standIn.requestsTo('POST', `/v1/disputes/${disputeId}`);
      expect(updates).toHaveLength(1);
      expect(updates[0].headers['idempotency-key']).toBe(`dispute:${disputeId}:evidence:1`);
      expect(updates[0].form).toMatchObject({
        submit: 'true',
        'evidence[service_date]': calendarDate(arrived),
        'evidence[service_documentation]': file.id,
        'evidence[customer_name]': 'Test customer',
        'evidence[customer_email_address]': 'ana@example.com',
        'metadata[bookingId]': booking.id,
      });
      const text = updates[0].form['evidence[uncategorized_text]'];
      expect(text).toContain('arrived (checked in) at 2026-03-14 17:02 UTC');
      expect(text).toContain('completed at 2026-03-14 19:31 UTC (149 minutes)');
      expect(text).toContain('within the service address geofence (33.6845670, -117.8265000)');
      expect(text).toContain('1 before and 1 after');
      expect(text).toContain(`agreed to this policy: "${booking.feePolicyText}"`);
      expect(text).toContain(booking.feePolicyAgreedAt!.toISOString().slice(0, 16).replace('T', ' '));
      expect(updates[0].form['evidence[refund_policy_disclosure]']).toContain('terms of service');
      expect(standIn.disputes.get(disputeId)).toMatchObject({ status: 'under_review', evidence_details: { submission_count: 1 } });

      const disputes = fx.db().getRepository(PaymentDisputeEntity);
      const row = await disputes.findOneByOrFail({ stripeDisputeId: disputeId });
      expect(row).toMatchObject({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId, amountCents: toCents(booking.totalAmount), reason: 'product_not_received', status: 'under_review', evidenceError: null });
      expect(row.evidenceSubmittedAt).toBeInstanceOf(Date);
      expect(row.dueBy!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);

      // Stripe delivers it again: nothing is recorded or sent twice.
      expect((await webhook(standIn.eventPayload(eventId)).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect(standIn.requestsTo('POST', '/v1/files')).toHaveLength(1);
      expect(standIn.requestsTo('POST', `/v1/disputes/${disputeId}`)).toHaveLength(1);
      expect(await disputes.countBy({ stripeDisputeId: disputeId })).toBe(1);

      // The admin sees it open, with the evidence sent; the customer may not look.
      await ana.agent.get('/api/admin/disputes').expect(403);
      const listed = (await admin.get('/api/admin/disputes').expect(200)).body;
      expect(listed).toContainEqual({
        id: row.id,
        stripeDisputeId: disputeId,
        bookingId: booking.id,
        amount: booking.totalAmount,
        reason: 'product_not_received',
        status: 'under_review',
        open: true,
        dueBy: row.dueBy!.toISOString(),
        evidenceSubmittedAt: row.evidenceSubmittedAt!.toISOString(),
        evidenceError: null,
        customerName: 'Test customer',
        createdAt: expect.any(String),
      });
      expect((await admin.get('/api/admin/stats').expect(200)).body.alerts.openDisputes).toBe(1);

      // Decided: closed and lost; a late, older update does not reopen it.
      const updated = standIn.events.filter((e) => e.type === 'charge.dispute.updated' && e.data.object.id === disputeId).at(-1)!;
      await webhook(standIn.eventPayload(standIn.closeDispute(disputeId, 'lost'))).expect(200);
      await webhook(standIn.eventPayload(updated.id)).expect(200);
      expect(await disputes.findOneByOrFail({ stripeDisputeId: disputeId })).toMatchObject({ status: 'lost' });
      expect((await admin.get('/api/admin/disputes').expect(200)).body.find((d: { id: string }) => d.id === row.id)).toMatchObject({ status: 'lost', open: false });
      expect((await admin.get('/api/admin/stats').expect(200)).body.alerts.openDisputes).toBe(0);
    });

    it('an outage while sending evidence answers 502 and forgets the event, so the reconciliation sends it; a late redelivery is a duplicate', async () => {
      const booking = await capturedJob('dad-disputes-2@example.com');
      const { disputeId, eventId } = standIn.dispute(booking.stripePaymentIntentId!, 'fraudulent');
      standIn.failDisputeUpdates = true;
      try {
        await webhook(standIn.eventPayload(eventId)).expect(502);
      } finally {
        standIn.failDisputeUpdates = false;
      }
      const disputes = fx.db().getRepository(PaymentDisputeEntity);
      expect(await disputes.findOneByOrFail({ stripeDisputeId: disputeId })).toMatchObject({ status: 'needs_response', evidenceSubmittedAt: null, evidenceError: expect.stringContaining('unknown error') });
      expect(await fx.db().getRepository(PaymentEventEntity).countBy({ id: eventId })).toBe(0);

      // The daily reconciliation finds the event missing and applies it; Stripe keeps a failed
      // request's answer under its idempotency key, so this attempt has a new one.
      expect((await server.app.get(PaymentEventReconciliation).run(new Date())).applied).toContain(eventId);
      expect(standIn.requestsTo('POST', `/v1/disputes/${disputeId}`).at(-1)!.headers['idempotency-key']).toBe(`dispute:${disputeId}:evidence:2`);
      expect(await disputes.findOneByOrFail({ stripeDisputeId: disputeId })).toMatchObject({ status: 'under_review', evidenceError: null, evidenceAttempts: 1 });
      expect(standIn.disputes.get(disputeId)!.status).toBe('under_review');
      // Stripe's own redelivery, late: a duplicate, nothing sent again.
      expect((await webhook(standIn.eventPayload(eventId)).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect(standIn.requestsTo('POST', `/v1/disputes/${disputeId}`).filter((r) => r.headers['idempotency-key']?.toString().endsWith(':2'))).toHaveLength(1);
    });

    it('a dispute on a tip’s separate charge is answered for the tip’s booking', async () => {
      const booking = await capturedJob('dad-disputes-3@example.com');
      await ana.agent.post(`/api/bookings/${booking.id}/tip`).send({ amount: '20.00' }).expect(204);
      const tipIntent = standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!;
      const tipIntentId = [...standIn.intents.values()].find((i) => i.metadata.tip === 'true' && i.metadata.bookingId === booking.id)!.id;
      expect(tipIntent.form['metadata[tip]']).toBe('true');
      const { disputeId, eventId } = standIn.dispute(tipIntentId, 'fraudulent');
      await webhook(standIn.eventPayload(eventId)).expect(200);
      expect(await fx.db().getRepository(PaymentDisputeEntity).findOneByOrFail({ stripeDisputeId: disputeId })).toMatchObject({ bookingId: booking.id, amountCents: 2000, status: 'under_review' });
      expect(standIn.requestsTo('POST', `/v1/disputes/${disputeId}`)[0].form['metadata[bookingId]']).toBe(booking.id);
    });
  });

  it('renews a hold off-session on the saved card, then releases the old one; a decline is flagged', async () => {
    const renewal = server.app.get(CardHoldRenewal);
    const now = new Date();
    const soon = new Date(now.getTime() + 6 * 60 * 60 * 1000);
    const booking = await authorize(await fx.booking(ana.id, { daysAhead: 30 }), 'pm_saved_for_renewal');
    await fx.bookings().update(booking.id, { paymentHoldExpiresAt: soon });

    expect((await renewal.run(now)).renewed).toEqual([booking.id]);
    const renewalRequest = standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(renewalRequest.headers['idempotency-key']).toBe(`booking:${booking.id}:renew-hold:2`);
    expect(renewalRequest.form).toMatchObject({
      amount: String(toCents(booking.totalAmount)),
      customer: (await fx.user(ana.id)).stripeCustomerId,
      payment_method: 'pm_saved_for_renewal',
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
    });
    const oldCancel = standIn.requestsTo('POST', `/v1/payment_intents/${booking.stripePaymentIntentId}/cancel`);
    expect(oldCancel.map((r) => r.headers['idempotency-key'])).toEqual([`booking:${booking.id}:cancel:1`]);
    const renewed = await fx.reload(booking);
    expect(renewed.stripePaymentIntentId).not.toBe(booking.stripePaymentIntentId);
    expect(standIn.intents.get(renewed.stripePaymentIntentId!)!.status).toBe('requires_capture');

    // The next renewal, a week on, is declined: flagged for an admin, the standing hold kept.
    await fx.bookings().update(booking.id, { paymentHoldExpiresAt: soon });
    standIn.declineOffSession = 'Your card was declined.';
    try {
      expect((await renewal.run(now)).declined).toEqual([booking.id]);
    } finally {
      standIn.declineOffSession = null;
    }
    expect(await fx.reload(booking)).toMatchObject({
      paymentStatus: 'authorized',
      stripePaymentIntentId: renewed.stripePaymentIntentId,
      paymentIssue: 'Card hold renewal failed: Your card was declined.',
    });
  });
});
