import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, flat as sent: 'metadata[bookingId]', 'expand[0]' (a multipart body's text fields). */
  form: Record<string, string>;
  /** A multipart body's files (POST /v1/files). */
  files: { field: string; filename: string; contentType: string; data: Buffer }[];
}

/** A file uploaded with POST /v1/files, as kept. */
export interface StoredStripeFile {
  id: string;
  purpose: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

interface IntentJson {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: string;
  client_secret: string;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  setup_future_usage: string | null;
  status: string;
}

const HOLD_SECONDS = 7 * 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A stand-in for api.stripe.com on 127.0.0.1 for tests: the real stripe SDK is pointed at it
 * (host/port/protocol). It records every request and keeps PaymentIntents the way Stripe does
 * for the calls the app makes (customers, create/retrieve/capture/cancel intents, idempotent
 * replays, off-session declines, unexpected-state errors), and fails on demand (`fail()`).
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, IntentJson>();
  /** The events Stripe made (as GET /v1/events lists them, newest last here); webhooks are the tests' to deliver. */
  readonly events: { id: string; object: 'event'; type: string; created: number; livemode: false; data: { object: Record<string, unknown> } }[] = [];
  /** Files uploaded with POST /v1/files, by id. */
  readonly files = new Map<string, StoredStripeFile>();
  /** Disputes (made by `dispute()`), as Stripe shows them; POST /v1/disputes/:id fills their evidence. */
  readonly disputes = new Map<string, { id: string; object: 'dispute'; amount: number; currency: string; charge: string | null; payment_intent: string; reason: string; status: string; created: number; livemode: false; metadata: Record<string, string>; evidence: Record<string, string | null>; evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number } }>();
  /** When set, POST /v1/disputes/:id answers a 500 (an outage while evidence is sent). */
  failDisputeUpdates = false;
  /** When set, off-session confirmations are declined with this message. */
  declineOffSession: string | null = null;
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  private readonly charges = new Map<string, { capture_before: number; last4: string }>();
  private readonly setupIntents = new Map<string, { id: string; object: 'setup_intent'; client_secret: string; customer: string | null; status: string; usage: string; payment_method: string | null }>();
  /** Cards saved through setup intents, by payment method id: on a customer, with their details. */
  private readonly cards = new Map<string, { customer: string | null; card: { brand: string; last4: string; exp_month: number; exp_year: number } }>();
  private server?: Server;
  /** The outage `fail()` set, if any, and the answers it holds back. */
  private fault: { paths: RegExp; kind: 'error' | 'hang' } | null = null;
  private readonly withheld = new Set<ServerResponse>();

  /**
   * Tests only: Stripe fails on the paths matching `paths` until `recover()`. `'error'`: a 500
   * `api_error` before the request does anything (nothing kept under its idempotency key, as when
   * Stripe's front fails). `'hang'`: the request is done and its answer kept under its key, but the
   * answer is never sent, so the SDK times out (and its retries, replayed, hang too).
   */
  fail(paths: RegExp, kind: 'error' | 'hang'): void {
    this.fault = { paths, kind };
  }

  /** Ends the outage; the answers held back are dropped (their callers gave up long ago). */
  recover(): void {
    this.fault = null;
    for (const response of this.withheld) response.destroy();
    this.withheld.clear();
  }

  async start(): Promise<number> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const raw = Buffer.concat(chunks);
        const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/.exec(request.headers['content-type'] ?? '')?.[2];
        const multipart = boundary ? parseMultipart(raw, boundary) : null;
        const recorded: RecordedRequest = {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
          form: multipart?.form ?? Object.fromEntries(new URLSearchParams(raw.toString('utf8'))),
          files: multipart?.files ?? [],
        };
        this.requests.push(recorded);
        const fault = this.fault?.paths.test(recorded.path) ? this.fault.kind : null;
        if (fault === 'error') {
          response.writeHead(500, { 'content-type': 'application/json', 'request-id': id('req') });
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
          return;
        }
        const key = request.headers['idempotency-key'] as string | undefined;
        const replay = key ? this.replays.get(key) : undefined;
        const { status, body } = replay ?? this.route(recorded);
        if (key && !replay) this.replays.set(key, { status, body });
        if (fault === 'hang') {
          this.withheld.add(response);
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server!.address() as AddressInfo).port;
  }

  /** The API's environment for Stripe mode with its SDK pointed at this stand-in (after `start()`). */
  apiEnv(): Record<string, string> {
    const { port } = this.server!.address() as AddressInfo;
    return { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' };
  }

  async stop(): Promise<void> {
    this.recover();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The requests matching a method and path (a string or a pattern). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** What Stripe.js's confirmCardPayment does in the browser: the card is held, or declined. */
  confirmInBrowser(intentId: string, outcome: { paymentMethod?: string; decline?: string } = {}): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No intent ${intentId}`);
    if (outcome.decline) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: cardError(outcome.decline) });
      this.emit('payment_intent.payment_failed', intent);
      return;
    }
    this.hold(intent, outcome.paymentMethod ?? id('pm'));
  }

  /**
   * What Stripe.js's confirmCardSetup does in the browser: the card is saved on the setup intent's
   * customer; answers its payment method id.
   */
  confirmSetupInBrowser(setupIntentId: string, card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }): string {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new Error(`No setup intent ${setupIntentId}`);
    const paymentMethod = id('pm');
    this.cards.set(paymentMethod, { customer: intent.customer, card });
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod });
    return paymentMethod;
  }

  /** Records an event about an object as it is now (what Stripe would send to the webhook and list at /v1/events). */
  emit(type: string, object: object): string {
    const eventId = id('evt');
    this.events.push({ id: eventId, object: 'event', type, created: now(), livemode: false, data: { object: structuredClone(object) as Record<string, unknown> } });
    return eventId;
  }

  /**
   * The cardholder disputes a captured intent's charge: the dispute (needs_response, evidence due
   * in a week) and its charge.dispute.created event, whose id is answered.
   */
  dispute(intentId: string, reason = 'product_not_received'): { disputeId: string; eventId: string } {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'succeeded') throw new Error(`Intent ${intentId} has no captured charge to dispute`);
    const disputeId = id('dp');
    const dispute = {
      id: disputeId,
      object: 'dispute' as const,
      amount: intent.amount_received,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      created: now(),
      livemode: false as const,
      metadata: {},
      evidence: {},
      evidence_details: { due_by: now() + 7 * 24 * 60 * 60, has_evidence: false, past_due: false, submission_count: 0 },
    };
    this.disputes.set(disputeId, dispute);
    return { disputeId, eventId: this.emit('charge.dispute.created', dispute) };
  }

  /** The dispute is decided by the card network (won or lost): charge.dispute.closed. */
  closeDispute(disputeId: string, status: 'won' | 'lost'): string {
    const dispute = this.disputes.get(disputeId)!;
    dispute.status = status;
    return this.emit('charge.dispute.closed', dispute);
  }

  /** The event with this id, as a webhook's JSON body. */
  eventPayload(eventId: string): string {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`No event ${eventId}`);
    return JSON.stringify(event);
  }

  private hold(intent: IntentJson, paymentMethod: string): void {
    const charge = id('ch');
    this.charges.set(charge, { capture_before: now() + HOLD_SECONDS, last4: '4242' });
    Object.assign(intent, { status: 'requires_capture', payment_method: paymentMethod, latest_charge: charge, amount_capturable: intent.amount, last_payment_error: null });
    this.emit('payment_intent.amount_capturable_updated', intent);
  }

  private route(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/customers') {
      return ok({ id: id('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: metadataOf(form) });
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'POST' && path === '/v1/setup_intents') {
      const setupId = id('seti');
      const intent = { id: setupId, object: 'setup_intent' as const, client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`, customer: form.customer ?? null, status: 'requires_payment_method', usage: form.usage ?? 'off_session', payment_method: null };
      this.setupIntents.set(setupId, intent);
      return ok({ ...intent });
    }
    if (method === 'GET' && path === '/v1/events') return ok(this.listEvents(request.query));
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    if (method === 'POST' && path === '/v1/files') return this.createFile(request);
    const disputeMatch = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (method === 'POST' && disputeMatch) return this.updateDispute(disputeMatch[1], form);
    const card = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && card) {
      // A card saved through a setup intent is on its customer; one only used at checkout is described as a visa 4242.
      const saved = this.cards.get(card[1]) ?? { customer: null, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } };
      return ok({ id: card[1], object: 'payment_method', type: 'card', ...saved });
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match && this.intents.get(match[1]);
    if (!match || !intent) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match?.[1]}'` });
    if (method === 'GET' && !match[2]) return ok(this.view(intent, request));
    if (method === 'POST' && match[2] === 'capture') {
      if (intent.status !== 'requires_capture') return unexpectedState(intent, 'capture');
      const amount = Number(form.amount_to_capture ?? intent.amount);
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      this.emit('payment_intent.succeeded', intent);
      return ok(this.view(intent, request));
    }
    if (method === 'POST' && match[2] === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'cancel');
      Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      this.emit('payment_intent.canceled', intent);
      return ok(this.view(intent, request));
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  private createIntent(form: Record<string, string>): { status: number; body: unknown } {
    const intentId = id('pi');
    const intent: IntentJson = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_capturable: 0,
      amount_received: 0,
      capture_method: form.capture_method ?? 'automatic_async',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      currency: form.currency,
      customer: form.customer ?? null,
      description: form.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(form),
      payment_method: form.payment_method ?? null,
      setup_future_usage: form.setup_future_usage ?? null,
      status: 'requires_payment_method',
    };
    this.intents.set(intentId, intent);
    if (form.confirm === 'true') {
      if (form.off_session === 'true' && this.declineOffSession) {
        intent.last_payment_error = cardError(this.declineOffSession);
        // As Stripe: a 402 card error carrying the intent.
        return error(402, { ...cardError(this.declineOffSession), payment_intent: this.view(intent) });
      }
      this.hold(intent, form.payment_method);
      // Automatic capture: charged at once (a tip).
      if (form.capture_method === 'automatic') {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, amount_capturable: 0 });
        this.emit('payment_intent.succeeded', intent);
      }
    }
    return ok(this.view(intent, { form, query: {} }));
  }

  /** POST /v1/refunds on a payment intent: never more than its capture minus what was refunded (Stripe's amount_too_large). */
  private createRefund(form: Record<string, string>): { status: number; body: unknown } {
    const intent = this.intents.get(form.payment_intent);
    if (!intent) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${form.payment_intent}'` });
    if (intent.status !== 'succeeded') {
      return error(400, { type: 'invalid_request_error', code: 'charge_not_captured', message: 'This PaymentIntent does not have a successful charge to refund.' });
    }
    const already = this.refunded.get(intent.id) ?? 0;
    const amount = Number(form.amount ?? intent.amount_received - already);
    if (already + amount > intent.amount_received) {
      const left = intent.amount_received - already;
      return error(400, {
        type: 'invalid_request_error',
        code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    }
    this.refunded.set(intent.id, already + amount);
    const refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: 'succeeded', metadata: metadataOf(form), created: now() };
    this.emit('refund.created', refund);
    return ok(refund);
  }

  /** POST /v1/files (multipart): a purpose and one file. */
  private createFile(request: RecordedRequest): { status: number; body: unknown } {
    const [file] = request.files;
    if (!file || !request.form.purpose) return error(400, { type: 'invalid_request_error', message: 'A file and a purpose are required.' });
    const stored: StoredStripeFile = { id: id('file'), purpose: request.form.purpose, filename: file.filename, contentType: file.contentType, data: file.data };
    this.files.set(stored.id, stored);
    return ok({ id: stored.id, object: 'file', purpose: stored.purpose, filename: stored.filename, size: stored.data.length, type: stored.contentType.split('/')[1], created: now() });
  }

  /** POST /v1/disputes/:id: evidence[...] fields (file fields must name uploaded dispute_evidence files), submit=true. */
  private updateDispute(disputeId: string, form: Record<string, string>): { status: number; body: unknown } {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such dispute: '${disputeId}'` });
    if (this.failDisputeUpdates) return error(500, { type: 'api_error', message: 'An unknown error occurred' });
    if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) {
      return error(400, { type: 'invalid_request_error', message: 'This dispute is already closed or under review; its evidence cannot be changed.' });
    }
    const evidence = Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('evidence[')).map(([k, v]) => [k.slice('evidence['.length, -1), v]));
    for (const field of ['service_documentation', 'uncategorized_file', 'receipt', 'customer_signature']) {
      const fileId = evidence[field];
      if (fileId && this.files.get(fileId)?.purpose !== 'dispute_evidence') return error(400, { type: 'invalid_request_error', message: `No such file upload: '${fileId}'` });
    }
    Object.assign(dispute.evidence, evidence);
    Object.assign(dispute.metadata, metadataOf(form));
    dispute.evidence_details.has_evidence = true;
    if (form.submit === 'true') {
      dispute.status = 'under_review';
      dispute.evidence_details.submission_count += 1;
      this.emit('charge.dispute.updated', dispute);
    }
    return ok(structuredClone(dispute));
  }

  /** What was refunded per payment intent, in cents. */
  readonly refunded = new Map<string, number>();

  /** GET /v1/events: newest first, created[gte], limit and starting_after as Stripe pages them. */
  private listEvents(query: Record<string, string>) {
    const since = Number(query['created[gte]'] ?? 0);
    let newestFirst = this.events.filter((e) => e.created >= since).reverse();
    if (query.starting_after) newestFirst = newestFirst.slice(newestFirst.findIndex((e) => e.id === query.starting_after) + 1);
    const limit = Number(query.limit ?? 10);
    return { object: 'list', url: '/v1/events', has_more: newestFirst.length > limit, data: newestFirst.slice(0, limit) };
  }

  /** The intent as JSON, with latest_charge expanded when asked (expand[]=latest_charge). */
  private view(intent: IntentJson, request?: Pick<RecordedRequest, 'form' | 'query'>): unknown {
    const asked = Object.entries({ ...request?.form, ...request?.query }).some(([k, v]) => k.startsWith('expand[') && v === 'latest_charge');
    const charge = intent.latest_charge && this.charges.get(intent.latest_charge);
    if (!asked || !charge) return { ...intent };
    return {
      ...intent,
      latest_charge: {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        captured: intent.status === 'succeeded',
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: charge.last4, capture_before: charge.capture_before } },
      },
    };
  }
}

const ok = (body: unknown) => ({ status: 200, body });
const error = (status: number, body: Record<string, unknown>) => ({ status, body: { error: body } });

function cardError(message: string) {
  return { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message };
}

function unexpectedState(intent: IntentJson, action: string) {
  return error(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${action === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`,
    payment_intent: { ...intent },
  });
}

/** A multipart/form-data body: text fields and files (binary kept as sent). */
function parseMultipart(body: Buffer, boundary: string): { form: Record<string, string>; files: RecordedRequest['files'] } {
  const form: Record<string, string> = {};
  const files: RecordedRequest['files'] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // past CRLF, before CRLF
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const data = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/.exec(headers)?.[1];
      if (filename === undefined) form[name] = data.toString('utf8');
      else files.push({ field: name, filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream', data: Buffer.from(data) });
    }
    start = next;
  }
  return { form, files };
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}
