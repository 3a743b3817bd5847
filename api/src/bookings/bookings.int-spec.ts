import { DataSource } from 'typeorm';
import type { BookingSummaryDto, CreateBookingRequest } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { Role } from '@dd/contracts/roles';
import { addDays, calendarDate, upcomingWindows, zonedInstant, type TimeWindowSlot } from '@dd/domain/time-windows';
import { CarEntity } from '../customers/cars/car.entity';
import { PackageEntity } from '../catalog/packages/package.entity';
import { addDads } from '../scheduling/testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { UserEntity } from '../identity/users/user.entity';
import { UsersService } from '../identity/users/users.service';
import { BookingEntity } from './booking.entity';
import { BookingCheckout } from './booking-checkout';
import { signInWithSecondFactor } from '../testing/staff-sign-in';

const PASSWORD = 'booking-test-pass-1';

describe('bookings on MariaDB', () => {
  let server: TestApp;
  let packages: PackageDto[];
  let slots: TimeWindowSlot[];
  const db = () => server.app.get(DataSource);
  const packageOf = (type: string) => packages.find((p) => p.type === type)!;
  const bookingCount = () => db().getRepository(BookingEntity).count();
  const userByEmail = (email: string) => db().getRepository(UserEntity).findOneBy({ email });

  /** A valid booking draft: Deep Clean for an SUV in Irvine, at the first bookable window. */
  const draft = (overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
    vehicleType: 'suv',
    packageId: packageOf('deep_clean').id,
    totalAmount: '189.00',
    address: '123 Main Street',
    city: 'Irvine',
    zipCode: '92618',
    specialInstructions: 'Gate code 4321',
    scheduledDate: slots[0].start,
    ...overrides,
  });
  const contact = (email: string) => ({ firstName: 'Vera', lastName: 'Visitor', email, phone: '(714) 555-0199', agreeToTerms: true as const, agreeToPhotos: true });

  /** A signed-in browser for a new account of this role (made directly: sign-ups are rate limited per address). */
  async function signedIn(role: Role, email: string) {
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: role, lastName: 'Tester', phone: null, role });
    const browser = server.agent();
    // An admin sets up two-step sign-in first, as each must.
    await signInWithSecondFactor(browser, { email, password: PASSWORD });
    return { user, browser };
  }

  beforeAll(async () => {
    server = await startTestApp('mysql');
    // Enough available DADs that every booking below is assigned one (see scheduling.int-spec.ts for the limits).
    await addDads(server.app, 20);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
    slots = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 24 }).filter((s) => s.bookable);
  });
  afterAll(() => server.close());

  describe('a visitor', () => {
    it('is registered as a customer, signed in, and booked at the server price', async () => {
      const browser = server.agent();
      const response = await browser
        .post('/api/bookings')
        .send({ ...draft({ totalAmount: '1.00' }), contact: contact('Vera@Example.com') })
        .expect(201);
      const booking: BookingSummaryDto = response.body;
      expect(booking).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        totalAmount: '189.00',
        vehicleType: 'suv',
        photoConsent: true,
        dadId: expect.any(String),
        carId: null,
        scheduledDate: slots[0].start,
        startTime: slots[0].startTime,
        endTime: slots[0].endTime,
        zipCode: '92618',
        specialInstructions: 'Gate code 4321',
        package: { name: 'The Deep Clean' },
      });
      expect(response.text).not.toMatch(/password/i);

      const me = await browser.get('/api/user').expect(200);
      expect(me.body).toMatchObject({ id: booking.customerId, email: 'vera@example.com', role: 'customer', firstName: 'Vera', lastName: 'Visitor', phone: '(714) 555-0199' });
      expect(me.text).not.toMatch(/password/i);

      const mine = await browser.get('/api/bookings').expect(200);
      expect(mine.body.map((b: BookingSummaryDto) => b.id)).toEqual([booking.id]);
    });

    it('with an email that has an account gets a 409 and no booking, and is not signed in', async () => {
      await server.app.get(UsersService).create({ email: 'taken@example.com', password: PASSWORD, firstName: 'T', lastName: 'Aken', phone: null, role: 'customer' });
      const before = await bookingCount();
      const browser = server.agent();
      const response = await browser.post('/api/bookings').send({ ...draft(), contact: contact('TAKEN@example.com') }).expect(409);
      expect(response.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Please sign in to book.' });
      expect(await bookingCount()).toBe(before);
      await browser.get('/api/user').expect(401);
    });

    it('must send the checkout contact, with the terms agreed', async () => {
      const none = await server.agent().post('/api/bookings').send(draft()).expect(400);
      expect(none.body.message).toBe('Please enter your contact details to book');
      const noTerms = await server.agent().post('/api/bookings').send({ ...draft(), contact: { ...contact('terms@example.com'), agreeToTerms: false } }).expect(400);
      expect(noTerms.body.message).toBe('You must agree to the terms');
      expect(await userByEmail('terms@example.com')).toBeNull();
    });

    it('whose booking cannot be saved is left with no account', async () => {
      const service = server.app.get(BookingCheckout);
      const insert = jest.spyOn(service as unknown as { insert: () => Promise<never> }, 'insert').mockRejectedValueOnce(new Error('database went away'));
      try {
        await server.agent().post('/api/bookings').send({ ...draft(), contact: contact('half@example.com') }).expect(500);
      } finally {
        insert.mockRestore();
      }
      expect(await userByEmail('half@example.com')).toBeNull();
      // And the email is free for a real attempt.
      await server.agent().post('/api/bookings').send({ ...draft(), contact: contact('half@example.com') }).expect(201);
    });
  });

  describe('refuses', () => {
    let browser: ReturnType<TestApp['agent']>;
    beforeAll(async () => {
      ({ browser } = await signedIn('customer', 'refused@example.com'));
    });

    it('inactive and unknown packages', async () => {
      const inactive = db().getRepository(PackageEntity).create({
        name: 'Retired Wash', type: 'retired_wash', description: 'Gone', features: [], basePriceSedans: '10.00', basePriceSuvs: '10.00',
        basePriceTrucks: '10.00', durationMinutes: 60, isActive: false,
      });
      await db().getRepository(PackageEntity).save(inactive);
      for (const packageId of [inactive.id, '00000000-0000-0000-0000-000000000000']) {
        const response = await browser.post('/api/bookings').send(draft({ packageId })).expect(400);
        expect(response.body.message).toBe('This package is not available');
      }
    });

    it('ZIP codes outside the service area, before registering a visitor', async () => {
      const response = await browser.post('/api/bookings').send(draft({ zipCode: '90210' })).expect(400);
      expect(response.body.message).toBe('We currently only serve Orange County.');
      expect(response.body.fieldErrors).toEqual({ zipCode: 'We currently only serve Orange County.' });
      expect(response.body.code).toBe('OUTSIDE_SERVICE_AREA');
      await server.agent().post('/api/bookings').send({ ...draft({ zipCode: '90210' }), contact: contact('far@example.com') }).expect(400);
      expect(await userByEmail('far@example.com')).toBeNull();
    });

    it('past times, times inside the minimum advance, beyond the horizon and times that are no window start', async () => {
      const now = new Date();
      const yesterday = zonedInstant(addDays(calendarDate(now), -1), '12:00').toISOString();
      const past = await browser.post('/api/bookings').send(draft({ scheduledDate: yesterday })).expect(400);
      expect(past.body.message).toBe('This time has already passed. Please choose another time.');

      // A window start a minute or more ahead but within 24 hours exists at any time of day (windows are at most 16 hours apart).
      const soon = upcomingWindows(now, { days: 2, minAdvanceHours: 0 }).find((s) => Date.parse(s.start) > Date.now() + 60_000 && Date.parse(s.start) < Date.now() + 24 * 3_600_000)!;
      const tooSoon = await browser.post('/api/bookings').send(draft({ scheduledDate: soon.start })).expect(400);
      expect(tooSoon.body.message).toBe('Bookings must be made at least 24 hours in advance. Please choose a later time.');

      const farAway = zonedInstant(addDays(calendarDate(now), 90), '08:00').toISOString();
      const tooFar = await browser.post('/api/bookings').send(draft({ scheduledDate: farAway })).expect(400);
      expect(tooFar.body.message).toBe('Bookings can be made up to 60 days ahead. Please choose an earlier date.');

      const offWindow = new Date(Date.parse(slots[0].start) + 30 * 60_000).toISOString();
      const odd = await browser.post('/api/bookings').send(draft({ scheduledDate: offWindow })).expect(400);
      expect(odd.body.message).toBe('Please choose one of the available arrival times');

      const garbage = await browser.post('/api/bookings').send(draft({ scheduledDate: 'tomorrow' })).expect(400);
      expect(garbage.body.message).toBe('Please choose a time');
    });

    it('admins and DADs, who do not book for themselves', async () => {
      for (const role of ['admin', 'dad'] as const) {
        const { browser: staff } = await signedIn(role, `staff-${role}@example.com`);
        const response = await staff.post('/api/bookings').send(draft()).expect(403);
        expect(response.body).toMatchObject({ code: 'STAFF_CANNOT_BOOK', message: 'Only customer accounts can book a detail. Please sign in as a customer to book.' });
      }
    });
  });

  describe('a signed-in customer', () => {
    it('books for themselves, with their own car only, priced for its type', async () => {
      const { user, browser } = await signedIn('customer', 'carol@example.com');
      const { user: other } = await signedIn('customer', 'other-car@example.com');
      const cars = db().getRepository(CarEntity);
      const truck = await cars.save(cars.create({ userId: user.id, make: 'Ford', model: 'F-150', year: 2022, color: 'Red', licensePlate: null, vehicleType: 'truck', isDefault: true }));
      const notMine = await cars.save(cars.create({ userId: other.id, make: 'Kia', model: 'Soul', year: 2020, color: null, licensePlate: null, vehicleType: 'sedan', isDefault: true }));

      const stolen = await browser.post('/api/bookings').send(draft({ carId: notMine.id, vehicleType: 'sedan' })).expect(400);
      expect(stolen.body.message).toBe('Car not found');
      const mismatch = await browser.post('/api/bookings').send(draft({ carId: truck.id, vehicleType: 'sedan' })).expect(400);
      expect(mismatch.body.message).toBe("The vehicle type doesn't match the selected car");

      const response = await browser
        .post('/api/bookings')
        .send(draft({ carId: truck.id, vehicleType: 'truck', totalAmount: 0, scheduledDate: slots[1].start, zipCode: '92660-1234' }))
        .expect(201);
      expect(response.body).toMatchObject({
        customerId: user.id,
        carId: truck.id,
        totalAmount: '199.00',
        vehicleType: 'truck',
        photoConsent: false,
        zipCode: '92660-1234',
        car: { year: 2022, make: 'Ford', model: 'F-150', color: 'Red' },
        package: { name: 'The Deep Clean' },
      });
      // A signed-in customer's checkout contact is not a second account: only its consent is read.
      const withContact = await browser.post('/api/bookings').send({ ...draft({ vehicleType: 'sedan' }), contact: contact('someone-else@example.com') }).expect(201);
      expect(withContact.body).toMatchObject({ customerId: user.id, totalAmount: '149.00', photoConsent: true });
      expect(await userByEmail('someone-else@example.com')).toBeNull();
    });
  });

  describe('reading bookings', () => {
    it('shows each person only their own: customers theirs, a DAD their assigned, admins all', async () => {
      const alice = await signedIn('customer', 'alice@example.com');
      const bob = await signedIn('customer', 'bob@example.com');
      const dad = await signedIn('dad', 'dad-reader@example.com');
      const otherDad = await signedIn('dad', 'dad-other@example.com');
      const admin = await signedIn('admin', 'admin-reader@example.com');

      const a1 = (await alice.browser.post('/api/bookings').send(draft({ scheduledDate: slots[2].start })).expect(201)).body as BookingSummaryDto;
      const a2 = (await alice.browser.post('/api/bookings').send(draft({ scheduledDate: slots[3].start })).expect(201)).body as BookingSummaryDto;
      const b1 = (await bob.browser.post('/api/bookings').send(draft()).expect(201)).body as BookingSummaryDto;
      await db().getRepository(BookingEntity).update({ id: b1.id }, { dadId: dad.user.id });

      const aliceList = (await alice.browser.get('/api/bookings').expect(200)).body as BookingSummaryDto[];
      expect(aliceList.map((b) => b.id)).toEqual([a2.id, a1.id]); // newest first
      expect(aliceList[0]).toMatchObject({ package: { name: 'The Deep Clean' }, car: null });
      expect((await bob.browser.get('/api/bookings').expect(200)).body.map((b: BookingSummaryDto) => b.id)).toEqual([b1.id]);

      await alice.browser.get(`/api/bookings/${a1.id}`).expect(200);
      const hidden = await alice.browser.get(`/api/bookings/${b1.id}`).expect(404);
      expect(hidden.body).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
      await alice.browser.get('/api/bookings/not-a-booking').expect(400);

      const assigned = (await dad.browser.get(`/api/bookings?dadId=${dad.user.id}`).expect(200)).body as BookingSummaryDto[];
      expect(assigned.map((b) => b.id)).toEqual([b1.id]);
      expect(assigned[0].customer).toMatchObject({ firstName: 'customer', email: 'bob@example.com' });
      expect((await dad.browser.get('/api/bookings').expect(200)).body.map((b: BookingSummaryDto) => b.id)).toEqual([b1.id]);
      expect((await dad.browser.get(`/api/bookings?dadId=${otherDad.user.id}`).expect(403)).body.code).toBe('FORBIDDEN');
      await dad.browser.get(`/api/bookings/${b1.id}`).expect(200);
      await dad.browser.get(`/api/bookings/${a1.id}`).expect(404);
      expect((await otherDad.browser.get('/api/bookings').expect(200)).body).toEqual([]);

      const all = (await admin.browser.get('/api/bookings').expect(200)).body as BookingSummaryDto[];
      expect(all.map((b) => b.id)).toEqual(expect.arrayContaining([a1.id, a2.id, b1.id]));
      expect((await admin.browser.get(`/api/bookings?dadId=${dad.user.id}`).expect(200)).body.map((b: BookingSummaryDto) => b.id)).toEqual([b1.id]);
      await admin.browser.get(`/api/bookings/${a1.id}`).expect(200);

      await server.agent().get('/api/bookings').expect(401);
      await server.agent().get(`/api/bookings/${a1.id}`).expect(401);
    });
  });

  describe('public data for the wizard', () => {
    it('checks ZIP codes against the service area', async () => {
      const check = (zipCode: unknown) => server.agent().post('/api/validate-address').send({ zipCode });
      expect((await check('92618').expect(200)).body).toEqual({ isInServiceArea: true });
      expect((await check('92618-4321').expect(200)).body).toEqual({ isInServiceArea: true });
      expect((await check('90210').expect(200)).body).toEqual({ isInServiceArea: false });
      expect((await check('9261').expect(400)).body.message).toBe('Valid ZIP code is required');
      await check(92618).expect(400);
      await server.agent().post('/api/validate-address').send({}).expect(400);
    });

    it('publishes the settings the wizard and the service-area page need', async () => {
      const settings = (await server.agent().get('/api/settings/public').expect(200)).body;
      expect(settings).toEqual({
        serviceAreaZipCodes: expect.arrayContaining(['92618', '92660']),
        businessHoursStart: '09:00',
        businessHoursEnd: '17:00',
        minAdvanceBookingHours: 24,
        cancellationPolicyHours: 48,
        timeZone: 'America/Los_Angeles',
        bookingHorizonDays: 60,
        unpaidHoldMinutes: 15,
        // The checkout states the fees before the card is held.
        lateCancelFeeType: 'percent',
        lateCancelFeeAmount: '25.00',
        noShowFeeType: 'percent',
        noShowFeeAmount: '50.00',
      });
      expect(settings.serviceAreaZipCodes).toHaveLength(146);
    });
  });
});
