import { startTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN, paymentFixtures, type Agent } from '../testing/payment-fixtures';
import { TestPaymentIntentEntity } from '../test-gateway/test-payment-intent.entity';
import { BookingTipEntity } from './booking-tip.entity';

/** Tips on the offline test gateway, on MariaDB: a separate off-session charge, once per booking. */
describe('tips on MariaDB', () => {
  let server: TestApp;
  let fx: ReturnType<typeof paymentFixtures>;
  let ana: { id: string; agent: Agent };
  let dad: { id: string; agent: Agent };
  let admin: Agent;
  const tip = (agent: Agent, booking: { id: string }, amount: unknown, path = `/api/bookings/${booking.id}/tip`) => agent.post(path).send({ amount });
  const charges = (booking: { id: string }) => fx.db().getRepository(TestPaymentIntentEntity).findBy({ bookingId: booking.id, status: 'succeeded' });

  /** Held at checkout on `cardNumber`, the job done by `dad`, captured. */
  const completed = async (cardNumber?: string) =>
    fx.completeAndCapture(admin, await fx.holdTestCard(ana.agent, await fx.booking(ana.id, { daysAhead: 0, dadId: dad.id }), { cardNumber }));

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    fx = paymentFixtures(server);
    ana = await fx.person('ana@example.com');
    dad = await fx.person('dan@example.com', 'dad');
    admin = await fx.admin();
  });
  afterAll(() => server?.close());

  it('charges the saved card separately from the captured hold; the receipt shows it, credited to the DAD', async () => {
    const booking = await completed();
    expect((await tip(ana.agent, booking, '0.50').expect(400)).body.message).toBe('The tip must be at least $1.00');
    expect((await tip(ana.agent, booking, '501').expect(400)).body.message).toBe('A tip can be at most $500.00');
    await tip(ana.agent, booking, 12.5).expect(204);
    const paid = await charges(booking);
    expect(paid.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([1250, Math.round(Number(booking.totalAmount) * 100)].sort((a, b) => a - b));
    expect(paid.find((c) => c.amountCents === 1250)!.id).not.toBe(booking.stripePaymentIntentId);
    expect(await fx.db().getRepository(BookingTipEntity).findOneByOrFail({ bookingId: booking.id })).toMatchObject({ dadId: dad.id, status: 'succeeded', source: 'receipt' });
    expect((await ana.agent.get(`/api/bookings/${booking.id}/receipt`).expect(200)).body.tip).toEqual({ amount: '12.50', createdAt: expect.any(String) });
    expect((await tip(ana.agent, booking, '5').expect(409)).body.message).toBe('This booking already has a tip. Thank you!');
  });

  it('at most once per booking, even with the receipt and the DAD’s phone at once', async () => {
    const booking = await completed();
    const answers = await Promise.all([
      tip(ana.agent, booking, '10'),
      tip(dad.agent, booking, '15', `/api/dad/bookings/${booking.id}/tip`),
      tip(ana.agent, booking, '20'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409, 409]);
    expect(await fx.db().getRepository(BookingTipEntity).countBy({ bookingId: booking.id })).toBe(1);
    expect(await charges(booking)).toHaveLength(2);
  });

  it('only after the job, on the customer’s or the assigned DAD’s booking; a declined card can be tried again', async () => {
    const open = await fx.booking(ana.id, { dadId: dad.id });
    expect((await tip(ana.agent, open, '5').expect(409)).body.message).toBe('A tip can be added once the job is completed');
    const other = await fx.person('bea@example.com');
    const booking = await completed('4000000000000341');
    await tip(other.agent, booking, '5').expect(404);
    const declined = await tip(ana.agent, booking, '5').expect(402);
    expect(declined.body.code).toBe('PAYMENT_FAILED');
    expect(await fx.db().getRepository(BookingTipEntity).countBy({ bookingId: booking.id })).toBe(0);
    await tip(ana.agent, booking, '5').expect(402);
  });
});
