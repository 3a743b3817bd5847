import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Webhook } from 'standardwebhooks';
import { AdminAuditEntity } from '../../audit/admin-audit.entity';
import { SecretBox } from '../../platform/crypto/secret-box';
import { ADMIN, paymentFixtures, type Agent } from '../../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { sealWebhookSecrets } from './sealed-webhook-secrets';
import { WebhookWorker } from './webhook-worker';

/** A real HTTP receiver on this machine: it records what it gets and answers the next queued status (200 when none). */
function receiver() {
  const got: Array<{ path: string; headers: IncomingHttpHeaders; body: string }> = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  return {
    got,
    answers,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Webhooks on MariaDB: a booking change reaches a real receiver signed, retried after a 500, replayable; a disabled endpoint gets nothing. */
describe('webhooks on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let admin: Agent;
  let customerId: string;
  let customer: Agent;
  const hooks = receiver();
  let base: string;

  beforeAll(async () => {
    base = await hooks.start();
    // Retries after 1 s, then 2 s: the test moves the worker's clock instead of waiting.
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAYS_MS: '1000,2000' } });
    fx = paymentFixtures(server);
    ({ id: customerId, agent: customer } = await fx.person('hana-webhooks@example.com'));
    admin = await fx.admin();
  });
  afterAll(async () => {
    await server?.close();
    await hooks.close();
  });
  beforeEach(async () => {
    hooks.got.length = 0;
    hooks.answers.length = 0;
    // Each test has only its own endpoints.
    for (const { id } of (await admin.get('/api/admin/webhooks').expect(200)).body as Array<{ id: string }>) await admin.delete(`/api/admin/webhooks/${id}`).expect(204);
  });

  const worker = () => server.app.get(WebhookWorker);
  const makeEndpoint = async (path: string, eventTypes = ['booking.confirmed']) =>
    (await admin.post('/api/admin/webhooks').send({ url: `${base}${path}`, eventTypes }).expect(201)).body as { id: string; secret: string; url: string };
  const confirmBooking = async () => {
    const booking = await fx.booking(customerId);
    await admin.put(`/api/admin/bookings/${booking.id}`).send({ status: 'confirmed' }).expect(200);
    return booking.id;
  };
  const deliveries = async (endpointId: string) =>
    (await admin.get(`/api/admin/webhooks/${endpointId}/deliveries`).expect(200)).body as Array<{ id: string; status: string; attempts: number; lastStatusCode: number | null; lastError: string | null; log: Array<{ statusCode: number | null }> }>;

  it('sends a confirmed booking to the receiver, signed so that the library verifies it, and keeps the secret only sealed', async () => {
    const endpoint = await makeEndpoint('/ok');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const row = await server.app.get(DataSource).getRepository(WebhookEndpointEntity).findOneByOrFail({ id: endpoint.id });
    expect(row.secretSealed).not.toContain(endpoint.secret.slice(6));
    expect(server.app.get(SecretBox).open(row.secretSealed)).toBe(endpoint.secret);
    expect((await admin.get('/api/admin/webhooks').expect(200)).body.find((e: { id: string }) => e.id === endpoint.id)).not.toHaveProperty('secret');

    const bookingId = await confirmBooking();
    // Written in the change's transaction, sent only by the worker, after it.
    expect(hooks.got).toHaveLength(0);
    expect(await worker().deliverDue()).toBe(1);

    expect(hooks.got).toHaveLength(1);
    const [sent] = hooks.got;
    expect(sent.path).toBe('/ok');
    const event = new Webhook(endpoint.secret).verify(sent.body, sent.headers as Record<string, string>) as { type: string; data: { bookingId: string } };
    expect(event).toMatchObject({ type: 'booking.confirmed', data: { bookingId } });
    // Another secret, or a changed body, does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(sent.body, sent.headers as Record<string, string>)).toThrow();
    expect(() => new Webhook(endpoint.secret).verify(sent.body.replace(bookingId, 'x'), sent.headers as Record<string, string>)).toThrow();

    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ id: sent.headers['webhook-id'], status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(await worker().deliverDue(Date.now() + 60_000)).toBe(0);
  });

  it('tries again after a 500, with the same webhook-id, once the backoff has passed; replay sends it once more', async () => {
    const endpoint = await makeEndpoint('/flaky');
    hooks.answers.push(500);
    await confirmBooking();
    expect(await worker().deliverDue()).toBe(0);
    expect(hooks.got).toHaveLength(1);
    let [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'The receiver answered 500' });

    // Not before its time, counted from the failed try as recorded (not from now: a slow machine)...
    const { nextAttemptAt } = await server.app.get(DataSource).getRepository(WebhookDeliveryEntity).findOneByOrFail({ id: log.id });
    expect(await worker().deliverDue(Number(nextAttemptAt) - 1)).toBe(0);
    expect(hooks.got).toHaveLength(1);
    // ...and at it, the same message again, which the receiver now takes.
    expect(await worker().deliverDue(Number(nextAttemptAt))).toBe(1);
    expect(hooks.got).toHaveLength(2);
    expect(hooks.got[1].headers['webhook-id']).toBe(hooks.got[0].headers['webhook-id']);
    expect(hooks.got[1].body).toBe(hooks.got[0].body);
    new Webhook(endpoint.secret).verify(hooks.got[1].body, hooks.got[1].headers as Record<string, string>);
    [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect(log.log.map((entry) => entry.statusCode)).toEqual([500, 200]);

    const replayed = await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/${log.id}/replay`).expect(200);
    expect(replayed.body).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await worker().deliverDue()).toBe(1);
    expect(hooks.got).toHaveLength(3);
    expect(hooks.got[2].headers['webhook-id']).toBe(log.id);
    const audit = await server.app.get(DataSource).getRepository(AdminAuditEntity).findBy({ entityType: 'webhook_endpoint', entityId: endpoint.id });
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'delivery_replayed']);
  });

  it('fails a delivery once its tries run out', async () => {
    const endpoint = await makeEndpoint('/down');
    hooks.answers.push(503, 503, 503);
    await confirmBooking();
    await worker().deliverDue();
    await worker().deliverDue(Date.now() + 1_500);
    await worker().deliverDue(Date.now() + 5_000);
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 503 });
    expect(await worker().deliverDue(Date.now() + 86_400_000)).toBe(0);
    expect(hooks.got).toHaveLength(3);
  });

  it('sends nothing to a disabled endpoint, nor for events it did not choose; deleting it removes its log', async () => {
    const endpoint = await makeEndpoint('/off');
    const other = await makeEndpoint('/cancellations', ['booking.cancelled']);
    await admin.post(`/api/admin/webhooks/${endpoint.id}/disable`).expect(200);
    await confirmBooking();
    expect(await worker().deliverDue()).toBe(0);
    expect(hooks.got).toHaveLength(0);
    expect(await deliveries(endpoint.id)).toEqual([]);
    expect(await deliveries(other.id)).toEqual([]);

    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
    await admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(404);
  });

  it('sends a payment captured, a refund and a posted review, each to the endpoint that chose it', async () => {
    const money = await makeEndpoint('/money', ['payment.captured', 'payment.refunded', 'review.posted']);
    const held = await fx.holdTestCard(customer, await fx.booking(customerId));
    const booking = await fx.completeAndCapture(admin, held);
    await admin.post(`/api/admin/bookings/${booking.id}/refunds`).send({ amount: '10.00', reason: 'Scratch on the door' }).expect(201);
    const review = await customer.post(`/api/bookings/${booking.id}/review`).send({ rating: 5, comment: 'Spotless' }).expect(201);
    expect(await worker().deliverDue()).toBe(3);

    const events = hooks.got.map((sent) => new Webhook(money.secret).verify(sent.body, sent.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    const byType = Object.fromEntries(events.map((event) => [event.type, event.data]));
    expect(Object.keys(byType).sort()).toEqual(['payment.captured', 'payment.refunded', 'review.posted']);
    expect(byType['payment.captured']).toEqual({ bookingId: booking.id });
    expect(byType['payment.refunded']).toEqual({ bookingId: booking.id, amount: '10.00', fullyRefunded: false, tip: false });
    expect(byType['review.posted']).toEqual({ bookingId: booking.id, reviewId: review.body.id, rating: 5 });
  });

  it('seals a secret again with a new SECRETS_KEY, keeping what it opens to', async () => {
    const endpoint = await makeEndpoint('/rotated');
    const endpoints = server.app.get(DataSource).getRepository(WebhookEndpointEntity);
    const old = new SecretBox({ current: 'an-older-sealing-key-an-older-sealing-key' });
    await endpoints.update({ id: endpoint.id }, { secretSealed: old.seal(endpoint.secret) });
    const rotated = new SecretBox({ current: 'the-newer-sealing-key-the-newer-sealing-key', previous: ['an-older-sealing-key-an-older-sealing-key'] });
    expect(await sealWebhookSecrets(server.app.get(DataSource), rotated)).toBeGreaterThanOrEqual(1);
    const row = await endpoints.findOneByOrFail({ id: endpoint.id });
    expect(rotated.isCurrent(row.secretSealed)).toBe(true);
    expect(rotated.open(row.secretSealed)).toBe(endpoint.secret);
    expect(await sealWebhookSecrets(server.app.get(DataSource), rotated)).toBe(0);
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });

  it('is admin-only and checks the URL and the events', async () => {
    const customer = await fx.person('ivo-webhooks@example.com');
    await customer.agent.post('/api/admin/webhooks').send({ url: `${base}/x`, eventTypes: ['booking.confirmed'] }).expect(403);
    const bad = await admin.post('/api/admin/webhooks').send({ url: 'ftp://example.com/x', eventTypes: ['booking.confirmed'] }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    await admin.post('/api/admin/webhooks').send({ url: `${base}/x`, eventTypes: ['booking.exploded'] }).expect(400);
  });
});
