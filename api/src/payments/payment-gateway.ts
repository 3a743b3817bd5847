import type { PaymentMode } from '@dd/contracts/payment';

/** PaymentIntent states, in Stripe's words (the test gateway speaks the same language). */
export type GatewayIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: GatewayIntentStatus;
  amountCents: number;
  /** What a capture took (0 until captured; less than amountCents after a partial capture). */
  amountCapturedCents: number;
  customerId: string | null;
  /** The card used, once one was (saved for off-session use at checkout). */
  paymentMethodId: string | null;
  /** The provider's words for the last failed attempt, e.g. 'Your card was declined.' */
  lastError: string | null;
  /** When an authorized hold lapses, when the provider says so. */
  captureBefore: Date | null;
  /** The card used, as it shows, when the provider tells it with the intent (absent: ask cardDetails). */
  card?: CardDetails;
}

export interface NewIntent {
  amountCents: number;
  customerId: string;
  bookingId: string;
  description: string;
  idempotencyKey: string;
}

export interface Reauthorization extends NewIntent {
  paymentMethodId: string;
}

export interface NewRefund {
  paymentIntentId: string;
  amountCents: number;
  /** The admin's words, kept with the refund at the provider. */
  reason: string;
  bookingId: string;
  idempotencyKey: string;
}

export interface GatewayRefund {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

/** A chargeback as the provider reports it (Stripe's dispute object). */
export interface GatewayDispute {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
  /** Stripe's words: warning_needs_response, needs_response, under_review, won, lost, … */
  status: string;
  /** When evidence must be in by. */
  dueBy: Date | null;
}

/** A file for dispute evidence (uploaded with the provider's Files API). */
export interface EvidenceFile {
  name: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  data: Buffer;
}

/** What the product answers a dispute with, submitted at once. */
export interface DisputeEvidence {
  disputeId: string;
  /** Per submission attempt: Stripe replays a failed request's answer under the same key. */
  idempotencyKey: string;
  bookingId: string;
  /** YYYY-MM-DD: the day of the job. */
  serviceDate: string;
  customerName: string;
  customerEmail: string;
  /** The job's record: arrival and completion times, the geofence result, what was done. */
  serviceDocumentationText: string;
  /** The customer's agreement to the terms and the fee policy at checkout (when, and the words). */
  agreementText: string;
  /** The before/after photos as one service-documentation file (null when there are none). */
  serviceDocumentation: EvidenceFile | null;
}

/** A webhook event reduced to what moves a booking's paymentStatus (or a dispute). */
export interface PaymentEvent {
  id: string;
  kind: 'authorized' | 'failed' | 'canceled' | 'captured' | 'dispute' | 'other';
  /** The provider's event type, kept for the record. */
  type: string;
  paymentIntentId: string | null;
  message: string | null;
  /** For a payment intent: what its capture took (amount_received). */
  amountCapturedCents: number;
  /** When the provider made the event (reconciliation applies missed events oldest first). */
  created: Date;
  /** For charge.dispute.* events: the dispute as it is now. */
  dispute?: GatewayDispute;
}

/** A saved card's display details. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card as the gateway knows it: what it shows, and the gateway customer it is attached to. */
export interface GatewayCard extends CardDetails {
  customerId: string | null;
}

/** A SetupIntent: saves a card on a customer without charging it (Payment Methods' Add). */
export interface GatewaySetupIntent {
  id: string;
  clientSecret: string;
}

/** The card was declined; `message` is the provider's, for the person paying. */
export class PaymentDeclinedError extends Error {}

/** A webhook whose signature does not check out. */
export class WebhookSignatureError extends Error {}

/**
 * The payment gateway port: Stripe when keys are configured, else the offline test gateway. All
 * amounts are integer cents in USD. Writes carry idempotency keys, so a retried call never
 * charges or holds twice; capture and cancel answer with the intent as it ends up, also when it
 * was already captured or canceled.
 */
export abstract class PaymentGateway {
  abstract readonly mode: PaymentMode;
  abstract readonly publishableKey: string | null;

  /** A gateway customer for one of our users (cards are saved on it). */
  abstract createCustomer(user: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string>;

  /** A manual-capture intent the customer confirms with a card, saving it for off-session use. */
  abstract createIntent(intent: NewIntent): Promise<GatewayIntent>;

  /** A new hold on a saved card without the customer present; throws PaymentDeclinedError. */
  abstract reauthorize(intent: Reauthorization): Promise<GatewayIntent>;

  abstract retrieveIntent(id: string): Promise<GatewayIntent>;

  /** A charge on a saved card without the customer present, captured at once (a tip: a capture cannot exceed the hold); throws PaymentDeclinedError. */
  abstract charge(charge: Reauthorization): Promise<GatewayIntent>;

  /** What a saved card shows (brand, last 4, expiry) and whose it is; null when the gateway does not know it. */
  abstract cardDetails(paymentMethodId: string): Promise<GatewayCard | null>;

  /** A SetupIntent for the customer, which the browser confirms with a card to save it for off-session use. */
  abstract createSetupIntent(customerId: string): Promise<GatewaySetupIntent>;

  abstract capture(id: string, amountCents: number, idempotencyKey: string): Promise<GatewayIntent>;

  abstract cancel(id: string, idempotencyKey: string): Promise<GatewayIntent>;

  /** Gives back part or all of a captured intent; throws PaymentDeclinedError when the provider refuses (e.g. more than is left). */
  abstract refund(refund: NewRefund): Promise<GatewayRefund>;

  /**
   * Answers a dispute: uploads the documentation file, fills the evidence and submits it (no
   * further changes possible). Only Stripe has disputes; the test gateway can never be asked.
   */
  abstract submitDisputeEvidence(evidence: DisputeEvidence): Promise<void>;

  /** A verified webhook event; throws WebhookSignatureError. */
  abstract parseWebhookEvent(payload: Buffer, signature: string | undefined): PaymentEvent;

  /** The provider's events since a time, asked of its API (so trusted as a webhook's signature is), oldest first. */
  abstract listEvents(since: Date): Promise<PaymentEvent[]>;
}
