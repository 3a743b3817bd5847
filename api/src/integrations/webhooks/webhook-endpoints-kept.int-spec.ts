import { ADMIN, paymentFixtures, type Agent } from '../../payments/testing/payment-fixtures';
import { startTwoTestApps, type TestApp, type TestAppPair } from '../../testing/test-app';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/**
 * The endpoints a booking change writes deliveries for are kept on each instance (decision 0484): a
 * change reads none, an endpoint made on one instance takes the other's changes from its next poll, and
 * one disabled or deleted on one instance gets nothing from the other, whose kept list still names it.
 */
describe('webhook endpoints kept on two instances of one MariaDB database', () => {
  let apps: TestAppPair;
  let one: TestApp;
  let two: TestApp;
  let adminOnOne: Agent;
  let adminOnTwo: Agent;
  let customerId: string;
  const fx = () => paymentFixtures(one);

  beforeAll(async () => {
    apps = await startTwoTestApps('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    ({ one, two } = apps);
    // Instance two polls when the test says, not every second: the tests look between a change and that poll.
    two.caches.onModuleDestroy();
    adminOnOne = await fx().admin();
    adminOnTwo = await paymentFixtures(two).admin();
    ({ id: customerId } = await fx().person('kept-webhooks@example.com'));
  });
  afterAll(() => apps?.close());

  const makeEndpoint = async () =>
    (await adminOnOne.post('/api/admin/webhooks').send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['booking.confirmed'] }).expect(201)).body as { id: string };
  /** Confirms a new booking through instance two; the statements of that request. */
  const confirmOnTwo = async () => {
    const booking = await fx().booking(customerId);
    const { statements } = await two.queries.during(() => adminOnTwo.put(`/api/admin/bookings/${booking.id}`).send({ status: 'confirmed' }).expect(200));
    return statements.map((s) => s.sql);
  };
  const deliveriesTo = (endpointId: string) => fx().db().getRepository(WebhookDeliveryEntity).countBy({ endpointId });
  const readsEndpoints = (statements: string[]) => statements.some((sql) => /^SELECT\b.*\bFROM `webhook_endpoints`/s.test(sql));

  it('writes deliveries for an endpoint made on the other instance from the next poll, reading no endpoints per change, from the first', async () => {
    // Two loaded the endpoints (none yet) as it started: its first change reads none.
    await two.caches.poll();
    expect(readsEndpoints(await confirmOnTwo())).toBe(false);

    const endpoint = await makeEndpoint();
    await two.caches.poll();
    // The first change after the poll reads the endpoints once (the kept list loads beside it)...
    await confirmOnTwo();
    expect(await deliveriesTo(endpoint.id)).toBe(1);
    // ...and the next ones none.
    const statements = await confirmOnTwo();
    expect(readsEndpoints(statements)).toBe(false);
    expect(statements.some((sql) => sql.startsWith('INSERT INTO webhook_deliveries'))).toBe(true);
    expect(await deliveriesTo(endpoint.id)).toBe(2);
  });

  it('writes nothing for an endpoint disabled or deleted on the other instance, and the change goes through', async () => {
    const disabled = await makeEndpoint();
    const deleted = await makeEndpoint();
    await two.caches.poll();
    await confirmOnTwo();
    await confirmOnTwo();
    expect(await deliveriesTo(disabled.id)).toBe(2);

    await adminOnOne.post(`/api/admin/webhooks/${disabled.id}/disable`).expect(200);
    await adminOnOne.delete(`/api/admin/webhooks/${deleted.id}`).expect(204);
    // Before its poll, two still keeps both as enabled: the rows are written only for endpoints still there.
    const statements = await confirmOnTwo();
    expect(readsEndpoints(statements)).toBe(false);
    expect(await deliveriesTo(disabled.id)).toBe(2);
    expect(await deliveriesTo(deleted.id)).toBe(0);
  });
});
