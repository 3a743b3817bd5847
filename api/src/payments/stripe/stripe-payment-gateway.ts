import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentGateway,
  WebhookSignatureError,
  type DisputeEvidence,
  type GatewayCard,
  type GatewayRefund,
  type NewRefund,
  type GatewayIntent,
  type GatewaySetupIntent,
  type GatewayIntentStatus,
  type NewIntent,
  type PaymentEvent,
  type Reauthorization,
} from '../payment-gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Where the SDK sends requests: api.stripe.com unless pointed elsewhere (a stand-in in tests). */
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

/**
 * Each try waits this long for Stripe, and a call is tried 1 + STRIPE_NETWORK_RETRIES times (the
 * SDK sleeps 0.5–1 s between tries): at worst about 47 s, inside the request deadline's 60 s, so a
 * customer gets the coded 502 rather than 503 REQUEST_TIMEOUT while the call still runs (decision 0374).
 */
export const STRIPE_TIMEOUT_MS = 15_000;
export const STRIPE_NETWORK_RETRIES = 2;

/** Webhook events that move a booking's payment, and how. */
const EVENT_KINDS: Record<string, PaymentEvent['kind']> = {
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.succeeded': 'captured',
};

/** The card-holding flow on Stripe PaymentIntents (manual capture, a Customer per user, saved cards). */
export class StripePaymentGateway extends PaymentGateway {
  readonly mode = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    readonly publishableKey: string,
    private readonly webhookSecret: string | undefined,
  ) {
    super();
  }

  static create({ secretKey, publishableKey, webhookSecret, api = {} }: StripeSettings): StripePaymentGateway {
    const stripe = new Stripe(secretKey, {
      ...api,
      // Safe to retry: every write carries an idempotency key.
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: "Dad's Detailing" },
    });
    return new StripePaymentGateway(stripe, publishableKey, webhookSecret);
  }

  async createCustomer(user: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string> {
    const customer = await this.stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey });
    return customer.id;
  }

  async createIntent(intent: NewIntent): Promise<GatewayIntent> {
    const created = await this.stripe.paymentIntents.create(
      {
        amount: intent.amountCents,
        currency: 'usd',
        customer: intent.customerId,
        capture_method: 'manual',
        // Saves the card on the customer so the hold can be renewed without them.
        setup_future_usage: 'off_session',
        allowed_payment_method_types: ['card'],
        description: intent.description,
        metadata: { bookingId: intent.bookingId },
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    return toIntent(created);
  }

  async reauthorize(intent: Reauthorization): Promise<GatewayIntent> {
    return this.offSession(intent, 'manual', { renewal: 'true' }, 'The card could not be held without the customer.');
  }

  async charge(charge: Reauthorization): Promise<GatewayIntent> {
    return this.offSession(charge, 'automatic', { tip: 'true' }, 'The card could not be charged without the customer.');
  }

  /** A saved card used without the customer: held ('manual') or charged at once ('automatic'); a decline is PaymentDeclinedError. */
  private async offSession(intent: Reauthorization, capture: 'manual' | 'automatic', metadata: Record<string, string>, refused: string): Promise<GatewayIntent> {
    let created: Stripe.PaymentIntent;
    try {
      created = await this.stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: 'usd',
          customer: intent.customerId,
          payment_method: intent.paymentMethodId,
          off_session: true,
          confirm: true,
          capture_method: capture,
          allowed_payment_method_types: ['card'],
          description: intent.description,
          metadata: { bookingId: intent.bookingId, ...metadata },
          expand: ['latest_charge'],
        },
        { idempotencyKey: intent.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message);
      throw error;
    }
    if (created.status !== (capture === 'manual' ? 'requires_capture' : 'succeeded')) throw new PaymentDeclinedError(created.last_payment_error?.message ?? refused);
    return toIntent(created);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    return toIntent(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  }

  async cardDetails(paymentMethodId: string): Promise<GatewayCard | null> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
    const { card } = method;
    return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, customerId: idOf(method.customer) } : null;
  }

  async createSetupIntent(customerId: string): Promise<GatewaySetupIntent> {
    const intent = await this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] });
    return { id: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async capture(id: string, amountCents: number, idempotencyKey: string): Promise<GatewayIntent> {
    try {
      return toIntent(await this.stripe.paymentIntents.capture(id, { amount_to_capture: amountCents }, { idempotencyKey }));
    } catch (error) {
      // Already captured (or canceled) elsewhere: report how it ended instead of failing.
      if (isUnexpectedState(error)) return this.retrieveIntent(id);
      throw error;
    }
  }

  async cancel(id: string, idempotencyKey: string): Promise<GatewayIntent> {
    try {
      return toIntent(await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
    } catch (error) {
      if (isUnexpectedState(error)) return this.retrieveIntent(id);
      throw error;
    }
  }

  async refund(refund: NewRefund): Promise<GatewayRefund> {
    try {
      const made = await this.stripe.refunds.create(
        { payment_intent: refund.paymentIntentId, amount: refund.amountCents, metadata: { bookingId: refund.bookingId, reason: refund.reason.slice(0, 500) } },
        { idempotencyKey: refund.idempotencyKey },
      );
      return { id: made.id, amountCents: made.amount, status: (made.status ?? 'pending') as GatewayRefund['status'] };
    } catch (error) {
      // Stripe refuses more than is left (amount_too_large, charge_already_refunded): a refusal, not an outage.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code && REFUSED_REFUNDS.has(error.code)) throw new PaymentDeclinedError(error.message);
      throw error;
    }
  }

  async submitDisputeEvidence(evidence: DisputeEvidence): Promise<void> {
    const key = evidence.idempotencyKey;
    let documentation: string | undefined;
    if (evidence.serviceDocumentation) {
      const { name, contentType, data } = evidence.serviceDocumentation;
      const file = await this.stripe.files.create({ purpose: 'dispute_evidence', file: { name, type: contentType, data } }, { idempotencyKey: `${key}:file` });
      documentation = file.id;
    }
    await this.stripe.disputes.update(
      evidence.disputeId,
      {
        evidence: {
          service_date: evidence.serviceDate,
          customer_name: evidence.customerName,
          customer_email_address: evidence.customerEmail,
          ...(documentation ? { service_documentation: documentation } : {}),
          uncategorized_text: `${evidence.serviceDocumentationText}\n\n${evidence.agreementText}`,
          refund_policy_disclosure: evidence.agreementText,
        },
        metadata: { bookingId: evidence.bookingId },
        submit: true,
      },
      { idempotencyKey: key },
    );
  }

  parseWebhookEvent(payload: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature ?? '', this.webhookSecret);
    } catch {
      throw new WebhookSignatureError('Invalid webhook signature');
    }
    return toPaymentEvent(event);
  }

  async listEvents(since: Date): Promise<PaymentEvent[]> {
    const events = await this.stripe.events.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 }).autoPagingToArray({ limit: MAX_LISTED_EVENTS });
    // Stripe lists newest first; reversed, a stable sort keeps the order of events made in the same second.
    return events.reverse().map(toPaymentEvent).sort((a, b) => a.created.getTime() - b.created.getTime());
  }
}

