import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Repository } from 'typeorm';
import { HOLD_LIFETIME_MS } from '../card-holds';
import {
  PaymentDeclinedError,
  PaymentGateway,
  WebhookSignatureError,
  type GatewayCard,
  type GatewayRefund,
  type NewRefund,
  type GatewayIntent,
  type GatewaySetupIntent,
  type NewIntent,
  type PaymentEvent,
  type Reauthorization,
} from '../payment-gateway';
import { testCard, testCardByLast4 } from './test-cards';
import { TestPaymentIntentEntity } from './test-payment-intent.entity';
import { isUniqueViolation } from '../../common/unique-violation';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** Setup intents' ids, as Stripe's (seti_…); they share the table with payment intents. */
const SETUP_PREFIX = 'seti_test_';

/** The test gateway's answer to a confirm that did not hold the card. */
export class TestConfirmError extends Error {
  constructor(
    message: string,
    readonly kind: 'declined' | 'not-found' | 'unexpected-state',
  ) {
    super(message);
  }
}

/**
 * The offline gateway used when no Stripe keys are configured: the same flow (manual-capture
 * intents, a saved card, capture, cancel, renewals) with test card numbers and no network. Its
 * state is in the database so several API instances agree.
 */
export class TestPaymentGateway extends PaymentGateway {
  readonly mode = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly intents: Repository<TestPaymentIntentEntity>) {
    super();
  }

  async createCustomer(): Promise<string> {
    return `cus_test_${token(12)}`;
  }

  async createIntent(intent: NewIntent): Promise<GatewayIntent> {
    return this.toIntent(await this.insertOnce(intent, 'requires_payment_method'));
  }

  async reauthorize(intent: Reauthorization): Promise<GatewayIntent> {
    const card = await this.intents.findOneBy({ paymentMethodId: intent.paymentMethodId, customerId: intent.customerId });
    if (!card) throw new PaymentDeclinedError('No such payment method.');
    const outcome = testCardByLast4(card.cardLast4);
    const row = await this.insertOnce(intent, outcome.declinesOffSession ? 'requires_payment_method' : 'requires_capture', {
      paymentMethodId: intent.paymentMethodId,
      cardLast4: card.cardLast4,
      cardExpMonth: card.cardExpMonth,
      cardExpYear: card.cardExpYear,
      lastError: outcome.declinesOffSession ?? null,
      authorizedAt: outcome.declinesOffSession ? null : new Date(),
    });
    if (row.status !== 'requires_capture') throw new PaymentDeclinedError(row.lastError ?? 'Your card was declined.');
    return this.toIntent(row);
  }

  /** Charged at once on a saved test card (a declining card declines off-session too). */
  async charge(charge: Reauthorization): Promise<GatewayIntent> {
    const card = await this.intents.findOneBy({ paymentMethodId: charge.paymentMethodId, customerId: charge.customerId });
    if (!card) throw new PaymentDeclinedError('No such payment method.');
    const outcome = testCardByLast4(card.cardLast4);
    const row = await this.insertOnce(charge, outcome.declinesOffSession ? 'requires_payment_method' : 'succeeded', {
      paymentMethodId: charge.paymentMethodId,
      cardLast4: card.cardLast4,
      cardExpMonth: card.cardExpMonth,
      cardExpYear: card.cardExpYear,
      lastError: outcome.declinesOffSession ?? null,
    });
    if (row.status !== 'succeeded') throw new PaymentDeclinedError(row.lastError ?? 'Your card was declined.');
    return this.toIntent(row);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    return this.toIntent(await this.intents.findOneByOrFail({ id }));
  }

  async cardDetails(paymentMethodId: string): Promise<GatewayCard | null> {
    const row = await this.intents.findOneBy({ paymentMethodId });
    if (!row?.cardLast4 || !row.cardExpMonth || !row.cardExpYear) return null;
    return { brand: testCardByLast4(row.cardLast4).brand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear, customerId: row.customerId };
  }

  /** A SetupIntent is a row of its own kind (seti_test_…, nothing to hold) that a confirm gives a saved card. */
  async createSetupIntent(customerId: string): Promise<GatewaySetupIntent> {
    const id = `${SETUP_PREFIX}${token(12)}`;
    const clientSecret = `${id}_secret_${token(16)}`;
    await this.intents.insert({ id, clientSecret, idempotencyKey: null, customerId, bookingId: null, amountCents: 0, status: 'requires_payment_method' });
    return { id, clientSecret };
  }

  async capture(id: string, amountCents: number): Promise<GatewayIntent> {
    const current = await this.retrieveIntent(id);
    if (current.status !== 'requires_capture') return current;
    if (amountCents > current.amountCents) throw new Error('The amount to capture is more than the hold');
    // Conditional, so two racing captures capture once.
    await this.intents.update({ id, status: 'requires_capture' }, { status: 'succeeded', amountCents });
    return this.retrieveIntent(id);
  }

  async cancel(id: string): Promise<GatewayIntent> {
    const current = await this.retrieveIntent(id);
    if (current.status === 'succeeded' || current.status === 'canceled') return current;
    await this.intents.update({ id, status: current.status }, { status: 'canceled' });
    return this.retrieveIntent(id);
  }

  /** Conditional on what is left of the capture, so it never gives back more than was taken. */
  async refund({ paymentIntentId, amountCents }: NewRefund): Promise<GatewayRefund> {
    const result = await this.intents
      .createQueryBuilder()
      .update()
      .set({ refundedCents: () => `refundedCents + ${Math.trunc(amountCents)}` })
      .where('id = :id AND status = :status AND refundedCents + :amount <= amountCents', { id: paymentIntentId, status: 'succeeded', amount: amountCents })
      .execute();
    if (result.affected !== 1) throw new PaymentDeclinedError('The refund is more than what is left of this payment.');
    return { id: `re_test_${token(12)}`, amountCents, status: 'succeeded' };
  }

  /** Test mode has no disputes: nothing is charged and no event arrives, so this is never asked. */
  async submitDisputeEvidence(): Promise<void> {
    throw new Error('The test gateway has no disputes');
  }

  parseWebhookEvent(): PaymentEvent {
    throw new WebhookSignatureError('Webhooks come from Stripe only; the test gateway sends none');
  }

  /** The test gateway's moves are all made by the app itself, so there is never an event it missed. */
  async listEvents(): Promise<PaymentEvent[]> {
    return [];
  }

  /**
   * What Stripe.js's confirmCardPayment (a payment intent: the card is held) or confirmCardSetup
   * (a setup intent: the card is saved) does in Stripe mode, with a test card: on the intent named
   * by its client secret, of the kind asked for, or records the decline. Only the intent's own
   * customer may.
   */
  async confirmWithCard(
    kind: 'payment' | 'setup',
    clientSecret: string,
    customerId: string | null,
    cardNumber: string,
    expiry: { month: number; year: number },
  ): Promise<GatewayIntent> {
    const id = clientSecret.split('_secret_')[0];
    const row = await this.intents.findOneBy({ id });
    const isSetup = id.startsWith(SETUP_PREFIX);
    if (!row || !customerId || row.customerId !== customerId || !sameText(row.clientSecret, clientSecret) || isSetup !== (kind === 'setup')) {
      throw new TestConfirmError(`No such ${kind === 'setup' ? 'setup' : 'payment'} intent.`, 'not-found');
    }
    const intent = this.toIntent(row);
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') return intent;
    if (intent.status === 'canceled') throw new TestConfirmError('This payment was canceled.', 'unexpected-state');

    const card = testCard(cardNumber);
    const paymentMethodId = `pm_test_${token(12)}`;
    const last4 = cardNumber.slice(-4);
    if (card.declines) {
      await this.intents.update({ id }, { status: 'requires_payment_method', lastError: card.declines, paymentMethodId: null, cardLast4: last4 });
      throw new TestConfirmError(card.declines, 'declined');
    }
    // A setup succeeds with the card saved; a payment holds it.
    const outcome = isSetup ? { status: 'succeeded' as const, authorizedAt: null } : { status: 'requires_capture' as const, authorizedAt: new Date() };
    const change = { ...outcome, lastError: null, paymentMethodId, cardLast4: last4, cardExpMonth: expiry.month, cardExpYear: expiry.year };
    // Conditional on the status read: when it moved meanwhile, the intent as it now stands is the answer.
    const { affected } = await this.intents.update({ id, status: row.status }, change);
    return affected ? this.toIntent({ ...row, ...change }) : this.retrieveIntent(id);
  }

  /**
   * Inserts the intent once per idempotency key; a repeat gets the first one back. The unique index
   * decides (a repeat, or two requests with one key racing), so a new intent costs one statement.
   */
  private async insertOnce(
    intent: NewIntent,
    status: TestPaymentIntentEntity['status'],
    extra: Partial<TestPaymentIntentEntity> = {},
  ): Promise<TestPaymentIntentEntity> {
    const id = `pi_test_${token(12)}`;
    const row = {
      id,
      clientSecret: `${id}_secret_${token(16)}`,
      idempotencyKey: intent.idempotencyKey,
      customerId: intent.customerId,
      bookingId: intent.bookingId,
      amountCents: intent.amountCents,
      status,
      paymentMethodId: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      lastError: null,
      authorizedAt: null,
      refundedCents: 0,
      ...extra,
    };
    try {
      // The row as inserted is the answer: TypeORM need not read the defaults back.
      await this.intents.createQueryBuilder().insert().values(row).updateEntity(false).execute();
    } catch (error) {
      if (isUniqueViolation(error)) return this.intents.findOneByOrFail({ idempotencyKey: intent.idempotencyKey });
      throw error;
    }
    return row as TestPaymentIntentEntity;
  }

  /** A hold older than its lifetime reads as canceled, as an uncaptured Stripe hold ends. */
  private toIntent(row: TestPaymentIntentEntity): GatewayIntent {
    const captureBefore = row.authorizedAt ? new Date(row.authorizedAt.getTime() + HOLD_LIFETIME_MS) : null;
    const lapsed = row.status === 'requires_capture' && captureBefore !== null && captureBefore.getTime() <= Date.now();
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      status: lapsed ? 'canceled' : row.status,
      amountCents: row.amountCents,
      amountCapturedCents: row.status === 'succeeded' ? row.amountCents : 0,
      customerId: row.customerId,
      paymentMethodId: row.paymentMethodId,
      lastError: row.lastError,
      captureBefore,
      ...(row.cardLast4 && row.cardExpMonth && row.cardExpYear && { card: { brand: testCardByLast4(row.cardLast4).brand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear } }),
    };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
