import { DataSource } from 'typeorm';
import { SessionEntity } from '../session.entity';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { UsersService } from '../../users/users.service';

const ACCOUNT = { email: 'many-devices@example.com', password: 'many-devices-password-1' };
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The account's signed-in devices on MariaDB: listed with browser and times, one signed out, or all the others. */
describe('signed-in devices on MariaDB', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp('mysql');
    await server.app.get(UsersService).create({ ...ACCOUNT, firstName: 'Dev', lastName: 'Ices', phone: null, role: 'customer' });
  });
  afterAll(() => server?.close());

  const signedIn = async (userAgent: string) => {
    const agent = server.agent();
    await agent.post('/api/login').set('User-Agent', userAgent).send(ACCOUNT).expect(200);
    return agent;
  };

  it('lists each browser, this one first; signs one out; then every other one', async () => {
    const laptop = await signedIn(LAPTOP);
    const phone = await signedIn(PHONE);
    const tablet = await signedIn(TABLET);

    const { body: devices } = await laptop.get('/api/account/devices').set('User-Agent', LAPTOP).expect(200);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ browser: 'Chrome on Windows', current: true, ip: '127.0.0.1' });
    expect(devices.map((d: { browser: string }) => d.browser).sort()).toEqual(['Chrome on Android', 'Chrome on Windows', 'Safari on iOS']);
    expect(Date.parse(devices[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    // The ids name sessions without being them: no session id (the cookie's secret) is in the answer.
    const ids = (await server.app.get(DataSource).getRepository(SessionEntity).find()).map((row) => row.id);
    expect(ids.some((id) => JSON.stringify(devices).includes(id))).toBe(false);

    // A signed-in request still costs one query (the session with its user): noting the browser writes nothing more.
    const before = server.queries.inRequests;
    await tablet.get('/api/user').expect(200);
    expect(server.queries.inRequests - before).toBe(1);

    // Last seen moves when the browser comes back after a while (not on every request).
    const sessions = server.app.get(DataSource).getRepository(SessionEntity);
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    for (const row of await sessions.find()) {
      const data = JSON.parse(row.data);
      if (data.device) await sessions.update({ id: row.id }, { data: JSON.stringify({ ...data, device: { ...data.device, lastSeenAt: tenMinutesAgo } }) });
    }
    await tablet.get('/api/user').expect(200);
    const seen = (await laptop.get('/api/account/devices').expect(200)).body as Array<{ browser: string; lastSeenAt: string }>;
    expect(Date.parse(seen.find((d) => d.browser === 'Chrome on Android')!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(seen.find((d) => d.browser === 'Safari on iOS')!.lastSeenAt)).toBe(tenMinutesAgo);

    const phoneEntry = devices.find((d: { browser: string }) => d.browser === 'Safari on iOS');
    await laptop.delete(`/api/account/devices/${phoneEntry.id}`).expect(204);
    await phone.get('/api/user').expect(401);
    await tablet.get('/api/user').expect(200);
    await laptop.delete(`/api/account/devices/${phoneEntry.id}`).expect(404);
    // This device signs out from the menu, not from here.
    await laptop.delete(`/api/account/devices/${devices[0].id}`).expect(400);

    // Someone else cannot sign this account's devices out, even knowing an id.
    await server.app.get(UsersService).create({ email: 'other-devices@example.com', password: ACCOUNT.password, firstName: 'Oth', lastName: 'Er', phone: null, role: 'customer' });
    const stranger = server.agent();
    await stranger.post('/api/login').send({ email: 'other-devices@example.com', password: ACCOUNT.password }).expect(200);
    const tabletEntry = devices.find((d: { browser: string }) => d.browser === 'Chrome on Android');
    await stranger.delete(`/api/account/devices/${tabletEntry.id}`).expect(404);
    await tablet.get('/api/user').expect(200);

    await laptop.post('/api/account/devices/sign-out-others').expect(200);
    await tablet.get('/api/user').expect(401);
    const after = await laptop.get('/api/account/devices').expect(200);
    expect(after.body).toHaveLength(1);
    expect(after.body[0].current).toBe(true);
    await server.agent().get('/api/account/devices').expect(401);
  });
});
