import { ConfigError, loadConfig } from './app-config';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { HTTPS_REQUIRED_MESSAGE } from '../web/security';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'production-secret-production-secret-0123', SECRETS_KEY: 'production-sealing-key-production-key-0123' };
const customer = { email: 'prod@example.com', password: 'correct-horse-1', firstName: 'Pat', lastName: 'Lee' };

describe('a production server', () => {
  it('refuses to start without its secrets, naming each', () => {
    const { SESSION_SECRET: _session, SECRETS_KEY: _key, ...bare } = PRODUCTION;
    expect(() => loadConfig({ ...bare, PAYMENTS_MODE: 'test' })).toThrow(/SESSION_SECRET: is required in production\n {2}SECRETS_KEY: is required in production/);
  });

  it('refuses to start without payment keys unless the operator chooses test mode', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(/STRIPE_SECRET_KEY: is required for card payments in production \(or set PAYMENTS_MODE=test/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_MODE: 'stripe' })).toThrow(ConfigError);
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_MODE: 'test' }).paymentsMode).toBe('test');
    expect(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }).paymentsMode).toBe('stripe');
  });

  describe('on MariaDB, in test payments mode', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp('mysql', { env: { ...PRODUCTION, PAYMENTS_MODE: 'test', TRUST_PROXY: '1' } });
    });
    afterAll(() => server.close());

    it('says test mode in the payment config', async () => {
      expect((await server.agent().get('/api/payments/config').expect(200)).body.mode).toBe('test');
    });

    it('serves no API docs unless the operator asks', async () => {
      await server.agent().get('/api/docs').expect(404);
    });

    it('refuses a sign-in over plain HTTP with a clear reason instead of a 200 without a cookie', async () => {
      const refused = await server.agent().post('/api/register').send(customer).expect(403);
      expect(refused.body).toMatchObject({ code: 'HTTPS_REQUIRED', message: HTTPS_REQUIRED_MESSAGE });
      expect(refused.headers['set-cookie']).toBeUndefined();
    });

    it('signs in over HTTPS (through the proxy) and marks signed-in answers no-store', async () => {
      const registered = await server.agent().post('/api/register').set('X-Forwarded-Proto', 'https').send(customer).expect(201);
      const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? []).find((c) => c.startsWith('dd.sid='))!;
      expect(cookie).toMatch(/Secure/);
      const me = await server.agent().get('/api/user').set('X-Forwarded-Proto', 'https').set('Cookie', cookie.split(';')[0]).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
      expect((await server.agent().get('/api/packages').expect(200)).headers['cache-control']).not.toBe('no-store');
    });
  });
});
