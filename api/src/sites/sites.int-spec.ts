import { DataSource } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import type { SiteProfileDto } from '@dd/contracts/site';
import { addDays, upcomingWindows, zonedInstant } from '@dd/domain/time-windows';
import { PackageEntity } from '../catalog/packages/package.entity';
import { UsersService } from '../identity/users/users.service';
import { addDads, DAD_PASSWORD } from '../scheduling/testing';
import { signInWithSecondFactor } from '../testing/staff-sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startNwsStandIn } from '../weather/testing/nws-stand-in';
import { WeatherPass } from '../weather/weather-pass';
import { SitesService } from './sites.service';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Site profiles on MariaDB: kept per address, on the DAD's job sheet, the admin's list, and sheltered jobs left out of the weather pass. */
describe('site profiles on MariaDB', () => {
  let server: TestApp;
  let nws: Awaited<ReturnType<typeof startNwsStandIn>>;
  let tidyUp: PackageDto;
  let dadEmails: Map<string, string>;
  let n = 0;

  async function customer() {
    const email = `site${++n}@sites.example.com`;
    await server.app.get(UsersService).create({ email, password: 'site-test-pass-1', firstName: 'Site', lastName: `No${n}`, phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: 'site-test-pass-1' }).expect(200);
    return browser;
  }
  type Agent = Awaited<ReturnType<typeof customer>>;
  const book = async (browser: Agent, start: string, { address = '1 Main Street', packageId = tidyUp.id } = {}) =>
    (await browser.post('/api/bookings').send({ vehicleType: 'sedan', packageId, address, city: 'Irvine', zipCode: '92618', scheduledDate: start }).expect(201)).body as BookingSummaryDto;
  const pay = async (browser: Agent, booking: BookingSummaryDto) => {
    const intent = await browser.post('/api/create-payment-intent').send({ amount: booking.totalAmount, bookingId: booking.id }).expect(201);
    await browser.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    return (await browser.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200)).body as BookingSummaryDto;
  };
  const dadOf = async (booking: BookingSummaryDto) => {
    const agent = server.agent();
    await signInWithSecondFactor(agent, { email: dadEmails.get(booking.dadId!)!, password: DAD_PASSWORD });
    return agent;
  };

  beforeAll(async () => {
    nws = await startNwsStandIn();
    server = await startTestApp('mysql', { env: { WEATHER_PROVIDER: 'nws', WEATHER_NWS_URL: nws.url } });
    tidyUp = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.name === 'The Tidy Up');
    dadEmails = new Map((await addDads(server.app, 2, { prefix: 'site-dad' })).map((d) => [d.id, d.email]));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await nws?.close();
  });

  it('keeps the answers per address, finds them for the next booking there, and shows them on the job sheet of its DAD only', async () => {
    const day = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 50 }).find((w) => w.bookable && w.window === 'morning')!.date;
    const ana = await customer();
    const booking = await book(ana, zonedInstant(day, '08:00').toISOString());
    // The wizard saves them after the booking is made; spelled a little differently it is the same address.
    const saved = (await ana
      .put('/api/sites')
      .send({ address: '1 Main Street.', zipCode: '92618', water: false, power: true, covered: null, gateCode: '#4521', hoaRules: 'No work before 9 on Saturdays', parkingNotes: 'Visitor spot 12' })
      .expect(200)).body as SiteProfileDto;
    expect(saved).toMatchObject({ water: false, power: true, covered: null, gateCode: '#4521' });
    expect((await ana.get('/api/sites/lookup').query({ address: '1  main street', zipCode: '92618-1234' }).expect(200)).body.site).toMatchObject({ id: saved.id, parkingNotes: 'Visitor spot 12' });
    // Another customer at the same address has nothing kept; another address of Ana's neither.
    expect((await (await customer()).get('/api/sites/lookup').query({ address: '1 Main Street', zipCode: '92618' }).expect(200)).body.site).toBeNull();
    expect((await ana.get('/api/sites/lookup').query({ address: '2 Main Street', zipCode: '92618' }).expect(200)).body.site).toBeNull();

    // Edited in the portal: one profile per address, replaced.
    await ana.put('/api/sites').send({ address: '1 Main Street', zipCode: '92618', water: false, power: true, gateCode: '#9999', hoaRules: 'No work before 9 on Saturdays', parkingNotes: 'Visitor spot 12' }).expect(200);
    expect(((await ana.get('/api/sites').expect(200)).body as SiteProfileDto[]).map((s) => [s.id, s.gateCode])).toEqual([[saved.id, '#9999']]);

    // The booking's DAD reads it with the job; the other DAD is told the job is not theirs.
    const dad = await dadOf(booking);
    expect((await dad.get(`/api/dad/bookings/${booking.id}/site`).expect(200)).body.site).toMatchObject({ water: false, power: true, gateCode: '#9999', hoaRules: 'No work before 9 on Saturdays' });
    const otherDad = server.agent();
    await signInWithSecondFactor(otherDad, { email: [...dadEmails].find(([id]) => id !== booking.dadId)![1], password: DAD_PASSWORD });
    await otherDad.get(`/api/dad/bookings/${booking.id}/site`).expect(404);
    await ana.get(`/api/dad/bookings/${booking.id}/site`).expect(403);

    // Unpaid, the job is not on anyone's list; once its card is held, the admin sees it has no water.
    const sites = server.app.get(SitesService);
    expect((await sites.needs()).map((need) => need.bookingId)).not.toContain(booking.id);
    await pay(ana, booking);
    expect(await sites.needs()).toEqual([expect.objectContaining({ bookingId: booking.id, noWater: true, noPower: false })]);
    await ana.get('/api/admin/sites/needs').expect(403);

    // Deleted from the portal: gone for the next booking and the job sheet.
    await ana.delete(`/api/sites/${saved.id}`).expect(204);
    await (await customer()).delete(`/api/sites/${saved.id}`).expect(404);
    expect((await dad.get(`/api/dad/bookings/${booking.id}/site`).expect(200)).body.site).toBeNull();
  }, 120_000);

  it('the weather pass leaves a covered site and an interior-only package unflagged, and flags the outdoor job beside them', async () => {
    const day = upcomingWindows(new Date(), { days: 21, minAdvanceHours: 50 }).filter((w) => w.bookable && w.window === 'morning')[5].date;
    nws.state.hours = Array.from({ length: 24 }, (_, h) => ({ start: zonedInstant(day, `${String(h).padStart(2, '0')}:00`), precipitationChance: 90, temperatureF: 62 }));
    const inside = await server.app
      .get(DataSource)
      .getRepository(PackageEntity)
      .save({ name: 'Inside Only', type: 'inside_only', description: 'Interior', features: ['Vacuum'], basePriceSedans: '49.00', basePriceSuvs: '59.00', basePriceTrucks: '59.00', durationMinutes: 60, isActive: true, interiorOnly: true });

    const ben = await customer();
    await ben.put('/api/sites').send({ address: '7 Garage Way', zipCode: '92618', covered: true }).expect(200);
    const covered = await book(ben, zonedInstant(day, '08:00').toISOString(), { address: '7 Garage Way' });
    const interior = await book(ben, zonedInstant(day, '12:00').toISOString(), { address: '9 Open Lot', packageId: inside.id });
    const outdoor = await book(ben, zonedInstant(day, '16:00').toISOString(), { address: '9 Open Lot' });

    expect(await server.app.get(WeatherPass).run(zonedInstant(addDays(day, -1), '18:00'))).toEqual([outdoor.id]);
    expect((await ben.get(`/api/bookings/${covered.id}/weather`).expect(200)).body.risk).toBeNull();
    expect((await ben.get(`/api/bookings/${interior.id}/weather`).expect(200)).body.risk).toBeNull();
  }, 120_000);
});
