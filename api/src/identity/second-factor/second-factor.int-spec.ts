import { DataSource } from 'typeorm';
import { SECOND_FACTOR_MESSAGES } from '@dd/contracts/second-factor';
import { MessageEntity } from '../../messaging/message.entity';
import { SecretBox } from '../../platform/crypto/secret-box';
import { enrolSecondFactor, nextCode, signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../users/users.service';
import { TOTP_STEP_MS, totpCode } from './totp';

const ADMIN = { email: 'first-admin@example.com', password: 'first-admin-password-1' };
const PASSWORD = 'second-factor-pass-1';

/** Two-step sign-in on MariaDB: admins must enrol before anything else; codes work once; resets never skip it. */
describe('second factor on MariaDB', () => {
  let server: TestApp;
  let recoveryCodes: string[];

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(() => server?.close());

  it('sends the first admin (from ADMIN_EMAIL) to enrol before anything else, then lets them in', async () => {
    const laptop = server.agent();
    const phone = server.agent();
    const signedIn = await laptop.post('/api/login').send(ADMIN).expect(200);
    expect(signedIn.body.secondFactor).toEqual({ enabled: false, required: true });
    await phone.post('/api/login').send(ADMIN).expect(200);
    const refused = await laptop.get('/api/admin/stats').expect(403);
    expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_MESSAGES.required });
    expect((await laptop.patch('/api/admin/settings').send({ cancellationPolicyHours: 1 }).expect(403)).body.code).toBe('SECOND_FACTOR_REQUIRED');
    await laptop.get('/api/user').expect(200);

    const setup = await laptop.post('/api/account/second-factor/totp').expect(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    const wrong = await laptop.post('/api/account/second-factor/totp/confirm').send({ code: '000000' === totpCode(setup.body.secret) ? '111111' : '000000' }).expect(400);
    expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
    // A code from another session's secret does not confirm this one: the secret lives in the session that asked.
    await phone.post('/api/account/second-factor/totp/confirm').send({ code: totpCode(setup.body.secret) }).expect(400);

    recoveryCodes = await enrolSecondFactor(laptop, ADMIN.email);
    expect(recoveryCodes).toHaveLength(10);
    // The secret is kept sealed (SECRETS_KEY): what the database holds does not contain it.
    const [{ totpSecret }] = await server.app.get(DataSource).query('SELECT totpSecret FROM users WHERE email = ?', [ADMIN.email]);
    const secret = server.app.get(SecretBox).open(totpSecret);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(totpSecret).toMatch(/^enc1\./);
    expect(totpSecret).not.toContain(secret);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await laptop.get('/api/user').expect(200)).body.secondFactor).toEqual({ enabled: true, required: true });
    await laptop.get('/api/admin/stats').expect(200);
    // Setting up a second factor ends the account's other sessions.
    await phone.get('/api/user').expect(401);
  });

  it('asks for the code after the password; a code works once, a wrong one is refused', async () => {
    const browser = server.agent();
    expect((await browser.post('/api/login').send(ADMIN).expect(200)).body).toEqual({ secondFactorRequired: true });
    await browser.get('/api/user').expect(401);
    await browser.get('/api/admin/stats').expect(401);
    const wrong = await browser.post('/api/login/second-factor').send({ code: '12345' }).expect(400);
    expect(wrong.body.code).toBe('VALIDATION_FAILED');
    const code = await nextCode(ADMIN.email);
    const bad = code === '000000' ? '000001' : '000000';
    expect((await browser.post('/api/login/second-factor').send({ code: bad }).expect(401)).body.code).toBe('SECOND_FACTOR_INVALID');
    expect((await browser.post('/api/login/second-factor').send({ code }).expect(200)).body).toMatchObject({ email: ADMIN.email, role: 'admin' });
    await browser.get('/api/admin/stats').expect(200);

    // The same code again, from another browser that has the password: refused (it was used).
    const replay = server.agent();
    await replay.post('/api/login').send(ADMIN).expect(200);
    expect((await replay.post('/api/login/second-factor').send({ code }).expect(401)).body.code).toBe('SECOND_FACTOR_INVALID');
    // Without the password first, a code alone signs nobody in.
    expect((await server.agent().post('/api/login/second-factor').send({ code: totpCode('EQIWMDS2FQWB2BYWLECAQQRAKUHXMHS3', Date.now() + TOTP_STEP_MS) }).expect(401)).body.code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('takes a recovery code once, written as shown or not', async () => {
    const [first] = recoveryCodes;
    const browser = server.agent();
    await browser.post('/api/login').send(ADMIN).expect(200);
    await browser.post('/api/login/second-factor').send({ code: first.toUpperCase().replace('-', ' ') }).expect(200);
    const again = server.agent();
    await again.post('/api/login').send(ADMIN).expect(200);
    await again.post('/api/login/second-factor').send({ code: first }).expect(401);
  });

  it('keeps the second factor through a password reset', async () => {
    await server.agent().post('/api/password/forgot').send({ email: ADMIN.email }).expect(200);
    const [mail]: Array<Pick<MessageEntity, 'text'>> = await server.app.get(DataSource).getRepository(MessageEntity).find({ where: { kind: 'password_reset' }, order: { createdAt: 'DESC' } });
    const token = /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)![1];
    const password = 'a-brand-new-password-1';
    await server.agent().post('/api/password/reset').send({ token, password }).expect(200);
    const browser = server.agent();
    expect((await browser.post('/api/login').send({ email: ADMIN.email, password }).expect(200)).body).toEqual({ secondFactorRequired: true });
    await browser.get('/api/admin/stats').expect(401);
    ADMIN.password = password;
  });

  it('offers the second factor to customers, who then sign in with it too', async () => {
    const account = { email: 'careful@example.com', password: PASSWORD };
    await server.app.get(UsersService).create({ ...account, firstName: 'Cara', lastName: 'Careful', phone: null, role: 'customer' });
    const browser = server.agent();
    const signedIn = await browser.post('/api/login').send(account).expect(200);
    expect(signedIn.body.secondFactor).toEqual({ enabled: false, required: false });
    await browser.get('/api/bookings').expect(200);
    await enrolSecondFactor(browser, account.email);
    const next = server.agent();
    expect((await next.post('/api/login').send(account).expect(200)).body).toEqual({ secondFactorRequired: true });
    await signInWithSecondFactor(server.agent(), account);
  });
});
