import { signInWithSecondFactor, enrolSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../users/users.service';

const ADMIN = { email: 'dads-policy-admin@example.com', password: 'dads-policy-admin-1' };
const DAD = { email: 'policy-dad@example.com', password: 'policy-dad-password-1' };
const CUSTOMER = { email: 'policy-customer@example.com', password: 'policy-customer-password-1' };

/** The admin's setting that DADs must use two-step sign-in, on MariaDB: DADs then get the admins' enrolment-only gate. */
describe('second factor required for DADs by setting, on MariaDB', () => {
  let server: TestApp;
  let admin: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const users = server.app.get(UsersService);
    await users.create({ ...DAD, firstName: 'Pol', lastName: 'Icy', phone: '7145550101', role: 'dad' });
    await users.create({ ...CUSTOMER, firstName: 'Cus', lastName: 'Tomer', phone: null, role: 'customer' });
    admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);
  });
  afterAll(() => server?.close());

  /** Retries while the settings cache catches up (it follows a change within a second). */
  async function eventually(check: () => Promise<void>) {
    for (let tries = 0; ; tries++) {
      try {
        return await check();
      } catch (error) {
        if (tries > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  it('is off by default; turned on, a DAD without a second factor can only set one up; customers are not asked', async () => {
    const dad = server.agent();
    const before = await dad.post('/api/login').send(DAD).expect(200);
    expect(before.body.secondFactor).toEqual({ enabled: false, required: false });
    await dad.get('/api/dad/bookings').expect(200);
    expect((await admin.get('/api/admin/settings').expect(200)).body.requireSecondFactorForDads).toBe(false);

    await admin.patch('/api/admin/settings').send({ requireSecondFactorForDads: true }).expect(200);
    await eventually(async () => {
      expect((await dad.get('/api/dad/bookings').expect(403)).body.code).toBe('SECOND_FACTOR_REQUIRED');
    });
    expect((await dad.get('/api/user').expect(200)).body.secondFactor).toEqual({ enabled: false, required: true });
    const again = await server.agent().post('/api/login').send(DAD).expect(200);
    expect(again.body.secondFactor).toEqual({ enabled: false, required: true });

    const customer = server.agent();
    expect((await customer.post('/api/login').send(CUSTOMER).expect(200)).body.secondFactor).toEqual({ enabled: false, required: false });
    await customer.get('/api/bookings').expect(200);

    // The setting comes from the cached settings: a DAD's signed-in request costs its one query (session and user) as before,
    // or, replayed, the session's stamp alone. (The first read after the sign-ins above finds its kept answer stale: two.)
    await dad.get('/api/user').expect(200);
    const queries = server.queries.inRequests;
    await dad.get('/api/user').expect(200);
    expect(server.queries.inRequests - queries).toBe(1);

    await enrolSecondFactor(dad, DAD.email);
    await dad.get('/api/dad/bookings').expect(200);
    expect((await dad.get('/api/user').expect(200)).body.secondFactor).toEqual({ enabled: true, required: true });
  });
});
