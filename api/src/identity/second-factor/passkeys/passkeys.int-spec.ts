import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { UsersService } from '../../users/users.service';
import { ageSignIns } from '../../users/testing';
import { PasskeyEntity } from './passkey.entity';
import { SoftwareAuthenticator } from './testing';

const ACCOUNT = { email: 'passkey-owner@example.com', password: 'passkey-owner-password-1' };

/** Passkeys on MariaDB, answered by a software authenticator: add one, sign in with it alone, no replays. */
describe('passkeys on MariaDB', () => {
  let server: TestApp;
  let userId: string;
  beforeAll(async () => {
    server = await startTestApp('mysql');
    userId = (await server.app.get(UsersService).create({ ...ACCOUNT, firstName: 'Pass', lastName: 'Key', phone: null, role: 'customer' })).id;
  });
  afterAll(() => server?.close());

  it('adds a passkey (a step-up action), signs in with it alone, and refuses a replayed or foreign answer', async () => {
    const phone = new SoftwareAuthenticator(server.config.publicUrl);
    const owner = server.agent();
    await owner.post('/api/login').send(ACCOUNT).expect(200);

    // Adding one needs a recent proof.
    await ageSignIns(server.app, userId);
    expect((await owner.post('/api/account/passkeys/options').expect(403)).body.code).toBe('STEP_UP_REQUIRED');
    await owner.post('/api/account/step-up').send({ password: ACCOUNT.password }).expect(200);

    const creation = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    expect(creation).toMatchObject({ rp: { id: new URL(server.config.publicUrl).hostname }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    // Answered for another challenge: refused.
    expect((await owner.post('/api/account/passkeys').send({ credential: phone.register({ challenge: 'c29tZXRoaW5nLWVsc2U' }) }).expect(400)).body.code).toBe('PASSKEY_INVALID');
    const again = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    const added = await owner.post('/api/account/passkeys').send({ credential: phone.register(again), name: 'My phone' }).expect(201);
    expect(added.body).toMatchObject({ name: 'My phone', lastUsedAt: null });
    // The challenge was used: the same answer again is refused.
    expect((await owner.post('/api/account/passkeys').send({ credential: phone.register(again) }).expect(400)).body.code).toBe('PASSKEY_EXPIRED');
    expect((await owner.get('/api/account/passkeys').expect(200)).body).toHaveLength(1);

    // A new browser signs in with the passkey alone.
    const browser = server.agent();
    const request = (await browser.post('/api/login/passkey/options').expect(200)).body;
    expect(request.userVerification).toBe('required');
    const answer = phone.assert(request);
    const signedIn = await browser.post('/api/login/passkey').send({ credential: answer }).expect(200);
    expect(signedIn.body).toMatchObject({ id: userId, email: ACCOUNT.email });
    await browser.get('/api/bookings').expect(200);
    const row = await server.app.get(DataSource).getRepository(PasskeyEntity).findOneByOrFail({ userId });
    // The authenticator counted three creations, then this signature: the server keeps its count.
    expect(row.counter).toBe(4);
    expect(row.lastUsedAt).not.toBeNull();

    // The same signed answer from another browser: no challenge of its own matches.
    const thief = server.agent();
    await thief.post('/api/login/passkey/options').expect(200);
    expect((await thief.post('/api/login/passkey').send({ credential: answer }).expect(400)).body.code).toBe('PASSKEY_INVALID');
    await thief.get('/api/user').expect(401);
    // A key the server does not know.
    const stranger = new SoftwareAuthenticator(server.config.publicUrl);
    const options = (await thief.post('/api/login/passkey/options').expect(200)).body;
    expect((await thief.post('/api/login/passkey').send({ credential: stranger.assert(options) }).expect(400)).body.code).toBe('PASSKEY_INVALID');

    await owner.delete(`/api/account/passkeys/${added.body.id}`).expect(204);
    const later = server.agent();
    const last = (await later.post('/api/login/passkey/options').expect(200)).body;
    await later.post('/api/login/passkey').send({ credential: phone.assert(last) }).expect(400);
  });
});