const REFUSED_REFUNDS = new Set(['amount_too_large', 'charge_already_refunded', 'charge_disputed']);

/** Stripe keeps 30 days of events; a day's worth is far below this. */
const MAX_LISTED_EVENTS = 10_000;

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { object?: string; id?: string; amount_received?: number; last_payment_error?: { message?: string } | null };
  if (object.object === 'dispute') return toDisputeEvent(event, object as unknown as Stripe.Dispute);
  const isIntent = object.object === 'payment_intent';
  return {
    id: event.id,
    type: event.type,
    kind: (isIntent && EVENT_KINDS[event.type]) || 'other',
    paymentIntentId: isIntent ? (object.id ?? null) : null,
    message: (isIntent && object.last_payment_error?.message) || null,
    amountCapturedCents: (isIntent && object.amount_received) || 0,
    created: new Date(event.created * 1000),
  };
}

/** charge.dispute.created / updated / closed (and funds_*): the dispute, found by its payment intent. */
function toDisputeEvent(event: Stripe.Event, dispute: Stripe.Dispute): PaymentEvent {
  const paymentIntentId = idOf(dispute.payment_intent);
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: event.id,
    type: event.type,
    kind: 'dispute',
    paymentIntentId,
    message: null,
    amountCapturedCents: 0,
    created: new Date(event.created * 1000),
    dispute: { id: dispute.id, paymentIntentId, amountCents: dispute.amount, reason: dispute.reason, status: dispute.status, dueBy: dueBy ? new Date(dueBy * 1000) : null },
  };
}

function isUnexpectedState(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state';
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const captureBefore = card?.capture_before;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as GatewayIntentStatus,
    amountCents: intent.amount,
    amountCapturedCents: intent.amount_received ?? 0,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    lastError: intent.last_payment_error?.message ?? null,
    captureBefore: captureBefore ? new Date(captureBefore * 1000) : null,
    ...(card?.brand && card.last4 && { card: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } }),
  };
}
