import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestApp, type TestApp } from '../testing/test-app';
import { SIGN_IN_SLOWDOWN } from './auth.service';

const ORIGIN = 'http://localhost:3000';
const newCustomer = (email: string) => ({ email, password: 'correct-horse-1', firstName: 'Ana', lastName: 'Lopez', phone: '7145550100' });
const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith('dd.sid='));

describe('auth on MariaDB', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('mysql');
  });
  afterAll(() => server.close());

  it('registers a customer whatever role is asked for, signs them in with a safe cookie', async () => {
    const browser = server.agent();
    const response = await browser
      .post('/api/register')
      .set('Origin', ORIGIN)
      .send({ ...newCustomer('Ana@Example.com'), role: 'admin' })
      .expect(201);
    expect(response.body).toMatchObject({ email: 'ana@example.com', role: 'customer', washPoints: 0, firstName: 'Ana' });
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await browser.get('/api/user').expect(200);
    expect(me.body.email).toBe('ana@example.com');
  });

  it('refuses a second account on the same email with a clear 409', async () => {
    await server.agent().post('/api/register').send(newCustomer('dup@example.com')).expect(201);
    const again = await server.agent().post('/api/register').send(newCustomer('DUP@example.com')).expect(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Please sign in instead.' });
  });

  it('answers bad input with 400 and a readable message, never a 500', async () => {
    const badEmail = await server.agent().post('/api/register').send({ ...newCustomer('x'), email: 'not-an-email' }).expect(400);
    expect(badEmail.body.message).toBe('Invalid email address');
    expect(badEmail.body.fieldErrors).toEqual({ email: 'Invalid email address' });

    const empty = await server.agent().post('/api/register').send({}).expect(400);
    expect(typeof empty.body.message).toBe('string');

    const badJson = await server.agent().post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(typeof badJson.body.message).toBe('string');

    const noPassword = await server.agent().post('/api/login').send({ email: 'a@example.com', password: '' }).expect(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('signs in with a new session id, and signs out for good', async () => {
    const browser = server.agent();
    const registered = await browser.post('/api/register').send(newCustomer('login@example.com')).expect(201);
    const before = sessionCookie(registered)!.split(';')[0];

    await server.agent().post('/api/login').send({ email: 'login@example.com', password: 'wrong-password' }).expect(401);

    const login = await browser.post('/api/login').send({ email: 'LOGIN@example.com', password: 'correct-horse-1' }).expect(200);
    expect(login.body.email).toBe('login@example.com');
    const after = sessionCookie(login)!.split(';')[0];
    expect(after).not.toBe(before);

    // The pre-login session id is dead: a planted id gains nothing.
    await server.agent().get('/api/user').set('Cookie', before).expect(401);

    await browser.post('/api/logout').expect(200);
    await browser.get('/api/user').expect(401);
    await server.agent().get('/api/user').set('Cookie', after).expect(401);
  });

  it('bounds emails at 254 characters everywhere, so no sign-in can overflow a rate-limit key', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    await server.agent().post('/api/register').send(newCustomer(longest)).expect(201);
    await server.agent().post('/api/login').send({ email: longest, password: 'wrong-password' }).expect(401);
    await server.agent().post('/api/login').send({ email: longest, password: 'correct-horse-1' }).expect(200);
    const tooLong = `x${longest}`;
    expect((await server.agent().post('/api/register').send(newCustomer(tooLong)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.agent().post('/api/login').send({ email: tooLong, password: 'whatever-1' }).expect(400)).body.message).toBe('Invalid email address');
  });

  it('answers 401 to GET /api/user when nobody is signed in', async () => {
    const response = await server.agent().get('/api/user').expect(401);
    expect(response.body.message).toBe('Please sign in to continue');
  });

  it('refuses state-changing requests from another site', async () => {
    const fromEvil = await server.agent().post('/api/login').set('Origin', 'https://evil.example').send({ email: 'a@example.com', password: 'x' });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' });
    const crossSite = await server.agent().post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
  });

  it('limits guesses at one account with a clear 429', async () => {
    await server.agent().post('/api/register').send(newCustomer('target@example.com')).expect(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      await server.agent().post('/api/login').send({ email: 'target@example.com', password: `guess-${attempt}` }).expect(401);
    }
    const limited = await server.agent().post('/api/login').send({ email: 'target@example.com', password: 'correct-horse-1' }).expect(429);
    expect(limited.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await server.agent().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('two API instances on one database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    first = await startTestApp(database, { isolated: true });
    second = await startTestApp(database, { isolated: true });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('share sign-ins: a session made on one is valid on the other', async () => {
    const registered = await first.agent().post('/api/register').send(newCustomer('shared@example.com')).expect(201);
    const cookie = sessionCookie(registered)!.split(';')[0];
    const me = await second.agent().get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body.email).toBe('shared@example.com');
    await second.agent().post('/api/logout').set('Cookie', cookie).expect(200);
    await first.agent().get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('share rate-limit counters', async () => {
    await first.agent().post('/api/register').send(newCustomer('counted@example.com')).expect(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      const instance = attempt % 2 ? first : second;
      await instance.agent().post('/api/login').send({ email: 'counted@example.com', password: `guess-${attempt}` }).expect(401);
    }
    await first.agent().post('/api/login').send({ email: 'counted@example.com', password: 'correct-horse-1' }).expect(429);
  });
});

describe('the sign-in policy behind a proxy (addresses from X-Forwarded-For)', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    proxied = await startTestApp('mysql', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => proxied.close());

  it("does not lock the owner out for another address's failures, and slows the account down instead", async () => {
    const from = (address: string) => proxied.agent().post('/api/login').set('X-Forwarded-For', address);
    await proxied.agent().post('/api/register').send(newCustomer('owner@example.com')).expect(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      await from('203.0.113.9').send({ email: 'owner@example.com', password: `guess-${attempt}` }).expect(401);
    }
    const stranger = await from('203.0.113.9').send({ email: 'owner@example.com', password: 'correct-horse-1' }).expect(429);
    expect(stranger.body.code).toBe('RATE_LIMITED');
    // The owner, from their own address: slowed a little (the account has had 10 failures), not refused.
    const started = Date.now();
    await from('198.51.100.7').send({ email: 'owner@example.com', password: 'correct-horse-1' }).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN.firstDelayMs);
  });
});
