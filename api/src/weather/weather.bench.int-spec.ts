import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import { dayOfWeek } from '@dd/domain/availability';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { UserEntity } from '../identity/users/user.entity';
import { WeeklyAvailabilityEntity } from '../scheduling/weekly-availability.entity';
import { ORANGE_COUNTY_ZIPS } from '../settings/orange-county-zips';
import { startTestApp, type TestApp } from '../testing/test-app';
import { WaitlistRounds } from '../waitlist/waitlist-rounds';
import { WaitlistEntryEntity } from '../waitlist/waitlist.entities';
import { startNwsStandIn } from './testing/nws-stand-in';
import { WeatherPass } from './weather-pass';

/**
 * Timings asked by issue 44, on MariaDB (`BENCH=1 JEST_INTEGRATION=1 npx jest -c api/jest.config.js
 * api/src/weather/weather.bench.int-spec.ts`; skipped otherwise): the day-before weather pass over
 * 2,000 of tomorrow's jobs (667 DADs, three jobs each, across Orange County's ZIPs, the NWS adapter
 * on the local stand-in, rain all day), and one offer round for a freed place with 50 waiting
 * customers who all want it. `tools/bench/calendar-bench.mjs` runs it for `npm run bench` (part
 * `calendar`), with BENCH_JOBS and BENCH_WAITING for a brief run; it reads the `bench:` line.
 */
const bench = process.env.BENCH === '1' ? describe : describe.skip;
const JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const WAITING = Math.min(Number(process.env.BENCH_WAITING ?? 50), 100);

bench('weather pass and offer round timings on MariaDB', () => {
  let server: TestApp;
  let nws: Awaited<ReturnType<typeof startNwsStandIn>>;
  const tomorrow = addDays(calendarDate(new Date()), 1);

  beforeAll(async () => {
    nws = await startNwsStandIn(Array.from({ length: 24 }, (_, h) => ({ start: zonedInstant(tomorrow, `${String(h).padStart(2, '0')}:00`), precipitationChance: 80, temperatureF: 60 })));
    server = await startTestApp('mysql', { env: { WEATHER_PROVIDER: 'nws', WEATHER_NWS_URL: nws.url } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await nws?.close();
  });

  it('times the pass over JOBS jobs and an offer round with WAITING waiting', async () => {
    const data = server.app.get(DataSource);
    const tidyUp = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.name === 'The Tidy Up');
    const customerId = randomUUID();
    await data.getRepository(UserEntity).insert({ id: customerId, email: 'bench-customer@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Customer', phone: null, role: 'customer' });
    const dads = Array.from({ length: Math.ceil(JOBS / 3) }, (_, i) => ({ id: randomUUID(), email: `bench-dad${i}@example.com`, passwordHash: 'x', firstName: 'Dad', lastName: `No${i}`, phone: null, role: 'dad' as const }));
    for (let i = 0; i < dads.length; i += 200) await data.getRepository(UserEntity).insert(dads.slice(i, i + 200));
    await data.getRepository(WeeklyAvailabilityEntity).insert(dads.map((d) => ({ dadId: d.id, dayOfWeek: dayOfWeek(tomorrow), startTime: '06:00', endTime: '22:00' })));
    const windows = ['08:00', '12:00', '16:00'];
    const bookings = Array.from({ length: JOBS }, (_, i) => {
      const zip = ORANGE_COUNTY_ZIPS[i % ORANGE_COUNTY_ZIPS.length];
      return data.getRepository(BookingEntity).create({
        id: randomUUID(), customerId, dadId: dads[Math.floor(i / 3)].id, packageId: tidyUp.id, status: 'confirmed', scheduledDate: zonedInstant(tomorrow, windows[i % 3]),
        startTime: windows[i % 3], endTime: windows[i % 3], durationMinutes: 120, address: '1 Main Street', city: zip.city, zipCode: zip.zip, totalAmount: '89.00', vehicleType: 'sedan',
      });
    });
    for (let i = 0; i < bookings.length; i += 200) await data.getRepository(BookingEntity).save(bookings.slice(i, i + 200));

    const started = performance.now();
    const flagged = await server.app.get(WeatherPass).run(zonedInstant(addDays(tomorrow, -1), '18:00'));
    const passMs = performance.now() - started;
    expect(flagged).toHaveLength(JOBS);

    // A place in eight days, wanted by 50 waiting customers.
    const day = addDays(tomorrow, 7);
    await data.getRepository(WaitlistEntryEntity).insert(
      Array.from({ length: WAITING }, (_, i) => ({ id: randomUUID(), customerId, customerName: 'Bench Customer', packageId: tidyUp.id, packageName: tidyUp.name, vehicleType: 'sedan' as const, durationMinutes: 120, address: '1 Main', city: 'Irvine', zipCode: ORANGE_COUNTY_ZIPS[i % ORANGE_COUNTY_ZIPS.length].zip, fromDate: day, toDate: day, windows: ['morning' as const], status: 'waiting' as const, bookingId: null })),
    );
    const rounds = server.app.get(WaitlistRounds);
    const openingId = await data.transaction((m) => rounds.recordOpening(m, { dadId: dads[0].id, start: zonedInstant(day, '08:00'), sourceBookingId: bookings[0].id, reason: 'cancelled' }));
    const roundStarted = performance.now();
    const offered = await rounds.round(openingId!);
    const roundMs = performance.now() - roundStarted;
    expect(offered).toBe(Math.min(3, WAITING));
    console.log(`bench: ${JSON.stringify({ jobs: JOBS, dads: dads.length, passMs, forecastRequests: nws.state.calls.length, waiting: WAITING, roundMs })}`);
  }, 600_000);
});
