import { DataSource } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { addDays, upcomingWindows, zonedInstant } from '@dd/domain/time-windows';
import { UsersService } from '../identity/users/users.service';
import { addDads } from '../scheduling/testing';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { AdminSettingsService } from '../settings/admin/admin-settings.service';
import type { AvailabilityResponse } from '@dd/contracts/availability';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startNwsStandIn } from './testing/nws-stand-in';
import { WeatherPass } from './weather-pass';
import { WeatherFlagEntity } from './weather.entities';

/** The day-before weather pass on MariaDB, its forecasts from a stand-in answering api.weather.gov's format. */
describe('weather on MariaDB', () => {
  let server: TestApp;
  let nws: Awaited<ReturnType<typeof startNwsStandIn>>;
  let tidyUp: PackageDto;
  let n = 0;
  let owner: ReturnType<TestApp['agent']>;

  async function customer() {
    const email = `weather${++n}@weather.example.com`;
    await server.app.get(UsersService).create({ email, password: 'weather-test-pass-1', firstName: 'Rainy', lastName: `No${n}`, phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: 'weather-test-pass-1' }).expect(200);
    return browser;
  }
  const book = async (browser: ReturnType<TestApp['agent']>, start: string) =>
    (await browser.post('/api/bookings').send({ vehicleType: 'sedan', packageId: tidyUp.id, address: '1 Main Street', city: 'Irvine', zipCode: '92618', scheduledDate: start }).expect(201)).body as BookingSummaryDto;

  beforeAll(async () => {
    nws = await startNwsStandIn();
    server = await startTestApp('mysql', { env: { WEATHER_PROVIDER: 'nws', WEATHER_NWS_URL: nws.url } });
    tidyUp = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.name === 'The Tidy Up');
    await addDads(server.app, 2, { prefix: 'weather-dad' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await nws?.close();
  });

  it('a forecast above the threshold flags exactly the jobs in its hours; an outage leaves booking working', async () => {
    const day = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 50 }).find((w) => w.bookable && w.window === 'morning')!.date;
    // Rain (80%) from 08:00 to 11:00 on that day, dry otherwise.
    nws.state.hours = Array.from({ length: 24 }, (_, h) => ({ start: zonedInstant(day, `${String(h).padStart(2, '0')}:00`), precipitationChance: h >= 8 && h < 11 ? 80 : 5, temperatureF: 66 }));
    const browser = await customer();
    owner = browser;
    const wet = await book(browser, zonedInstant(day, '08:00').toISOString());
    const dry = await book(browser, zonedInstant(day, '16:00').toISOString());

    const eve = zonedInstant(addDays(day, -1), '18:00');
    expect(await server.app.get(WeatherPass).run(eve)).toEqual([wet.id]);
    const flags = await server.app.get(DataSource).getRepository(WeatherFlagEntity).find();
    expect(flags.map((f) => [f.bookingId, f.risk, f.precipitationChance])).toEqual([[wet.id, 'rain', 80]]);
    expect(flags.map((f) => f.bookingId)).not.toContain(dry.id);
    expect(nws.state.calls.map((c) => c.path)).toEqual(['/points/33.7074,-117.7054', '/gridpoints/SGX/40,60/forecast/hourly']);

    // The forecast service goes down: the pass answers from its cache, and booking works as ever.
    nws.state.failing = true;
    expect(await server.app.get(WeatherPass).run(eve)).toEqual([]);
    const later = await book(await customer(), zonedInstant(day, '12:00').toISOString());
    expect(later).toMatchObject({ status: 'pending' });
    nws.state.failing = false;
  }, 120_000);

  it('lists the risk for the admin and for the job’s DAD only, and guards the admin’s list', async () => {
    const [flag] = await server.app.get(DataSource).getRepository(WeatherFlagEntity).find();
    const pass = server.app.get(WeatherPass);
    const now = new Date(flag.start.getTime() - 24 * 3_600_000);
    expect((await pass.upcoming(now)).map((r) => [r.bookingId, r.risk])).toEqual([[flag.bookingId, 'rain']]);
    expect(await pass.upcoming(now, flag.dadId!)).toHaveLength(1);
    expect(await pass.upcoming(now, '00000000-0000-4000-8000-000000000000')).toEqual([]);
    await server.agent().get('/api/admin/weather').expect(401);
    await (await customer()).get('/api/admin/weather').expect(403);
    // The booking's own customer reads its risk; another customer is told it does not exist.
    expect((await owner.get(`/api/bookings/${flag.bookingId}/weather`).expect(200)).body).toMatchObject({ risk: { bookingId: flag.bookingId, risk: 'rain', precipitationChance: 80 } });
    await (await customer()).get(`/api/bookings/${flag.bookingId}/weather`).expect(404);
  });

  it('a customer moves a flagged job inside the policy window through the offer: same money, claims moved, once only', async () => {
    const db = server.app.get(DataSource);
    const first = (await db.getRepository(WeatherFlagEntity).find())[0].date;
    // A morning at least four days after the first test's, so its cached hours are not this day's.
    const day = upcomingWindows(new Date(), { days: 21, minAdvanceHours: 50 }).find((w) => w.bookable && w.window === 'morning' && w.date >= addDays(first, 4))!.date;
    nws.state.hours = Array.from({ length: 24 }, (_, h) => ({ start: zonedInstant(day, `${String(h).padStart(2, '0')}:00`), precipitationChance: h >= 8 && h < 12 ? 75 : 5, temperatureF: 70 }));
    const browser = await customer();
    const wet = await book(browser, zonedInstant(day, '08:00').toISOString());
    expect(await server.app.get(WeatherPass).run(zonedInstant(addDays(day, -1), '18:00'))).toEqual([wet.id]);
    // The owner's policy window now covers the job: the customer's own reschedule refuses it.
    const admin = await server.app.get(UsersService).create({ email: 'weather-admin@weather.example.com', password: 'weather-test-pass-1', firstName: 'Ada', lastName: 'Min', phone: null, role: 'admin' });
    await server.app.get(AdminSettingsService).update(admin, { cancellationPolicyHours: 24 * 30 });

    const dry = await book(browser, zonedInstant(addDays(day, 1), '16:00').toISOString());
    const windows = (await browser.get(`/api/bookings/${wet.id}/availability`).query({ from: day, to: addDays(day, 6) }).expect(200)).body as AvailabilityResponse;
    const to = windows.days.flatMap((d) => d.windows).find((w) => w.available && w.date !== day)!;
    expect((await browser.post(`/api/bookings/${wet.id}/reschedule`).send({ scheduledDate: to.start }).expect(409)).body.code).toBe('POLICY_WINDOW');
    // Another customer may neither keep nor move it; a booking without a flag has no offer.
    await (await customer()).post(`/api/bookings/${wet.id}/weather/move`).send({ scheduledDate: to.start }).expect(404);
    expect((await browser.post(`/api/bookings/${dry.id}/weather/keep`).expect(409)).body.code).toBe('NO_WEATHER_RISK');

    const before = (await browser.get(`/api/bookings/${wet.id}`).expect(200)).body as BookingSummaryDto;
    expect((await browser.post(`/api/bookings/${wet.id}/weather/keep`).expect(200)).body).toMatchObject({ bookingId: wet.id, choice: 'kept' });
    // Kept, then moved after all: two taps at once move it once.
    const taps = await Promise.all([1, 2].map(() => browser.post(`/api/bookings/${wet.id}/weather/move`).send({ scheduledDate: to.start })));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409]);
    expect(taps.find((t) => t.status === 409)!.body.code).toBe('WEATHER_MOVE_MADE');
    const after = (await browser.get(`/api/bookings/${wet.id}`).expect(200)).body as BookingSummaryDto;
    expect(after.scheduledDate).toBe(to.start);
    const money = (b: BookingSummaryDto) => ({ status: b.status, totalAmount: b.totalAmount, priceLines: b.priceLines, paymentStatus: b.paymentStatus, fee: b.fee, holdExpiresAt: b.holdExpiresAt });
    expect(money(after)).toEqual(money(before));
    // The DAD's time: claimed on the new day only, by one DAD.
    const claims = await db.getRepository(DadTimeClaimEntity).findBy({ bookingId: wet.id });
    expect(claims.length).toBeGreaterThan(0);
    expect(new Set(claims.map((c) => `${c.dadId}|${c.date}`))).toEqual(new Set([`${after.dadId}|${to.date}`]));
    expect((await browser.get(`/api/bookings/${wet.id}/weather`).expect(200)).body.risk).toMatchObject({ choice: 'moved' });
    const events = (await browser.get(`/api/bookings/${wet.id}/events`).expect(200)).body as Array<{ type: string }>;
    expect(events.filter((e) => e.type === 'rescheduled')).toHaveLength(1);
  }, 120_000);
});
