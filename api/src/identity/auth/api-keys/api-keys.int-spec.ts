import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { API_KEY_CALLS_PER_MINUTE } from '@dd/contracts/api-keys';
import { AdminAuditEntity } from '../../../audit/admin-audit.entity';
import { ADMIN, paymentFixtures, type Agent } from '../../../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { RateLimitEntity } from '../rate-limit.entity';
import { ApiKeyEntity } from './api-key.entity';

/** API keys on MariaDB: an admin makes a scoped key, other software lists bookings with it, and nothing more. */
describe('API keys on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let admin: Agent;
  let bookingId: string;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    const ana = await fx.person('ana-api-key@example.com');
    bookingId = (await fx.booking(ana.id)).id;
    admin = await fx.admin();
  });
  afterAll(() => server?.close());
  const db = () => server.app.get(DataSource);

  /** Another program: no cookie, only the key. */
  const software = (key: string) => ({
    get: (path: string) => request(server.app.getHttpServer()).get(path).set('Authorization', `Bearer ${key}`),
    put: (path: string) => request(server.app.getHttpServer()).put(path).set('Authorization', `Bearer ${key}`),
  });
  const makeKey = async (name: string, scopes: string[]) => (await admin.post('/api/admin/api-keys').send({ name, scopes }).expect(201)).body as { id: string; key: string; prefix: string; scopes: string[] };

  it('shows the key once and keeps only its hash', async () => {
    const made = await makeKey('Accounting export', ['bookings:read']);
    expect(made).toMatchObject({ name: 'Accounting export', scopes: ['bookings:read'], lastUsedAt: null, revokedAt: null });
    expect(made.key).toMatch(/^dd_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.key.slice(0, 10));

    const row = await db().getRepository(ApiKeyEntity).findOneByOrFail({ id: made.id });
    expect(row.secretHash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.key);
    const listed = (await admin.get('/api/admin/api-keys').expect(200)).body as Array<Record<string, unknown>>;
    expect(listed.find((key) => key.id === made.id)).not.toHaveProperty('key');
  });

  it('lists bookings with a bookings:read key, and nothing its scopes do not name', async () => {
    const { id, key } = await makeKey('Calendar sync', ['bookings:read']);
    const page = await software(key).get('/api/admin/bookings?limit=200').expect(200);
    expect(page.headers['x-total-count']).toMatch(/^\d+$/);
    expect((page.body as Array<{ id: string }>).map((booking) => booking.id)).toContain(bookingId);

    expect((await software(key).get('/api/admin/customers').expect(403)).body).toMatchObject({ code: 'FORBIDDEN', message: 'This API key does not have the scope customers:read' });
    // Routes that take no key refuse it, writes included: a key never signs anyone in.
    await software(key).get('/api/admin/stats').expect(401);
    await software(key).put(`/api/admin/bookings/${bookingId}`).send({ status: 'confirmed' }).expect(401);
    await software(`${key.slice(0, -1)}x`).get('/api/admin/bookings').expect(401);

    const listed = (await admin.get('/api/admin/api-keys').expect(200)).body as Array<{ id: string; lastUsedAt: string | null }>;
    expect(listed.find((entry) => entry.id === id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('counts a key\'s calls across instances and answers 429 past the limit', async () => {
    const { id, key } = await makeKey('Busy robot', ['customers:read']);
    await software(key).get('/api/admin/customers').expect(200);
    // The window's count as the limiter keeps it in the database: the limit's worth of calls already made.
    await db().getRepository(RateLimitEntity).update({ key: `api-key:${id}` }, { hits: API_KEY_CALLS_PER_MINUTE });
    const refused = await software(key).get('/api/admin/customers').expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses a revoked key at once, and the audit log names who made and revoked it', async () => {
    const { id, key } = await makeKey('Old integration', ['bookings:read']);
    await software(key).get('/api/admin/bookings').expect(200);
    const revoked = await admin.post(`/api/admin/api-keys/${id}/revoke`).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    expect((await software(key).get('/api/admin/bookings').expect(401)).body).toMatchObject({ code: 'UNAUTHENTICATED' });

    const audit = await db().getRepository(AdminAuditEntity).findBy({ entityType: 'api_key', entityId: id });
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'revoked']);
  });

  it('is an admin-only, step-up action to make one, with the scopes checked', async () => {
    const customer = await fx.person('cal-api-key@example.com');
    await customer.agent.post('/api/admin/api-keys').send({ name: 'Mine', scopes: ['bookings:read'] }).expect(403);
    const bad = await admin.post('/api/admin/api-keys').send({ name: 'Bad', scopes: ['bookings:write'] }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
