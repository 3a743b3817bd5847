import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../../bookings/booking.entity';
import { CarEntity } from '../../customers/cars/car.entity';
import { addDads } from '../../scheduling/testing';
import { UserEntity } from '../../identity/users/user.entity';
import { until } from '../../testing/queue-workers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/** How long the database stays away. */
const OUTAGE_MS = 10_000;

/**
 * A TCP proxy between the API and MariaDB that the test controls: `cut()` drops every connection and
 * refuses new ones, as a database server that restarts (the machine's shared server cannot be
 * restarted by a test); `restore()` listens again on the same port.
 */
class DatabaseProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((listening) => this.server!.listen(this.port, '127.0.0.1', listening));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((done) => this.server!.close(done));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  restore(): Promise<void> {
    return this.start();
  }
}

/**
 * The database goes away for 10 s under customers' requests (sign-ups, cars, bookings) and comes
 * back, on MariaDB: requests meanwhile answer a fast 503 with a code (never hang, never a half-done
 * write), readiness turns false so a load balancer looks elsewhere, and the API recovers by itself,
 * without a restart; every booking confirmed is there, and no refused one is.
 */
describe('MariaDB lost mid-request and back', () => {
  let database: TestDatabase;
  let proxy: DatabaseProxy;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const url = new URL(database.databaseUrl!);
    proxy = new DatabaseProxy({ host: url.hostname, port: Number(url.port || 3306) });
    await proxy.start();
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startTestApp(database, { env: { DATABASE_URL: url.toString(), SIGN_UPS_PER_ADDRESS: '1000', DATABASE_ACQUIRE_TIMEOUT_MS: '5000' } });
    await addDads(server.app, 1, { prefix: 'outage-dad' });
    slots = upcomingWindows(new Date(), { days: 30, minAdvanceHours: 72 }).filter((slot) => slot.bookable);
    packageId = ((await server.agent().get('/api/packages').expect(200)).body as PackageDto[])[0].id;
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.cut().catch(() => undefined);
    await database?.drop();
  });

  type Answer = { status: number; body: { code?: string; id?: string } };
  const answers: Array<{ step: string; email: string; answer: Answer }> = [];
  let slots: TimeWindowSlot[];
  let packageId: string;
  let booked = 0;

  /** One customer signs up, adds a car and books a detail (each in a window of its own); every answer is kept. */
  async function visit(phase: 'before' | 'cut' | 'away' | 'back', n: number): Promise<void> {
    const email = `db-outage-${phase}-${n}@example.com`;
    const customer = server.agent();
    const signUp = await customer.post('/api/register').send({ email, password: 'outage-password-1', firstName: 'Dana', lastName: 'Base' });
    answers.push({ step: 'sign-up', email, answer: signUp });
    if (signUp.status !== 201) return;
    const car = await customer.post('/api/cars').send({ make: 'Kia', model: 'Soul', year: 2020, vehicleType: 'sedan' });
    answers.push({ step: 'car', email, answer: car });
    if (car.status !== 201) return;
    const draft = { vehicleType: 'sedan', packageId, totalAmount: '0', address: '12 Ocean Ave', city: 'Irvine', zipCode: '92618', scheduledDate: slots[booked++].start };
    answers.push({ step: 'booking', email, answer: await customer.post('/api/bookings').send(draft) });
  }
  const ready = async () => (await server.agent().get('/api/health/ready')).status;

  it('answers 503 with a code while the database is away, turns unready, and recovers without a restart, losing nothing it confirmed', async () => {
    for (let n = 0; n < 3; n++) await visit('before', n);
    expect(answers.every(({ answer }) => answer.status < 300)).toBe(true);

    // The database goes away in the middle of the customers' requests.
    const visits = (async () => {
      for (let n = 0; n < 5; n++) await visit('cut', n);
    })();
    await new Promise((r) => setTimeout(r, 50));
    await proxy.cut();
    await visits;
    expect(await ready()).toBe(503);
    const during: number[] = [];
    const back = Date.now() + OUTAGE_MS;
    for (let n = 0; Date.now() < back; n++) {
      await visit('away', n);
      during.push(answers.at(-1)!.answer.status);
    }
    expect(during.length).toBeGreaterThan(0);

    await proxy.restore();
    await until('readiness', ready, (status) => status === 200, 60_000);
    for (let n = 0; n < 3; n++) await visit('back', n);

    // Every failure was a clear, coded 503; after the return every request succeeded.
    const failed = answers.filter(({ answer }) => answer.status >= 300);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map(({ answer }) => [answer.status, answer.body.code])).toEqual(failed.map(() => [503, 'DATABASE_BUSY']));
    const afterwards = answers.filter(({ email }) => email.startsWith('db-outage-back-'));
    expect(afterwards.map(({ step, answer }) => `${step} ${answer.status}`)).toEqual(Array(3).fill(['sign-up 201', 'car 201', 'booking 201']).flat());

    // Nothing confirmed is lost, and nothing refused is half there: a refused sign-up left no account.
    const users = server.app.get(DataSource).getRepository(UserEntity);
    const cars = server.app.get(DataSource).getRepository(CarEntity);
    const bookings = server.app.get(DataSource).getRepository(BookingEntity);
    for (const { step, email, answer } of answers) {
      const user = await users.findOneBy({ email });
      if (step === 'sign-up') expect(Boolean(user)).toBe(answer.status === 201);
      if (step === 'car' && answer.status < 300) expect(await cars.countBy({ userId: user!.id })).toBe(1);
      if (step === 'booking') expect(await bookings.countBy({ customerId: user!.id })).toBe(answer.status === 201 ? 1 : 0);
    }
    expect(answers.filter(({ step, answer }) => step === 'booking' && answer.status === 201).length).toBeGreaterThanOrEqual(6);
  }, 180_000);
});
