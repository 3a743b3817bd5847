import { DataSource, In } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PaymentMethodDto } from '@dd/contracts/payment';
import { BookingEntity } from '../../bookings/booking.entity';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO } from './demo-accounts';

/** Demo data goes through the payment path real bookings take (issue 21 #3). */
describe('demo payments on MariaDB', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => server.close());

  const signedIn = async (account: { email: string; password: string }) => {
    const agent = server.agent();
    // The demo admin signs in with the demo authenticator's code.
    await signInWithSecondFactor(agent, account);
    return agent;
  };

  it('every held card of the demo can be captured once its job is done', async () => {
    const admin = await signedIn(DEMO.admin);
    const held = ((await admin.get('/api/admin/bookings').query({ limit: 200 }).expect(200)).body as BookingSummaryDto[]).filter(
      (booking) => booking.paymentStatus === 'authorized',
    );
    // Upcoming, under way and done: every one of them was held at checkout.
    expect(held.length).toBeGreaterThan(5);
    // As the DADs would leave them at the end of each job.
    await server.app.get(DataSource).manager.update(BookingEntity, { id: In(held.map((b) => b.id)) }, { status: 'completed' });
    for (const booking of held) {
      expect(booking.stripePaymentIntentId).toBeTruthy();
      const answer = await admin.post('/api/capture-payment').send({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId });
      expect([answer.status, answer.body.message]).toEqual([200, 'Payment captured']);
    }
  });

  it("each demo customer has the card that paid, saved, and receipts name it", async () => {
    const sarah = await signedIn(DEMO.customer);
    const cards = (await sarah.get('/api/payment-methods').expect(200)).body as PaymentMethodDto[];
    expect(cards).toMatchObject([{ brand: 'visa', last4: '4242', isDefault: true }]);
    const done = ((await sarah.get('/api/bookings').expect(200)).body as BookingSummaryDto[]).find((b) => b.paymentStatus === 'captured')!;
    const receipt = (await sarah.get(`/api/bookings/${done.id}/receipt`).expect(200)).body;
    expect(receipt.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});
