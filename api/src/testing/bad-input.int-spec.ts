import { DataSource } from 'typeorm';
import { PackageEntity } from '../catalog/packages/package.entity';
import { addDads, DAD_PASSWORD } from '../scheduling/testing';
import { startTestApp, type TestApp } from './test-app';

/**
 * Input found wrong when tried as a new user and an API client would (issue 23): each is a 4xx with a
 * clear message and a code, never a 500 and never stored.
 */
describe('bad input found by trying, on MariaDB', () => {
  let server: TestApp;
  let packageId: string;
  let dad: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    server = await startTestApp('mysql');
    packageId = (await server.app.get(DataSource).getRepository(PackageEntity).findOneByOrFail({ type: 'deep_clean' })).id;
    await addDads(server.app, 1, { prefix: 'bad-input' });
    dad = server.agent();
    await dad.post('/api/login').send({ email: 'bad-input0@dads.example.com', password: DAD_PASSWORD }).expect(200);
  });
  afterAll(() => server?.close());

  const refusedWithCode = (response: { status: number; body: { code?: unknown; message?: unknown } }) => {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  };

  it('refuses dates of the right shape that do not exist, on every route that takes one', async () => {
    for (const [from, to] of [
      ['2026-99-99', '2026-99-99'],
      ['2026-12-01', '2026-13-01'],
      ['2026-00-00', '2026-00-00'],
      ['9999-12-31', '9999-12-31'],
    ]) {
      refusedWithCode(await server.agent().get('/api/availability').query({ from, to, packageId }));
    }
    for (const date of ['2026-99-99', '2026-00-00', '9999-12-31', '2026-02-30']) {
      refusedWithCode(await dad.post('/api/dad/availability/specific-dates').send({ date, startTime: '09:00', endTime: '17:00' }));
      refusedWithCode(await dad.get('/api/dad/bookings').query({ date }));
    }
  });

  it('refuses control characters in names and letters for phone numbers, for customers and DADs', async () => {
    const signUp = { email: 'nul@example.com', password: 'long-enough-1', firstName: 'Nul\u0000', lastName: 'Byte' };
    const nul = await server.agent().post('/api/register').send(signUp);
    refusedWithCode(nul);
    expect(nul.body.fieldErrors).toEqual({ firstName: 'First name must not contain control characters' });
    const letters = await server.agent().post('/api/register').send({ ...signUp, firstName: 'Ana', phone: 'not a phone!!' });
    refusedWithCode(letters);
    expect(letters.body.fieldErrors).toEqual({ phone: 'Phone number may contain only digits, spaces and + ( ) - .' });

    const customer = server.agent();
    await customer.post('/api/register').send({ ...signUp, firstName: 'Ana', phone: '(714) 555-0100' }).expect(201);
    refusedWithCode(await customer.put('/api/profile').send({ firstName: 'Ana', lastName: 'Byte', email: signUp.email, phone: 'not a phone!!' }));
    refusedWithCode(await customer.put('/api/profile').send({ firstName: 'Ana\u001b[31m', lastName: 'Byte', email: signUp.email }));
    refusedWithCode(await dad.put('/api/profile').send({ firstName: 'Dad', lastName: 'No0', email: 'bad-input0@dads.example.com', phone: 'abcdefghijk' }));
    expect((await customer.get('/api/user').expect(200)).body).toMatchObject({ firstName: 'Ana', phone: '(714) 555-0100' });
  });
});
