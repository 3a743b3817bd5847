import { cookieOf, startTestApp, startTwoTestApps, type TestApp, type TestAppPair } from '../../testing/test-app';
import type { DataSource } from 'typeorm';
import { DEVICE_LINK_USED, SIGN_IN_LINK_REQUIRED_MESSAGE } from '@dd/contracts/auth';
import type { MessageEntity } from '../../messaging/message.entity';
import type { PasswordHasher } from '../users/password-hasher';
import { SIGN_IN_PER_ACCOUNT } from './auth.service';
import { DEVICE_COOKIE } from './known-devices';
import { COMMON_PASSWORD_MESSAGE } from '../users/common-passwords';

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

  it('refuses a password from the leaked-password list at its field, as NIST SP 800-63B asks (issue 36 item 16)', async () => {
    const refused = await server.agent().post('/api/register').send({ ...newCustomer('common@example.com'), password: 'password' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE, fieldErrors: { password: COMMON_PASSWORD_MESSAGE } });
    await server.agent().post('/api/register').send({ ...newCustomer('common@example.com'), password: 'QWERTYUIOP' }).expect(400);
    // Nothing was made: the same email signs up with a password of its own.
    await server.agent().post('/api/register').send(newCustomer('common@example.com')).expect(201);
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
    const before = cookieOf(registered);

    await server.agent().post('/api/login').send({ email: 'login@example.com', password: 'wrong-password' }).expect(401);

    const login = await browser.post('/api/login').send({ email: 'LOGIN@example.com', password: 'correct-horse-1' }).expect(200);
    expect(login.body.email).toBe('login@example.com');
    const after = cookieOf(login);
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
  let apps: TestAppPair;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Both isolated: the first describe's instance registered Passport's serializers in this registry.
    apps = await startTwoTestApps('mysql', { isolated: true });
    ({ one: first, two: second } = apps);
  });
  afterAll(() => apps?.close());

  it('share sign-ins: a session made on one is valid on the other', async () => {
    const registered = await first.agent().post('/api/register').send(newCustomer('shared@example.com')).expect(201);
    const cookie = cookieOf(registered);
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

describe('guessing one account from everywhere at once, two instances behind a proxy', () => {
  let apps: TestAppPair;
  let first: TestApp;
  let second: TestApp;
  // Each guess from an address of its own (X-Forwarded-For, as behind the load balancer), so only the account-wide cap can stop them.
  // 200 requests at once wait for 10 connections per instance, however long a loaded machine takes: a
  // request timed out after its password was checked answers 503, not the 401 this test counts (a whole
  // run beside two busy loops got 14 of 20 in time with 30 s and 60 s bounds).
  const env = { TRUST_PROXY: 'true', DATABASE_POOL_SIZE: '10', DATABASE_ACQUIRE_TIMEOUT_MS: '300000', REQUEST_TIMEOUT_MS: '360000' };
  const address = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

  beforeAll(async () => {
    // Both isolated: the first describe's instance registered Passport's serializers in this registry.
    apps = await startTwoTestApps('mysql', { isolated: true, env });
    ({ one: first, two: second } = apps);
  });
  afterAll(() => apps?.close());

  it(`checks at most ${SIGN_IN_PER_ACCOUNT.limit} of 200 parallel guesses from 200 addresses, while the owner's known browser signs in`, async () => {
    await first.agent().post('/api/register').send(newCustomer('owner@example.com')).expect(201);
    // The owner's browser signed in before: it carries a signed device cookie for the account.
    const owner = second.agent();
    const signedIn = await owner.post('/api/login').set('X-Forwarded-For', '198.51.100.7').send({ email: 'owner@example.com', password: 'correct-horse-1' }).expect(200);
    expect(([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/HttpOnly.*Path=\/api\/login|Path=\/api\/login.*HttpOnly/i);
    await owner.post('/api/logout').expect(200);

    // Counts the passwords each instance actually checks (argon2 verifications), whatever the answers say.
    let checks = 0;
    for (const instance of [first, second]) {
      const hasher = instance.provider<PasswordHasher>('PasswordHasher');
      const verify = hasher.verify.bind(hasher);
      hasher.verify = (hash, plain) => ((checks += 1), verify(hash, plain));
    }
    const guesses = Array.from({ length: 200 }, (_, n) =>
      (n % 2 ? first : second).agent().post('/api/login').set('X-Forwarded-For', address(n)).send({ email: 'owner@example.com', password: `guess-${n}` }),
    );
    const ownerDuringAttack = owner.post('/api/login').set('X-Forwarded-For', '198.51.100.7').send({ email: 'owner@example.com', password: 'correct-horse-1' });
    const [answers, ownerAnswer] = await Promise.all([Promise.all(guesses), ownerDuringAttack]);
    const statuses = answers.map((a) => a.status);
    // The owner's sign-in is one of the checks; the guesses got at most the cap.
    expect(checks - 1).toBeLessThanOrEqual(SIGN_IN_PER_ACCOUNT.limit);
    // Every checked guess answered 401 and every other one 429 (the counts by status show in a failure).
    const byStatus = statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 401: checks - 1, 429: 200 - (checks - 1) });
    expect(answers.find((a) => a.status === 429)!.body).toMatchObject({ code: 'SIGN_IN_LINK_REQUIRED', message: SIGN_IN_LINK_REQUIRED_MESSAGE });
    expect(ownerAnswer.status).toBe(200);
    await owner.get('/api/user').expect(200);

    // A browser the account never used needs the emailed link now, even with the right password.
    const newBrowser = first.agent();
    const refused = await newBrowser.post('/api/login').set('X-Forwarded-For', '192.0.2.50').send({ email: 'owner@example.com', password: 'correct-horse-1' }).expect(429);
    expect(refused.body.code).toBe('SIGN_IN_LINK_REQUIRED');
    // One email, however many refusals; the link in it works once and makes that browser known.
    // Read before the outbox sends it (jobs do not run under test): afterwards the link is gone from the row.
    const emails: Array<Pick<MessageEntity, 'text'>> = await first.provider<DataSource>('DataSource').query("SELECT text FROM messages WHERE kind = 'sign_in_link'");
    expect(emails).toHaveLength(1);
    const token = /\/auth\/device\?token=([\w-]+)/.exec(emails[0].text)![1];
    await newBrowser.post('/api/login/device-link').send({ token: `${token}x` }).expect(400);
    expect((await newBrowser.post('/api/login/device-link').send({ token }).expect(200)).body).toEqual({ message: DEVICE_LINK_USED });
    expect((await second.agent().post('/api/login/device-link').send({ token }).expect(400)).body.code).toBe('DEVICE_LINK_INVALID');
    await newBrowser.post('/api/login').set('X-Forwarded-For', '192.0.2.50').send({ email: 'owner@example.com', password: 'correct-horse-1' }).expect(200);
  }, 600_000);

  it("does not honour a device cookie made for another account, or a forged one", async () => {
    await first.agent().post('/api/register').send(newCustomer('victim@example.com')).expect(201);
    await first.agent().post('/api/register').send(newCustomer('attacker@example.com')).expect(201);
    const attacker = first.agent();
    await attacker.post('/api/login').set('X-Forwarded-For', '192.0.2.77').send({ email: 'attacker@example.com', password: 'correct-horse-1' }).expect(200);
    for (let n = 0; n < SIGN_IN_PER_ACCOUNT.limit; n++) {
      await (n % 2 ? first : second).agent().post('/api/login').set('X-Forwarded-For', address(1000 + n)).send({ email: 'victim@example.com', password: `guess-${n}` }).expect(401);
    }
    // The attacker's own known-device cookie says nothing about the victim's account.
    const refused = await attacker.post('/api/login').set('X-Forwarded-For', '192.0.2.78').send({ email: 'victim@example.com', password: 'guess-x' }).expect(429);
    expect(refused.body.code).toBe('SIGN_IN_LINK_REQUIRED');
    await second.agent().post('/api/login').set('X-Forwarded-For', '192.0.2.79').set('Cookie', `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.forged`).send({ email: 'victim@example.com', password: 'guess-y' }).expect(429);
  }, 180_000);
});
