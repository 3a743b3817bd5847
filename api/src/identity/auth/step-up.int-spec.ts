import { STEP_UP_MESSAGES } from '@dd/contracts/second-factor';
import { ADMIN, paymentFixtures, type Agent } from '../../payments/testing/payment-fixtures';
import { nextCode } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UserEntity } from '../users/user.entity';
import { ageSignIns } from '../users/testing';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Step-up on MariaDB: money and power need a proof from the last 5 minutes; the proof then lets the same call through. */
describe('step-up on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let admin: Agent;
  let adminId: string;
  let ana: { id: string; agent: Agent };

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    ana = await fx.person('ana-step-up@example.com');
    admin = await fx.admin();
    adminId = (await fx.db().getRepository(UserEntity).findOneByOrFail({ email: ADMIN.email })).id;
  });
  afterAll(() => server?.close());

  async function capturableBooking() {
    const booking = await fx.booking(ana.id);
    const intent = await ana.agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    await ana.agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await ana.agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    await fx.complete(booking);
    return fx.reload(booking);
  }

  it('refuses a capture on a sign-in older than 5 minutes until the admin gives a code, then the same call captures', async () => {
    const booking = await capturableBooking();
    const body = { paymentIntentId: booking.stripePaymentIntentId, bookingId: booking.id };
    await ageSignIns(server.app, adminId);

    const refused = await admin.post('/api/capture-payment').send(body).expect(403);
    expect(refused.body).toMatchObject({ code: 'STEP_UP_REQUIRED', message: STEP_UP_MESSAGES.required });
    expect((await fx.reload(booking)).paymentStatus).toBe('authorized');
    // Reading is not money or power: the stale session still reads.
    await admin.get('/api/admin/stats').expect(200);

    // The account has a second factor: its password alone is no proof, nor a wrong code.
    expect((await admin.post('/api/account/step-up').send({ password: ADMIN.password }).expect(400)).body.code).toBe('STEP_UP_INVALID');
    const code = await nextCode(ADMIN.email);
    expect((await admin.post('/api/account/step-up').send({ code: code === '000000' ? '000001' : '000000' }).expect(400)).body.code).toBe('STEP_UP_INVALID');
    await admin.post('/api/capture-payment').send(body).expect(403);

    await admin.post('/api/account/step-up').send({ code }).expect(200);
    expect((await admin.post('/api/capture-payment').send(body).expect(200)).body).toMatchObject({ message: 'Payment captured' });
  });

  it('guards releases, settings, adding and deactivating DADs and the second factor, and only payment changes of a booking', async () => {
    const booking = await fx.booking(ana.id);
    await ageSignIns(server.app, adminId);
    const stepUp = (response: { body: { code?: string } }) => expect(response.body.code).toBe('STEP_UP_REQUIRED');
    stepUp(await admin.post('/api/cancel-payment').send({ bookingId: booking.id }).expect(403));
    stepUp(await admin.patch('/api/admin/settings').send({ cancellationPolicyHours: 12 }).expect(403));
    stepUp(await admin.post('/api/admin/dads').send({ firstName: 'New', lastName: 'Dad', email: 'new-dad-step-up@example.com', phone: '7145550100', password: 'new-dad-password-1' }).expect(403));
    stepUp(await admin.patch(`/api/admin/dads/${ana.id}`).send({ isActive: false }).expect(403));
    stepUp(await admin.post('/api/account/second-factor/totp').expect(403));
    stepUp(await admin.put(`/api/admin/bookings/${booking.id}`).send({ paymentStatus: 'captured' }).expect(403));
    // Confirming a booking moves no money: no step-up.
    expect((await admin.put(`/api/admin/bookings/${booking.id}`).send({ status: 'confirmed' }).expect(200)).body.status).toBe('confirmed');

    await admin.post('/api/account/step-up').send({ code: await nextCode(ADMIN.email) }).expect(200);
    await admin.patch('/api/admin/settings').send({ cancellationPolicyHours: 12 }).expect(200);
  });

  it('takes the password from an account without a second factor', async () => {
    await ageSignIns(server.app, ana.id);
    expect((await ana.agent.post('/api/account/second-factor/totp').expect(403)).body.code).toBe('STEP_UP_REQUIRED');
    const wrong = await ana.agent.post('/api/account/step-up').send({ password: 'not-the-password' }).expect(400);
    expect(wrong.body).toMatchObject({ code: 'STEP_UP_INVALID', fieldErrors: { password: STEP_UP_MESSAGES.passwordWrong } });
    await ana.agent.post('/api/account/step-up').send({ password: 'payments-password-1' }).expect(200);
    await ana.agent.post('/api/account/second-factor/totp').expect(200);
    await server.agent().post('/api/account/step-up').send({ password: 'payments-password-1' }).expect(401);
  });
});
