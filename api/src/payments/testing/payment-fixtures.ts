import { DataSource } from 'typeorm';
import type { Role } from '@dd/contracts/roles';
import { BookingEntity } from '../../bookings/booking.entity';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import type { TestApp } from '../../testing/test-app';
import { UserEntity } from '../../identity/users/user.entity';
import { UsersService } from '../../identity/users/users.service';

export type Agent = ReturnType<TestApp['agent']>;

export const ADMIN = { email: 'boss@example.com', password: 'admin-password-1' };
const PASSWORD = 'payments-password-1';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * People and bookings for the payments suites. Bookings are inserted with the repository (as
 * POST /api/bookings would leave them: pending, unpaid, priced from a seeded package), so these
 * tests do not depend on the bookings endpoint.
 */
export function paymentFixtures(server: TestApp) {
  const db = () => server.app.get(DataSource);
  const bookings = () => db().getRepository(BookingEntity);

  const signIn = async (email: string, password = PASSWORD): Promise<Agent> => {
    const agent = server.agent();
    await agent.post('/api/login').send({ email, password }).expect(200);
    return agent;
  };

  return {
    db,
    bookings,
    signIn,
    /** The operator's admin, with the second factor every admin needs (set up at the first sign-in). */
    admin: async (): Promise<Agent> => {
      const agent = server.agent();
      await signInWithSecondFactor(agent, ADMIN);
      return agent;
    },

    async person(email: string, role: Role = 'customer'): Promise<{ id: string; agent: Agent }> {
      const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Test', lastName: role, phone: null, role });
      return { id: user.id, agent: await signIn(email) };
    },

    user: (id: string) => db().getRepository(UserEntity).findOneByOrFail({ id }),

    /** A pending, unpaid booking of this customer's for a seeded package (sedan price), `daysAhead` from now. */
    async booking(customerId: string, { daysAhead = 10, ...overrides }: Partial<BookingEntity> & { daysAhead?: number } = {}): Promise<BookingEntity> {
      const pkg = await db().getRepository(PackageEntity).findOneByOrFail({ type: 'deep_clean' });
      const { id } = await bookings().save(
        bookings().create({
          customerId,
          packageId: pkg.id,
          status: 'pending',
          paymentStatus: 'pending',
          scheduledDate: new Date(Date.now() + daysAhead * DAY_MS),
          address: '1 Main St',
          city: 'Irvine',
          zipCode: '92618',
          totalAmount: pkg.basePriceSedans,
          ...overrides,
        }),
      );
      return bookings().findOneByOrFail({ id });
    },

    reload: (booking: { id: string }) => bookings().findOneByOrFail({ id: booking.id }),

    /**
     * What the checkout does in test mode: an intent (agreeing to the fees unless told not to), the
     * test card held, the authorization recorded. Answers the booking as it then is.
     */
    async holdTestCard(customer: Agent, booking: { id: string }, { cardNumber = '4242424242424242', agreeToFeePolicy = true } = {}): Promise<BookingEntity> {
      const expiry = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
      const intent = await customer.post('/api/create-payment-intent').send({ bookingId: booking.id, agreeToFeePolicy }).expect(201);
      await customer.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber, expiry, cvc: '123' }).expect(200);
      await customer.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
      return bookings().findOneByOrFail({ id: booking.id });
    },

    /** The job done and its held payment captured by `admin`. */
    async completeAndCapture(admin: Agent, booking: BookingEntity): Promise<BookingEntity> {
      await bookings().update({ id: booking.id }, { status: 'completed' });
      await admin.post('/api/capture-payment').send({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId }).expect(200);
      return bookings().findOneByOrFail({ id: booking.id });
    },

    /** The DAD finished the job: only now may its payment be captured. */
    complete: (booking: { id: string }) => bookings().update({ id: booking.id }, { status: 'completed' }),
  };
}
