import { BOOKING_MESSAGES, SLOT_TAKEN_MESSAGE } from '@dd/contracts/booking';
import { ADD_ON_MESSAGES } from '@dd/contracts/add-on';
import { upcomingWindows } from '@dd/domain/time-windows';
import type { UserEntity } from '../identity/users/user.entity';
import { admin, bookingInput, customer, dad, newBookingsTest, refusal, seedBooking, windowsFrom, type BookingsTest } from './bookings.fakes';
import { UNPAID_BOOKINGS_PER_CUSTOMER } from './unpaid-holds';

const contact = { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', phone: null, agreeToTerms: true as const };

describe('BookingCheckout (new bookings)', () => {
  let test: BookingsTest;
  let signedIn: UserEntity[];
  const booker = (user: UserEntity | null) => ({ user, ip: '203.0.113.9', signIn: async (u: UserEntity) => void signedIn.push(u) });
  const start = () => windowsFrom(3)[0];

  beforeEach(() => {
    test = newBookingsTest();
    signedIn = [];
  });

  it('saves a pending booking with a free DAD, whose time is claimed for it, and announces it', async () => {
    const summary = await test.checkout.create(bookingInput(start()), booker(customer()));
    expect(summary).toMatchObject({ customerId: 'customer-1', status: 'pending', dadId: 'dad-1', paymentStatus: 'pending', totalAmount: '100.00' });
    expect(test.schedule.claims.get(summary.id)).toBe('dad-1');
    expect(test.schedule.asked).toEqual([{ start: start(), durationMinutes: 90, zipCode: '92660' }]);
    expect(test.events.recorded).toEqual([expect.objectContaining({ bookingId: summary.id, type: 'created', actor: { id: 'customer-1', role: 'customer' } })]);
  });

  it('holds an unpaid place for unpaidHoldMinutes only when there is something to pay', async () => {
    test.settings.unpaidHoldMinutes = 20;
    const paid = await test.checkout.create(bookingInput(start()), booker(customer()));
    const heldFor = new Date(paid.holdExpiresAt!).getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(19 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(20 * 60_000);

    test.selection.packages.set('pkg-free', { name: 'Free', price: '0.00', minutes: 30 });
    const free = await test.checkout.create(bookingInput(start(), { packageId: 'pkg-free' }), booker(customer()));
    expect(free.holdExpiresAt).toBeNull();
  });

  it('takes reward credit off the price in the booking and uses it once', async () => {
    test.pricing.credits.set('customer-1', [{ id: 'credit-1', amount: '15.00' }]);
    const first = await test.checkout.create(bookingInput(start()), booker(customer()));
    expect(first.totalAmount).toBe('85.00');
    expect(first.priceLines).toMatchObject({ packagePrice: '100.00', rewardCredit: '15.00', total: '85.00' });
    expect(test.pricing.used.get('credit-1')).toBe(first.id);

    const second = await test.checkout.create(bookingInput(start()), booker(customer()));
    expect(second.totalAmount).toBe('100.00');
  });

  it('saves nothing when a reward credit was used meanwhile', async () => {
    test.pricing.credits.set('customer-1', [{ id: 'credit-1', amount: '15.00' }]);
    const use = test.pricing.use.bind(test.pricing);
    test.pricing.use = async (manager, bookingId, claimIds) => {
      test.pricing.used.set('credit-1', 'another-booking');
      return use(manager, bookingId, claimIds);
    };
    expect(await refusal(test.checkout.create(bookingInput(start()), booker(customer())))).toMatchObject({ status: 409, code: 'BOOKING_CHANGED' });
    expect(test.repository.rows.size).toBe(0);
    expect(test.schedule.claims.size).toBe(0);
  });

  it('refuses staff, who do not book for themselves', async () => {
    for (const staff of [admin(), dad()]) {
      expect(await refusal(test.checkout.create(bookingInput(start()), booker(staff)))).toMatchObject({ status: 403, code: 'STAFF_CANNOT_BOOK', message: BOOKING_MESSAGES.customersOnly });
    }
    expect(test.repository.rows.size).toBe(0);
  });

  it('refuses ZIP codes outside the service area before anyone is registered', async () => {
    const refused = await refusal(test.checkout.create(bookingInput(start(), { zipCode: '10001', contact }), booker(null)));
    expect(refused).toMatchObject({ status: 400, code: 'OUTSIDE_SERVICE_AREA', message: BOOKING_MESSAGES.outsideServiceArea });
    expect(test.accounts.opened).toEqual([]);
  });

  it('refuses times that are past, too soon, too far or no window start', async () => {
    test.settings.minAdvanceBookingHours = 48;
    const soon = windowsFrom(1)[0];
    const cases: [Date, string][] = [
      [new Date(upcomingWindows(new Date(Date.now() - 7 * 86_400_000), { days: 1, minAdvanceHours: 0 })[0].start), BOOKING_MESSAGES.past],
      [soon, BOOKING_MESSAGES.tooSoon(48)],
      [new Date(start().getTime() + 90 * 86_400_000), BOOKING_MESSAGES.tooFar(60)],
      [new Date(windowsFrom(4)[0].getTime() + 60_000), BOOKING_MESSAGES.notAWindow],
    ];
    for (const [when, message] of cases) {
      expect(await refusal(test.checkout.create(bookingInput(when), booker(customer())))).toMatchObject({ status: 400, message, body: { fieldErrors: { scheduledDate: message } } });
    }
    expect(test.repository.rows.size).toBe(0);
  });

  it("books only the customer's own cars, each once and of the vehicle's size", async () => {
    test.cars.push({ id: 'car-1', userId: 'customer-1', vehicleType: 'sedan', removedAt: null }, { id: 'car-2', userId: 'customer-2', vehicleType: 'sedan', removedAt: null });
    const own = await test.checkout.create(bookingInput(start(), { carId: 'car-1' }), booker(customer()));
    expect(own.carId).toBe('car-1');

    const other = await refusal(test.checkout.create(bookingInput(start(), { carId: 'car-2' }), booker(customer())));
    expect(other).toMatchObject({ status: 400, message: BOOKING_MESSAGES.carNotFound, body: { fieldErrors: { carId: BOOKING_MESSAGES.carNotFound } } });
    const size = await refusal(test.checkout.create(bookingInput(start(), { carId: 'car-1', vehicleType: 'truck' }), booker(customer())));
    expect(size).toMatchObject({ message: BOOKING_MESSAGES.carTypeMismatch, body: { fieldErrors: { vehicleType: BOOKING_MESSAGES.carTypeMismatch } } });
    const twice = bookingInput(start(), { carId: 'car-1', moreVehicles: [{ vehicleType: 'sedan', packageId: 'pkg-basic', carId: 'car-1', addOnIds: [] }] });
    expect(await refusal(test.checkout.create(twice, booker(customer())))).toMatchObject({ message: ADD_ON_MESSAGES.carTwice });
    // A visitor has no cars at all.
    expect(await refusal(test.checkout.create(bookingInput(start(), { carId: 'car-1', contact }), booker(null)))).toMatchObject({ message: BOOKING_MESSAGES.carNotFound });
    expect(test.repository.rows.size).toBe(1);
  });

  it('answers 409 SLOT_TAKEN and saves nothing when no DAD is free', async () => {
    test.schedule.busy.add('dad-1').add('dad-2');
    expect(await refusal(test.checkout.create(bookingInput(start()), booker(customer())))).toMatchObject({ status: 409, code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    expect(test.repository.rows.size).toBe(0);
    expect(test.events.recorded).toEqual([]);
  });

  it(`lets a customer hold at most ${UNPAID_BOOKINGS_PER_CUSTOMER} unpaid places`, async () => {
    for (let i = 0; i < UNPAID_BOOKINGS_PER_CUSTOMER; i++) await test.checkout.create(bookingInput(start()), booker(customer()));
    expect(await refusal(test.checkout.create(bookingInput(start()), booker(customer())))).toMatchObject({ status: 429, code: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect(test.repository.rows.size).toBe(UNPAID_BOOKINGS_PER_CUSTOMER);

    // Paid, expired or another customer's places do not count; nor does a booking with nothing to pay.
    const [paid] = test.repository.rows.values();
    paid.paymentStatus = 'authorized';
    await test.checkout.create(bookingInput(start()), booker(customer()));
    await test.checkout.create(bookingInput(start()), booker(customer('customer-2')));
    test.selection.packages.set('pkg-free', { name: 'Free', price: '0.00', minutes: 30 });
    await test.checkout.create(bookingInput(start(), { packageId: 'pkg-free' }), booker(customer()));
  });

  it('notes the referral code of a signed-in customer', async () => {
    await test.checkout.create(bookingInput(start(), { ref: 'ABCD1234' }), booker(customer()));
    expect(test.accounts.referrals).toEqual([{ customerId: 'customer-1', code: 'ABCD1234' }]);
  });

  describe('a visitor', () => {
    it('must send the checkout contact', async () => {
      expect(await refusal(test.checkout.create(bookingInput(start()), booker(null)))).toMatchObject({ status: 400, message: BOOKING_MESSAGES.contactRequired });
      expect(test.accounts.opened).toEqual([]);
    });

    it('is registered, booked and signed in; the password link waits for the card hold', async () => {
      const summary = await test.checkout.create(bookingInput(start(), { contact: { ...contact, agreeToPhotos: true } }), booker(null));
      const [account] = test.accounts.opened;
      expect(summary).toMatchObject({ customerId: account.id, photoConsent: true });
      expect(signedIn).toEqual([account]);
      expect(test.accounts.passwordLinks).toEqual([]);
    });

    it('with nothing to pay gets the password link at once', async () => {
      test.selection.packages.set('pkg-free', { name: 'Free', price: '0.00', minutes: 30 });
      await test.checkout.create(bookingInput(start(), { packageId: 'pkg-free', contact }), booker(null));
      expect(test.accounts.passwordLinks).toEqual([test.accounts.opened[0].id]);
    });

    it('whose booking cannot be saved is left with no account and not signed in', async () => {
      test.schedule.busy.add('dad-1').add('dad-2');
      expect(await refusal(test.checkout.create(bookingInput(start(), { contact }), booker(null)))).toMatchObject({ code: 'SLOT_TAKEN' });
      expect(test.accounts.removed).toEqual([test.accounts.opened[0].id]);
      expect(signedIn).toEqual([]);
    });
  });

  describe('quote', () => {
    it("prices a customer's vehicles with their credit, a visitor's and staff's without", async () => {
      test.pricing.credits.set('customer-1', [{ id: 'credit-1', amount: '15.00' }]);
      const query = { vehicleType: 'sedan' as const, packageId: 'pkg-basic', addOnIds: [], moreVehicles: [] };
      expect((await test.checkout.quote(customer(), query)).total).toBe('85.00');
      expect((await test.checkout.quote(null, query)).total).toBe('100.00');
      expect((await test.checkout.quote(admin('customer-1'), query)).total).toBe('100.00');
      // A quote uses nothing up.
      expect(test.pricing.used.size).toBe(0);
    });
  });

  it('a held place counts against the limit until it expires', async () => {
    for (let i = 0; i < UNPAID_BOOKINGS_PER_CUSTOMER; i++) seedBooking(test, 100, { status: 'pending', paymentStatus: 'pending', holdExpiresAt: new Date(Date.now() - 1000) });
    await test.checkout.create(bookingInput(start()), booker(customer()));
  });
});
