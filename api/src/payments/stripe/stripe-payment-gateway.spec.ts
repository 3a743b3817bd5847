import Stripe from 'stripe';
import { PaymentDeclinedError, WebhookSignatureError } from '../payment-gateway';
import { StripeStandIn } from '../testing/stripe-stand-in';
import { StripePaymentGateway } from './stripe-payment-gateway';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** The real stripe SDK against a local stand-in: what goes over the wire, and how answers are read. */
describe('StripePaymentGateway', () => {
  const standIn = new StripeStandIn();
  let gateway: StripePaymentGateway;

  beforeAll(async () => {
    const port = await standIn.start();
    gateway = StripePaymentGateway.create({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => standIn.stop());

  const newIntent = (key: string) =>
    gateway.createIntent({ amountCents: 8900, customerId: 'cus_1', bookingId: 'b-1', description: 'Booking b-1', idempotencyKey: key });

  it('creates a customer with an idempotency key', async () => {
    const customerId = await gateway.createCustomer({ id: 'u-1', email: 'ana@example.com', name: 'Ana Lopez' }, 'user:u-1:create-customer:none');
    const [request] = standIn.requestsTo('POST', '/v1/customers');
    expect(customerId).toMatch(/^cus_/);
    expect(request.headers['idempotency-key']).toBe('user:u-1:create-customer:none');
    expect(request.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request.form).toMatchObject({ email: 'ana@example.com', name: 'Ana Lopez', 'metadata[userId]': 'u-1' });
  });

  it('creates a manual-capture intent in cents that saves the card for off-session use', async () => {
    const intent = await newIntent('booking:b-1:create-intent:1');
    const request = standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(request.headers['idempotency-key']).toBe('booking:b-1:create-intent:1');
    expect(request.form).toEqual({
      amount: '8900',
      currency: 'usd',
      customer: 'cus_1',
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      description: 'Booking b-1',
      'metadata[bookingId]': 'b-1',
    });
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 8900, customerId: 'cus_1', paymentMethodId: null, captureBefore: null });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('reads a held card: its payment method and when the hold ends', async () => {
    const created = await newIntent('booking:b-2:create-intent:1');
    standIn.confirmInBrowser(created.id, { paymentMethod: 'pm_saved' });
    const intent = await gateway.retrieveIntent(created.id);
    const request = standIn.requestsTo('GET', `/v1/payment_intents/${created.id}`).at(-1)!;
    expect(request.query).toEqual({ 'expand[0]': 'latest_charge' });
    expect(intent).toMatchObject({ status: 'requires_capture', paymentMethodId: 'pm_saved' });
    const daysLeft = (intent.captureBefore!.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('reports a decline in the provider words', async () => {
    const created = await newIntent('booking:b-3:create-intent:1');
    standIn.confirmInBrowser(created.id, { decline: 'Your card was declined.' });
    expect(await gateway.retrieveIntent(created.id)).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
  });

  it('captures the amount asked, once; a second capture reads the intent instead of failing', async () => {
    const created = await newIntent('booking:b-4:create-intent:1');
    standIn.confirmInBrowser(created.id);
    const first = await gateway.capture(created.id, 8900, 'booking:b-4:capture:1');
    expect(first.status).toBe('succeeded');
    const [capture] = standIn.requestsTo('POST', `/v1/payment_intents/${created.id}/capture`);
    expect(capture.form).toEqual({ amount_to_capture: '8900' });
    expect(capture.headers['idempotency-key']).toBe('booking:b-4:capture:1');

    // Another key, so the stand-in really answers "unexpected state", as Stripe would.
    expect((await gateway.capture(created.id, 8900, 'booking:b-4:capture:2')).status).toBe('succeeded');
    expect((await gateway.cancel(created.id, 'booking:b-4:cancel:1')).status).toBe('succeeded');
  });

  it('cancels a hold, and a second cancel answers with the canceled intent', async () => {
    const created = await newIntent('booking:b-5:create-intent:1');
    standIn.confirmInBrowser(created.id);
    expect((await gateway.cancel(created.id, 'booking:b-5:cancel:1')).status).toBe('canceled');
    expect(standIn.requestsTo('POST', `/v1/payment_intents/${created.id}/cancel`)[0].headers['idempotency-key']).toBe('booking:b-5:cancel:1');
    expect((await gateway.cancel(created.id, 'booking:b-5:cancel:2')).status).toBe('canceled');
  });

  it('renews a hold off-session on the saved card, and turns a decline into PaymentDeclinedError', async () => {
    const renewal = { amountCents: 8900, customerId: 'cus_1', paymentMethodId: 'pm_saved', bookingId: 'b-6', description: 'Booking b-6 (hold renewed)' };
    const intent = await gateway.reauthorize({ ...renewal, idempotencyKey: 'booking:b-6:renew-hold:2' });
    expect(intent).toMatchObject({ status: 'requires_capture', paymentMethodId: 'pm_saved' });
    const request = standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(request.form).toMatchObject({ payment_method: 'pm_saved', off_session: 'true', confirm: 'true', capture_method: 'manual', amount: '8900' });
    expect(request.headers['idempotency-key']).toBe('booking:b-6:renew-hold:2');

    standIn.declineOffSession = 'Your card has insufficient funds.';
    try {
      await expect(gateway.reauthorize({ ...renewal, idempotencyKey: 'booking:b-6:renew-hold:3' })).rejects.toEqual(
        new PaymentDeclinedError('Your card has insufficient funds.'),
      );
    } finally {
      standIn.declineOffSession = null;
    }
  });

  describe('webhooks', () => {
    const event = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id: 'evt_1', object: 'event', type, api_version: '2026-10-28.endive', created: 1, livemode: false, data: { object } });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('reads a signed event', () => {
      const payload = event('payment_intent.payment_failed', { id: 'pi_9', object: 'payment_intent', last_payment_error: { message: 'Your card was declined.' } });
      expect(gateway.parseWebhookEvent(Buffer.from(payload), sign(payload))).toEqual({
        id: 'evt_1',
        type: 'payment_intent.payment_failed',
        kind: 'failed',
        amountCapturedCents: 0,
        paymentIntentId: 'pi_9',
        message: 'Your card was declined.',
        created: new Date(1000),
      });
      const other = event('customer.created', { id: 'cus_1', object: 'customer' });
      expect(gateway.parseWebhookEvent(Buffer.from(other), sign(other))).toMatchObject({ kind: 'other', paymentIntentId: null });
    });

    it('refuses a wrong signature, a changed body and a missing header', () => {
      const payload = event('payment_intent.succeeded', { id: 'pi_9', object: 'payment_intent' });
      expect(() => gateway.parseWebhookEvent(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhookEvent(Buffer.from(payload.replace('pi_9', 'pi_8')), sign(payload))).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhookEvent(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    });
  });
});
