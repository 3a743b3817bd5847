import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import type { BookingEventDto, BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows } from '@dd/domain/time-windows';
import { UsersService } from '../identity/users/users.service';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { addDads } from '../scheduling/testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { BookingEntity } from './booking.entity';
import type { BookingCancelled, BookingChange } from './bookings.events';

const PASSWORD = 'events-test-pass-1';

/**
 * Bookings announce their changes; a feature reacts by subscribing, with no line of bookings'
 * code changed. The subscribers here are added at run time, exactly as @OnChange / @AfterCommit
 * add theirs at start.
 */
describe('booking events', () => {
  let server: TestApp;
  let deepClean: PackageDto;
  let n = 0;
  const emitter = () => server.app.get(EventEmitter2);
  const data = () => server.app.get(DataSource);

  /** A new customer's pending booking, more than the policy's 48 hours ahead (free to cancel). */
  async function booked() {
    const email = `events${++n}@events.example.com`;
    await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Eve', lastName: 'Tester', phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    const slot = upcomingWindows(new Date(), { days: 12, minAdvanceHours: 24 }).filter((s) => s.bookable && Date.parse(s.start) - Date.now() > 72 * 3_600_000)[n];
    const draft = { vehicleType: 'suv', packageId: deepClean.id, address: '123 Main Street', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start };
    const booking: BookingSummaryDto = (await browser.post('/api/bookings').send(draft).expect(201)).body;
    return { browser, booking };
  }

  beforeAll(async () => {
    server = await startTestApp('sqlite');
    await addDads(server.app, 4);
    deepClean = ((await server.agent().get('/api/packages').expect(200)).body as PackageDto[]).find((p) => p.type === 'deep_clean')!;
  });
  afterAll(() => server.close());

  it('a new subscriber hears a cancellation once, inside its transaction, and again once it committed', async () => {
    const { browser, booking } = await booked();
    const heard: Array<{ bookingId: string; actor: string; details: BookingCancelled; inTransaction: boolean; statusSeen: string }> = [];
    const committed: Array<{ bookingId: string; status: string }> = [];
    const inside = async (event: BookingChange<BookingCancelled>) => {
      // What the handler reads through the change's manager is the change as it stands, uncommitted.
      const row = await event.manager.findOneByOrFail(BookingEntity, { id: event.bookingId });
      heard.push({ bookingId: event.bookingId, actor: event.actor.role, details: event.details, inTransaction: !!event.manager.queryRunner?.isTransactionActive, statusSeen: row.status });
    };
    const after = async (event: BookingChange) => {
      committed.push({ bookingId: event.bookingId, status: (await data().getRepository(BookingEntity).findOneByOrFail({ id: event.bookingId })).status });
    };
    emitter().on('booking.cancelled', inside);
    emitter().on('booking.cancelled:committed', after);
    try {
      await browser.post(`/api/bookings/${booking.id}/cancel`).expect(200);
    } finally {
      emitter().off('booking.cancelled', inside);
      emitter().off('booking.cancelled:committed', after);
    }
    expect(heard).toEqual([{ bookingId: booking.id, actor: 'customer', details: { from: 'pending' }, inTransaction: true, statusSeen: 'cancelled' }]);
    expect(committed).toEqual([{ bookingId: booking.id, status: 'cancelled' }]);
  });

  it('a subscriber that fails inside the transaction undoes the whole change, and the others with it', async () => {
    const { browser, booking } = await booked();
    const claims = await data().getRepository(DadTimeClaimEntity).countBy({ bookingId: booking.id });
    expect(claims).toBeGreaterThan(0);
    const refuse = async () => {
      throw new Error('a reaction that cannot be done');
    };
    emitter().on('booking.cancelled', refuse);
    try {
      await browser.post(`/api/bookings/${booking.id}/cancel`).expect(500);
    } finally {
      emitter().off('booking.cancelled', refuse);
    }
    // Still booked, its DAD's time still claimed (scheduling's own handler was undone), nothing logged.
    expect((await data().getRepository(BookingEntity).findOneByOrFail({ id: booking.id })).status).toBe('pending');
    expect(await data().getRepository(DadTimeClaimEntity).countBy({ bookingId: booking.id })).toBe(claims);
    const events: BookingEventDto[] = (await browser.get(`/api/bookings/${booking.id}/events`).expect(200)).body;
    expect(events.map((e) => e.type)).toEqual(['created']);

    // Without it, the same cancellation goes through and scheduling frees the time.
    await browser.post(`/api/bookings/${booking.id}/cancel`).expect(200);
    expect(await data().getRepository(DadTimeClaimEntity).countBy({ bookingId: booking.id })).toBe(0);
  });
});
