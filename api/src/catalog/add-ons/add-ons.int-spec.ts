import { DataSource } from 'typeorm';
import type { AddOnDto, CreateAddOnRequest } from '@dd/contracts/add-on';
import { vehicleParam } from '@dd/contracts/add-on';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import type { BookingDetailDto, BookingSummaryDto, CreateBookingRequest } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { Role } from '@dd/contracts/roles';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingVehicleEntity } from '../../bookings/booking-vehicle.entity';
import { BookingEntity } from '../../bookings/booking.entity';
import { CarEntity } from '../../customers/cars/car.entity';
import sharp from 'sharp';
import { addDads, DAD_PASSWORD } from '../../scheduling/testing';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UserEntity } from '../../identity/users/user.entity';
import { UsersService } from '../../identity/users/users.service';

const PASSWORD = 'add-on-test-pass-1';

/**
 * Add-ons and several vehicles on MariaDB: the admin's management, the server's pricing (a client's
 * amounts ignored, the tier discount off the whole), and the minutes in availability and assignment.
 * One DAD works, so whether a window fits depends on the booking's length alone.
 */
describe('add-ons and several vehicles on MariaDB', () => {
  let server: TestApp;
  let packages: PackageDto[];
  let slots: TimeWindowSlot[];
  let admin: ReturnType<TestApp['agent']>;
  let petHair: AddOnDto;
  let engineBay: AddOnDto;
  const db = () => server.app.get(DataSource);
  const packageOf = (type: string) => packages.find((p) => p.type === type)!;
  const contact = (email: string) => ({ firstName: 'Vera', lastName: 'Visitor', email, phone: null, agreeToTerms: true as const });
  /** Days whose morning and evening windows can both be booked, a different one per test. */
  let days: string[];
  const windowOn = (day: string, window: 'morning' | 'afternoon' | 'evening') => slots.find((s) => s.date === day && s.window === window)!;

  const draft = (overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
    vehicleType: 'suv',
    packageId: packageOf('deep_clean').id,
    totalAmount: '1.00',
    address: '123 Main Street',
    city: 'Irvine',
    zipCode: '92618',
    scheduledDate: windowOn(days[0], 'morning').start,
    ...overrides,
  });

  async function signedIn(role: Role, email: string) {
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: role, lastName: 'Tester', phone: null, role });
    const browser = server.agent();
    await signInWithSecondFactor(browser, { email, password: PASSWORD });
    return { user, browser };
  }

  const addOnBody = (overrides: Partial<CreateAddOnRequest> = {}): CreateAddOnRequest => ({
    name: 'Pet Hair Removal',
    description: 'Every last dog hair out of seats and carpets.',
    basePriceSedans: '30',
    basePriceSuvs: '40',
    basePriceTrucks: '45',
    durationMinutes: 30,
    packageIds: [packageOf('deep_clean').id, packageOf('tidy_up').id],
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestApp('mysql');
    await addDads(server.app, 1);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
    slots = upcomingWindows(new Date(), { days: 14, minAdvanceHours: 24 }).filter((s) => s.bookable);
    days = [...new Set(slots.map((s) => s.date))].filter((day) => slots.some((s) => s.date === day && s.window === 'morning') && slots.some((s) => s.date === day && s.window === 'evening'));
    ({ browser: admin } = await signedIn('admin', 'addon-admin@example.com'));
  });
  afterAll(() => server.close());

  describe('the admin', () => {
    it('creates, edits and deactivates add-ons; the public list shows the active ones with their packages', async () => {
      const { browser: customer } = await signedIn('customer', 'addon-nosy@example.com');
      await customer.post('/api/admin/add-ons').send(addOnBody()).expect(403);

      const bad = await admin.post('/api/admin/add-ons').send(addOnBody({ name: ' ', packageIds: [], durationMinutes: -5 })).expect(400);
      expect(bad.body.fieldErrors).toMatchObject({
        name: 'Add-on name is required',
        packageIds: 'Choose at least one package this add-on goes with',
        durationMinutes: 'Extra minutes must be a whole number from 0 to 480',
      });

      petHair = (await admin.post('/api/admin/add-ons').send(addOnBody()).expect(201)).body;
      expect(petHair).toMatchObject({ name: 'Pet Hair Removal', basePriceSuvs: '40.00', durationMinutes: 30, isActive: true });
      expect(petHair.packageIds).toEqual([packageOf('deep_clean').id, packageOf('tidy_up').id].sort());

      engineBay = (
        await admin
          .post('/api/admin/add-ons')
          .send(addOnBody({ name: 'Engine Bay', basePriceSedans: '50', basePriceSuvs: '60', basePriceTrucks: '70', durationMinutes: 60, packageIds: [packageOf('deep_clean').id] }))
          .expect(201)
      ).body;
      const unused: AddOnDto = (await admin.post('/api/admin/add-ons').send(addOnBody({ name: 'Headlight Restoration', isActive: false })).expect(201)).body;

      // Only the packages sent change the set; a toggle sends isActive alone.
      const edited = (await admin.put(`/api/admin/add-ons/${unused.id}`).send({ basePriceTrucks: '55', packageIds: [packageOf('tidy_up').id] }).expect(200)).body;
      expect(edited).toMatchObject({ basePriceTrucks: '55.00', basePriceSedans: '30.00', isActive: false, packageIds: [packageOf('tidy_up').id] });
      await admin.put('/api/admin/add-ons/00000000-0000-4000-8000-000000000000').send({ isActive: true }).expect(404);

      const listed: AddOnDto[] = (await server.agent().get('/api/add-ons').expect(200)).body;
      expect(listed.map((a) => a.name)).toEqual(['Pet Hair Removal', 'Engine Bay']);
      expect((await admin.get('/api/admin/add-ons').expect(200)).body).toHaveLength(3);
      const audit = (await admin.get('/api/admin/audit').query({ entityType: 'add_on', entityId: unused.id }).expect(200)).body;
      expect(audit.map((entry: { action: string }) => entry.action).sort()).toEqual(['created', 'updated']);
    });
  });

  describe('checkout', () => {
    it('prices the add-ons on the server, ignoring the client, and adds their minutes', async () => {
      const browser = server.agent();
      const booking: BookingSummaryDto = (
        await browser
          .post('/api/bookings')
          .send({ ...draft({ addOnIds: [petHair.id, engineBay.id], totalAmount: '1.00' }), contact: contact('addon-visitor@example.com') })
          .expect(201)
      ).body;
      // SUV Deep Clean 189 + pet hair 40 + engine bay 60.
      expect(booking.totalAmount).toBe('289.00');
      expect(booking.priceLines).toMatchObject({
        packagePrice: '189.00',
        addOnsPrice: '100.00',
        total: '289.00',
        vehicles: [{ position: 1, vehicleType: 'suv', packageName: 'The Deep Clean', packagePrice: '189.00', addOns: [{ name: 'Pet Hair Removal', price: '40.00' }, { name: 'Engine Bay', price: '60.00' }] }],
      });
      const row = await db().getRepository(BookingEntity).findOneByOrFail({ id: booking.id });
      expect(row.durationMinutes).toBe(150 + 30 + 60);

      const detail: BookingDetailDto = (await browser.get(`/api/bookings/${booking.id}`).expect(200)).body;
      expect(detail.durationMinutes).toBe(240);
      expect(detail.vehicles).toEqual([
        expect.objectContaining({ position: 1, packageName: 'The Deep Clean', price: '289.00', durationMinutes: 240, addOns: [expect.objectContaining({ name: 'Pet Hair Removal', price: '40.00', durationMinutes: 30 }), expect.objectContaining({ name: 'Engine Bay', price: '60.00', durationMinutes: 60 })] }),
      ]);
    });

    it('refuses an add-on that is inactive or not offered with the package, saying which, and books nothing', async () => {
      const before = await db().getRepository(BookingEntity).count();
      const { browser } = await signedIn('customer', 'addon-refused@example.com');
      const notForPackage = await browser.post('/api/bookings').send(draft({ packageId: packageOf('tidy_up').id, addOnIds: [engineBay.id] })).expect(400);
      expect(notForPackage.body).toMatchObject({ code: 'ADD_ON_UNAVAILABLE', message: 'Engine Bay is not available with The Tidy Up', fieldErrors: { addOnIds: 'Engine Bay is not available with The Tidy Up' } });

      await admin.put(`/api/admin/add-ons/${engineBay.id}`).send({ isActive: false }).expect(200);
      const inactive = await browser.post('/api/bookings').send(draft({ addOnIds: [engineBay.id] })).expect(400);
      expect(inactive.body).toMatchObject({ code: 'ADD_ON_UNAVAILABLE', message: 'This add-on is not available' });
      await admin.put(`/api/admin/add-ons/${engineBay.id}`).send({ isActive: true }).expect(200);

      const third = await browser.post('/api/bookings').send(draft({ moreVehicles: [1, 2, 3].map(() => ({ vehicleType: 'sedan' as const, packageId: packageOf('tidy_up').id })) })).expect(400);
      expect(third.body.message).toBe('A booking can include at most 3 vehicles');
      expect(await db().getRepository(BookingEntity).count()).toBe(before);
    });

    it('takes the tier discount off packages and add-ons of every vehicle, as the quote says', async () => {
      const { user, browser } = await signedIn('customer', 'addon-platinum@example.com');
      // Platinum: $50 off the first paid booking of the month.
      await db().getRepository(UserEntity).update({ id: user.id }, { washPoints: 250 });
      const [civic, tacoma] = await db().getRepository(CarEntity).save([
        { userId: user.id, make: 'Honda', model: 'Civic', year: 2020, vehicleType: 'sedan' as const, color: 'Blue' },
        { userId: user.id, make: 'Toyota', model: 'Tacoma', year: 2021, vehicleType: 'truck' as const, color: 'Red' },
      ]);
      const first = { vehicleType: 'sedan' as const, packageId: packageOf('tidy_up').id, carId: civic.id, addOnIds: [petHair.id] };
      const second = { vehicleType: 'truck' as const, packageId: packageOf('deep_clean').id, carId: tacoma.id, addOnIds: [engineBay.id] };

      const quote = (await browser.get('/api/bookings/quote').query({ packageId: first.packageId, vehicleType: 'sedan', addOnIds: petHair.id, moreVehicles: vehicleParam(second) }).expect(200)).body;
      // Sedan Tidy Up 89 + pet hair 30; truck Deep Clean 199 + engine bay 70; less $50.
      expect(quote).toMatchObject({ packagePrice: '288.00', addOnsPrice: '100.00', tierDiscount: '50.00', total: '338.00' });

      const booking: BookingSummaryDto = (
        await browser
          .post('/api/bookings')
          .send(draft({ ...first, totalAmount: '5.00', scheduledDate: windowOn(days[1], 'morning').start, moreVehicles: [{ ...second, totalAmount: '1.00' } as never] }))
          .expect(201)
      ).body;
      expect(booking).toMatchObject({ totalAmount: '338.00', packageId: first.packageId, vehicleType: 'sedan', carId: civic.id });
      expect(booking.priceLines).toEqual(quote);

      const vehicles = await db().getRepository(BookingVehicleEntity).find({ where: { bookingId: booking.id }, order: { position: 'ASC' } });
      expect(vehicles.map((v) => [v.position, v.vehicleType, v.carId, v.price, v.durationMinutes])).toEqual([
        [1, 'sedan', civic.id, '119.00', 90 + 30],
        [2, 'truck', tacoma.id, '269.00', 150 + 60],
      ]);
      expect((await db().getRepository(BookingEntity).findOneByOrFail({ id: booking.id })).durationMinutes).toBe(330);

      // Every list answers each vehicle with its car, package and add-ons, so a list can explain the total (issue 36 item 2).
      const listed = (rows: BookingSummaryDto[]) =>
        rows.find((b) => b.id === booking.id)!.vehicles!.map((v) => [v.position, v.vehicleType, v.car && `${v.car.year} ${v.car.make} ${v.car.model}`, v.packageName, v.addOns.map((a) => a.name)]);
      const expected = [
        [1, 'sedan', '2020 Honda Civic', 'The Tidy Up', ['Pet Hair Removal']],
        [2, 'truck', '2021 Toyota Tacoma', 'The Deep Clean', ['Engine Bay']],
      ];
      expect(listed((await browser.get('/api/bookings').expect(200)).body)).toEqual(expected);
      expect(listed((await admin.get('/api/admin/bookings').query({ q: 'addon-platinum@example.com' }).expect(200)).body)).toEqual(expected);
      expect(listed((await admin.get(`/api/admin/customer/${user.id}`).expect(200)).body.bookings)).toEqual(expected);

      // The DAD's before and after photos are per vehicle: the second car's, and no third.
      const dadAgent = server.agent();
      await signInWithSecondFactor(dadAgent, { email: 'dad0@dads.example.com', password: DAD_PASSWORD });
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } }).jpeg().toBuffer();
      const uploadPhoto = async () => (await dadAgent.post('/api/images').attach('image', jpeg, { filename: 'car.jpg', contentType: 'image/jpeg' }).expect(201)).body.id as string;
      const secondCar = await dadAgent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await uploadPhoto(), mediaType: 'before', vehiclePosition: 2 }).expect(201);
      expect(secondCar.body).toMatchObject({ mediaType: 'before', vehiclePosition: 2 });
      const third = await dadAgent.post(`/api/bookings/${booking.id}/media/link`).send({ imageId: await uploadPhoto(), mediaType: 'before', vehiclePosition: 3 }).expect(400);
      expect(third.body.message).toBe('This booking has no vehicle 3');

      // Someone else's car, or one car twice, is refused.
      const twice = await browser.post('/api/bookings').send(draft({ ...first, moreVehicles: [{ ...first, vehicleType: 'sedan' }] })).expect(400);
      expect(twice.body.message).toBe('Each saved car can be on the booking once');
      const mismatch = await browser.post('/api/bookings').send(draft({ ...first, moreVehicles: [{ ...second, vehicleType: 'suv' }] })).expect(400);
      expect(mismatch.body.fieldErrors).toEqual({ 'moreVehicles.0.vehicleType': "The vehicle type doesn't match the selected car" });
    });
  });

  describe('availability and assignment', () => {
    it('offers a window that fits one vehicle but not three, and refuses to book three into it', async () => {
      const day = days[2];
      // The only DAD is booked for the afternoon: a morning job must leave time to arrive there by 4 PM
      // (one Deep Clean from 8 AM does; three cars, nine hours, do not).
      const { browser } = await signedIn('customer', 'addon-afternoon@example.com');
      await browser.post('/api/bookings').send(draft({ packageId: packageOf('tidy_up').id, scheduledDate: windowOn(day, 'afternoon').start })).expect(201);

      const morningOf = async (query: Record<string, string | string[]>) => {
        const answer: AvailabilityResponse = (await server.agent().get('/api/availability').query({ from: day, to: day, ...query }).expect(200)).body;
        return answer.days[0].windows.find((w) => w.window === 'morning')!;
      };
      const deepClean = packageOf('deep_clean').id;
      const one = { packageId: deepClean, vehicleType: 'suv' };
      expect(await morningOf(one)).toMatchObject({ available: true });
      const three = { ...one, addOnIds: petHair.id, moreVehicles: [vehicleParam({ vehicleType: 'sedan', packageId: deepClean, addOnIds: [] }), vehicleParam({ vehicleType: 'truck', packageId: deepClean, addOnIds: [engineBay.id] })] };
      expect(await morningOf(three)).toMatchObject({ available: false, reason: 'fully_booked' });

      const taken = await browser
        .post('/api/bookings')
        .send(
          draft({
            scheduledDate: windowOn(day, 'morning').start,
            addOnIds: [petHair.id],
            moreVehicles: [
              { vehicleType: 'sedan', packageId: deepClean },
              { vehicleType: 'truck', packageId: deepClean, addOnIds: [engineBay.id] },
            ],
          }),
        )
        .expect(409);
      expect(taken.body.message).toBe('That time was just taken. Please choose another time.');
      // One vehicle fits and is assigned the DAD.
      const fits: BookingSummaryDto = (await browser.post('/api/bookings').send(draft({ scheduledDate: windowOn(day, 'morning').start })).expect(201)).body;
      expect(fits.dadId).toEqual(expect.any(String));

      const bad = await server.agent().get('/api/availability').query({ from: day, to: day, packageId: deepClean, moreVehicles: 'limo:nope' }).expect(400);
      expect(bad.body.message).toBe('Each vehicle must be written as vehicleType:packageId[:addOnId,addOnId]');
    });

    it('a reschedule is offered and checked for the whole booking (every vehicle and add-on), not its first package', async () => {
      const [home, away] = [days[3], days[4]];
      const deepClean = packageOf('deep_clean').id;
      const { browser } = await signedIn('customer', 'addon-reschedule@example.com');
      const three: BookingSummaryDto = (
        await browser
          .post('/api/bookings')
          .send(draft({ scheduledDate: windowOn(home, 'morning').start, addOnIds: [petHair.id], moreVehicles: [{ vehicleType: 'sedan', packageId: deepClean }, { vehicleType: 'truck', packageId: deepClean, addOnIds: [engineBay.id] }] }))
          .expect(201)
      ).body;
      // Another customer has the only DAD on the other day's afternoon: a morning there fits one Deep Clean, not three.
      const { browser: other } = await signedIn('customer', 'addon-reschedule-other@example.com');
      await other.post('/api/bookings').send(draft({ packageId: packageOf('tidy_up').id, scheduledDate: windowOn(away, 'afternoon').start })).expect(201);

      const morning = (answer: AvailabilityResponse) => answer.days[0].windows.find((w) => w.window === 'morning')!;
      const forBooking = async (day: string): Promise<AvailabilityResponse> => (await browser.get(`/api/bookings/${three.id}/availability`).query({ from: day, to: day }).expect(200)).body;
      // The package alone would fit there (what the dialog used to ask)...
      expect(morning((await server.agent().get('/api/availability').query({ from: away, to: away, packageId: deepClean, vehicleType: 'suv', zipCode: '92618' }).expect(200)).body)).toMatchObject({ available: true });
      // ...the whole booking does not, and the server refuses the move.
      expect(morning(await forBooking(away))).toMatchObject({ available: false, reason: 'fully_booked' });
      const refused = await browser.post(`/api/bookings/${three.id}/reschedule`).send({ scheduledDate: windowOn(away, 'morning').start }).expect(409);
      expect(refused.body.code).toBe('SLOT_TAKEN');
      // Its own time does not stand in its way.
      expect(morning(await forBooking(home))).toMatchObject({ available: true });

      // Only the booking's customer asks; the range is checked.
      await other.get(`/api/bookings/${three.id}/availability`).query({ from: away, to: away }).expect(404);
      expect((await browser.get(`/api/bookings/${three.id}/availability`).query({ from: away, to: home }).expect(400)).body.message).toBe("'from' must not be after 'to'");
    });
  });
});
