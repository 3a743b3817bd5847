import { DataSource } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows } from '@dd/domain/time-windows';
import { addDads } from '../../scheduling/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { CarEntity } from './car.entity';

const PASSWORD = 'cars-test-pass-1';
const civic = { make: 'Honda', model: 'Civic', year: 2020, color: 'Blue', licensePlate: '8ABC123', vehicleType: 'sedan' };

describe('cars and preferences on MariaDB', () => {
  let server: TestApp;

  async function customer(email: string) {
    await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Cary', lastName: 'Owner', phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return browser;
  }

  beforeAll(async () => {
    server = await startTestApp('mysql');
  });
  afterAll(() => server.close());

  it('adds, lists, edits and deletes own cars, keeping one default', async () => {
    const browser = await customer('cars@example.com');
    const first = (await browser.post('/api/cars').send(civic).expect(201)).body;
    expect(first).toMatchObject({ ...civic, isDefault: true });
    const second = (await browser.post('/api/cars').send({ make: 'Ford', model: 'F-150', year: 2024, vehicleType: 'truck', color: '', isDefault: true }).expect(201)).body;
    expect(second).toMatchObject({ color: null, licensePlate: null, isDefault: true });

    let cars = (await browser.get('/api/cars').expect(200)).body;
    expect(cars.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([[second.id, true], [first.id, false]]);

    const edited = (await browser.put(`/api/cars/${first.id}`).send({ ...civic, color: 'Red', isDefault: true }).expect(200)).body;
    expect(edited).toMatchObject({ color: 'Red', isDefault: true });
    cars = (await browser.get('/api/cars').expect(200)).body;
    expect(cars.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);

    await browser.delete(`/api/cars/${first.id}`).expect(204);
    cars = (await browser.get('/api/cars').expect(200)).body;
    expect(cars).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
    await browser.put(`/api/cars/${first.id}`).send(civic).expect(404);
  });

  it("refuses bad input with clear messages, year 1900 to next year", async () => {
    const browser = await customer('rules@example.com');
    const next = new Date().getFullYear() + 1;
    expect((await browser.post('/api/cars').send({ ...civic, make: ' ' }).expect(400)).body.message).toBe('Make is required');
    expect((await browser.post('/api/cars').send({ ...civic, year: 1899 }).expect(400)).body.message).toBe(`Year must be between 1900 and ${next}`);
    expect((await browser.post('/api/cars').send({ ...civic, year: next + 1 }).expect(400)).body.message).toBe(`Year must be between 1900 and ${next}`);
    expect((await browser.post('/api/cars').send({ ...civic, vehicleType: 'boat' }).expect(400)).body.message).toBe('Vehicle type must be sedan, suv or truck');
    await browser.post('/api/cars').send({ ...civic, year: next }).expect(201);
  });

  it("answers 404 for another customer's car, and only customers have cars", async () => {
    const owner = await customer('owner@example.com');
    const car = (await owner.post('/api/cars').send(civic).expect(201)).body;
    const other = await customer('other@example.com');
    await other.put(`/api/cars/${car.id}`).send(civic).expect(404);
    await other.delete(`/api/cars/${car.id}`).expect(404);
    expect((await other.get('/api/cars').expect(200)).body).toEqual([]);
    await server.agent().get('/api/cars').expect(401);
  });

  it('keeps a deleted car on the bookings that used it', async () => {
    await addDads(server.app, 1);
    const packages: PackageDto[] = (await server.agent().get('/api/packages').expect(200)).body;
    const slot = upcomingWindows(new Date(), { days: 10 }).find((s) => s.bookable)!;
    const browser = await customer('booked@example.com');
    const car = (await browser.post('/api/cars').send(civic).expect(201)).body;
    const booking = (
      await browser
        .post('/api/bookings')
        .send({ vehicleType: 'sedan', packageId: packages[0].id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start, carId: car.id })
        .expect(201)
    ).body;
    await browser.delete(`/api/cars/${car.id}`).expect(204);
    const after = (await browser.get(`/api/bookings/${booking.id}`).expect(200)).body;
    expect(after).toMatchObject({ carId: car.id, car: { make: 'Honda', model: 'Civic', year: 2020 } });
    expect(await server.app.get(DataSource).getRepository(CarEntity).existsBy({ id: car.id })).toBe(true);
    const reuse = await browser
      .post('/api/bookings')
      .send({ vehicleType: 'sedan', packageId: packages[0].id, address: '1 Main St', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start, carId: car.id })
      .expect(400);
    expect(reuse.body.message).toBe('Car not found');
  });

  it('saves preferences with PATCH /api/user/preferences', async () => {
    const browser = await customer('prefs@example.com');
    const updated = (await browser.patch('/api/user/preferences').send({ smsNotifications: true, promotionalEmails: false, preferredContactMethod: 'both' }).expect(200)).body;
    expect(updated).toMatchObject({ emailNotifications: true, smsNotifications: true, promotionalEmails: false, preferredContactMethod: 'both' });
    expect((await browser.get('/api/user').expect(200)).body).toMatchObject({ smsNotifications: true, preferredContactMethod: 'both' });
    expect((await browser.patch('/api/user/preferences').send({ preferredContactMethod: 'fax' }).expect(400)).body.message).toBe(
      'Preferred contact method must be email, phone or both',
    );
    await browser.patch('/api/user/preferences').send({ washPoints: 999 }).expect(400);
    // The language the account reads the product in (decision 0390): one of the offered ones, kept.
    expect((await browser.get('/api/user').expect(200)).body.language).toBeNull();
    expect((await browser.put('/api/user/language').send({ language: 'vi' }).expect(200)).body.language).toBe('vi');
    expect((await browser.get('/api/user').expect(200)).body.language).toBe('vi');
    expect((await browser.put('/api/user/language').send({ language: 'fr' }).expect(400)).body.message).toBe('Choose English, Spanish or Vietnamese');
    await browser.put('/api/user/language').send({ language: 'es', role: 'admin' }).expect(400);
    await server.agent().put('/api/user/language').send({ language: 'es' }).expect(401);
    await server.agent().patch('/api/user/preferences').send({ smsNotifications: true }).expect(401);
  });
});
