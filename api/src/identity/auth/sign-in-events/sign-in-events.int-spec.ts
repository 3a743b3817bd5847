import { DataSource } from 'typeorm';
import { signInWithSecondFactor, nextCode } from '../../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { UsersService } from '../../users/users.service';
import { ageSignIns } from '../../users/testing';
import { SignInLogRetention } from './sign-in-log-retention';
import { expectAppendOnly, expectRetention } from './testing';

const ADMIN = { email: 'log-admin@example.com', password: 'log-admin-password-1' };
const CUSTOMER = { email: 'logged@example.com', password: 'logged-password-1' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) SignInLogTest/1.0';

/** The sign-in log records what happened with address and browser, the admin reads it, and the database refuses to change it. */
describe('sign-in events on MariaDB', () => {
  let server: TestApp;
  let admin: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    await server.app.get(UsersService).create({ ...CUSTOMER, firstName: 'Lou', lastName: 'Logged', phone: null, role: 'customer' });
    admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);
  });
  afterAll(() => server?.close());

  it('records failures, sign-ins, step-ups and sign-outs with the address and browser, and lists them for the admin only', async () => {
    const browser = server.agent();
    await browser.post('/api/login').set('User-Agent', BROWSER).send({ ...CUSTOMER, password: 'wrong-password-1' }).expect(401);
    await browser.post('/api/login').set('User-Agent', BROWSER).send({ email: 'nobody-here@example.com', password: 'whatever-1' }).expect(401);
    const { body: user } = await browser.post('/api/login').set('User-Agent', BROWSER).send(CUSTOMER).expect(200);
    await browser.post('/api/logout').set('User-Agent', BROWSER).expect(200);

    const list = await admin.get('/api/admin/sign-in-events').query({ q: 'logged@' }).expect(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.body.map((event: { kind: string }) => event.kind)).toEqual(['signed_out', 'signed_in', 'password_wrong']);
    expect(list.body[1]).toMatchObject({ userId: user.id, email: CUSTOMER.email, userAgent: BROWSER, ip: '127.0.0.1' });
    expect(list.body[2].userId).toBeNull();

    const wrong = await admin.get('/api/admin/sign-in-events').query({ kind: 'password_wrong', limit: 1 }).expect(200);
    expect(wrong.headers['x-total-count']).toBe('2');
    expect(wrong.body).toHaveLength(1);
    expect(wrong.headers.link).toMatch(/rel="next"/);
    expect((await admin.get('/api/admin/sign-in-events').query({ kind: 'made_up' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    // The admin's own step-up is recorded too.
    const adminId = (await admin.get('/api/user').expect(200)).body.id;
    await ageSignIns(server.app, adminId);
    await admin.post('/api/account/step-up').send({ code: await nextCode(ADMIN.email) }).expect(200);
    const adminEvents = await admin.get('/api/admin/sign-in-events').query({ q: ADMIN.email }).expect(200);
    expect(adminEvents.body.map((event: { kind: string }) => event.kind)).toEqual(expect.arrayContaining(['step_up', 'second_factor_enrolled']));

    const customer = server.agent();
    await customer.post('/api/login').send(CUSTOMER).expect(200);
    await customer.get('/api/admin/sign-in-events').query({ kind: 'all' }).expect(403);
    await server.agent().get('/api/admin/sign-in-events').expect(401);
    // The refusal is in the log, with the call and why.
    const refusals = await admin.get('/api/admin/sign-in-events').query({ q: CUSTOMER.email, kind: 'refused' }).expect(200);
    expect(refusals.body).toEqual([expect.objectContaining({ kind: 'refused', userId: user.id, detail: 'GET /api/admin/sign-in-events FORBIDDEN' })]);
  });

  it('is append-only in the database itself: UPDATE and DELETE are refused', async () => {
    const db = server.app.get(DataSource);
    await expectAppendOnly(db);
    expect(Number((await db.query(`SELECT COUNT(*) AS n FROM sign_in_events WHERE kind = 'password_wrong'`))[0].n)).toBe(2);
  });

  it('forgets events older than a year, once a day, and nothing younger', async () => {
    const retention = server.app.get(SignInLogRetention);
    await expectRetention(server.app.get(DataSource), (now) => retention.run(now));
  });

  it('tells a deactivated account so once its password is right, and logs it as such (issue 37 item 17)', async () => {
    const users = server.app.get(UsersService);
    const dad = await users.create({ email: 'gone-dad@example.com', password: 'gone-dad-password-1', firstName: 'Gus', lastName: 'Gone', phone: null, role: 'dad' });
    await server.app.get(DataSource).query('UPDATE users SET isActive = ? WHERE id = ?', [false, dad.id]);
    const browser = server.agent();
    // A guess learns nothing about the account: the wrong password reads as any wrong password.
    const guess = await browser.post('/api/login').send({ email: 'gone-dad@example.com', password: 'not-his-password-1' }).expect(401);
    expect(guess.body.message).toBe('Invalid email or password');
    const refused = await browser.post('/api/login').send({ email: 'gone-dad@example.com', password: 'gone-dad-password-1' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Please contact the business owner.' });
    await browser.get('/api/user').expect(401);
    const log = await admin.get('/api/admin/sign-in-events').query({ q: 'gone-dad@' }).expect(200);
    expect(log.body.map((event: { kind: string; userId: string | null }) => [event.kind, event.userId])).toEqual([
      ['deactivated', dad.id],
      ['password_wrong', null],
    ]);
  });
});
