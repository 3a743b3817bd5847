import { DataSource, In } from 'typeorm';
import { BOOKING_DETAILS_DAYS, MESSAGE_DAYS } from '@dd/contracts/privacy';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { AGED_ADDRESS, BookingRetention } from '../bookings/booking-retention';
import { BookingEntity } from '../bookings/booking.entity';
import { MessageRetention } from '../messaging/message-retention';
import { MessageEntity } from '../messaging/message.entity';
import { InboundTextEntity } from '../messaging/texts/inbound-text.entity';
import { DAY_MS } from '../platform/jobs/in-batches';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { WaitlistRetention } from '../waitlist/waitlist-retention';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity } from '../waitlist/waitlist.entities';

/** The privacy page's "How long we keep it", enforced by the daily retention jobs, on MariaDB. */
describe('retention as the privacy page states it', () => {
  let server: TestApp;
  let data: DataSource;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { SEED_DEMO: 'true' } });
    data = server.app.get(DataSource);
  });
  afterAll(() => server?.close());

  it(`deletes emails and texts ${MESSAGE_DAYS} days after they were written, never one still waiting to go out`, async () => {
    const messages = data.getRepository(MessageEntity);
    const texts = data.getRepository(InboundTextEntity);
    const message = (key: string, status: MessageEntity['status'], createdAt: Date) =>
      messages.save(messages.create({ idempotencyKey: `retention:${key}`, kind: 'test', channel: 'email', recipient: 'kept@example.com', subject: key, text: key, status, nextAttemptAt: 0, claimedUntil: 0, createdAt }));
    await message('old-sent', 'sent', ago(MESSAGE_DAYS + 1));
    await message('old-failed', 'failed', ago(MESSAGE_DAYS + 30));
    await message('old-pending', 'pending', ago(MESSAGE_DAYS + 1));
    await message('young-sent', 'sent', ago(MESSAGE_DAYS - 1));
    await texts.save([
      texts.create({ providerSid: 'SM-retention-old', phone: '+17145550101', body: 'old reply', createdAt: ago(MESSAGE_DAYS + 1) }),
      texts.create({ providerSid: 'SM-retention-young', phone: '+17145550101', body: 'young reply', createdAt: ago(MESSAGE_DAYS - 1) }),
    ]);

    const removed = await server.app.get(MessageRetention).run(now);

    const left = (await messages.find({ where: { recipient: 'kept@example.com' } })).map((m) => m.subject).sort();
    expect(left).toEqual(['old-pending', 'young-sent']);
    expect((await texts.findBy({ phone: '+17145550101' })).map((t) => t.body)).toEqual(['young reply']);
    expect(removed).toEqual({ messages: 2, texts: 1 });
    // A second run the same day finds nothing more.
    expect(await server.app.get(MessageRetention).run(now)).toEqual({ messages: 0, texts: 0 });
  });

  it(`clears a booking's street address, notes, no-show place and history details ${BOOKING_DETAILS_DAYS} days after its date, and keeps the sale`, async () => {
    const bookings = data.getRepository(BookingEntity);
    const events = data.getRepository(BookingEventEntity);
    const [old, young] = await bookings.find({ order: { id: 'ASC' }, take: 2 });
    const noShow = { at: ago(BOOKING_DETAILS_DAYS + 2).toISOString(), byRole: 'dad' as const, byId: 'dad-1', photoImageId: 'photo-1', latitude: '33.6', longitude: '-117.8' };
    await bookings.update(old.id, { scheduledDate: ago(BOOKING_DETAILS_DAYS + 1), specialInstructions: 'Gate code 4321', noShow });
    await bookings.update(young.id, { scheduledDate: ago(BOOKING_DETAILS_DAYS - 1), specialInstructions: 'Gate code 1234' });
    await events.save([events.create({ bookingId: old.id, type: 'created', actorRole: 'customer', details: { address: old.address } }), events.create({ bookingId: young.id, type: 'created', actorRole: 'customer', details: { address: young.address } })]);

    const cleared = await server.app.get(BookingRetention).run(now);

    const after = await bookings.findOneByOrFail({ id: old.id });
    expect(after).toMatchObject({ address: AGED_ADDRESS, specialInstructions: null, feePolicyText: null, city: old.city, zipCode: old.zipCode, totalAmount: old.totalAmount, customerId: old.customerId, status: old.status });
    expect(after.noShow).toEqual({ ...noShow, latitude: null, longitude: null });
    expect((await events.findBy({ bookingId: old.id })).every((e) => Object.keys(e.details ?? {}).length === 0)).toBe(true);

    const kept = await bookings.findOneByOrFail({ id: young.id });
    expect(kept).toMatchObject({ address: young.address, specialInstructions: 'Gate code 1234' });
    expect((await events.findBy({ bookingId: young.id })).some((e) => (e.details as { address?: string }).address === young.address)).toBe(true);

    expect(cleared).toBeGreaterThanOrEqual(1);
    expect(await server.app.get(BookingRetention).run(now)).toBe(0);
  });

  it("deletes a visitor's waiting and its offers once the last day they asked for has passed, and nothing else", async () => {
    const entries = data.getRepository(WaitlistEntryEntity);
    const offers = data.getRepository(WaitlistOfferEntity);
    const today = calendarDate(now);
    const customerId = (await data.getRepository(BookingEntity).find({ take: 1 }))[0].customerId;
    const entry = async (name: string, toDate: string, owner: string | null) => {
      const saved = await entries.save(
        entries.create({
          customerId: owner,
          visitor: owner ? null : { firstName: name, lastName: 'Visitor', email: `${name.toLowerCase()}@retention.example.com`, phone: '(714) 555-0177', language: null },
          customerName: `${name} Visitor`,
          packageId: 'package-1',
          packageName: 'The Tidy Up',
          vehicleType: 'sedan',
          durationMinutes: 90,
          address: `${name} Street`,
          city: 'Irvine',
          zipCode: '92618',
          fromDate: addDays(toDate, -3),
          toDate,
          windows: ['morning'],
          status: 'waiting',
          bookingId: null,
        }),
      );
      return saved.id;
    };
    const past = await entry('Pat', addDays(today, -1), null);
    const longPast = await entry('Lou', addDays(today, -40), null);
    const lastDayToday = await entry('Tia', today, null);
    const customers = await entry('Cam', addDays(today, -40), customerId);
    const opening = await data.getRepository(WaitlistOpeningEntity).save({ dadId: null, start: ago(2), sourceBookingId: null, reason: 'cancelled' as const, status: 'lapsed' as const, openKey: null });
    const offer = async (entryId: string) => (await offers.save({ openingId: opening.id, entryId, round: 1, status: 'expired' as const, expiresAt: ago(2), bookingId: null })).id;
    const pastOffer = await offer(past);
    await offer(lastDayToday);
    await offer(customers);
    await server.agent().get(`/api/waitlist/visitor-offers/${pastOffer}`).expect(200);

    const removed = await server.app.get(WaitlistRetention).run(now);

    expect(removed).toBe(2);
    expect(await entries.findBy({ id: In([past, longPast]) })).toEqual([]);
    expect((await entries.findBy({ id: In([lastDayToday, customers]) })).map((e) => e.id).sort()).toEqual([lastDayToday, customers].sort());
    expect((await offers.findBy({ openingId: opening.id })).map((o) => o.entryId).sort()).toEqual([lastDayToday, customers].sort());
    // The offer's link names nobody any more.
    await server.agent().get(`/api/waitlist/visitor-offers/${pastOffer}`).expect(404);
    expect(await data.getRepository(WaitlistOpeningEntity).countBy({ id: opening.id })).toBe(1);
    // Tomorrow, today's last day has passed too.
    expect(await server.app.get(WaitlistRetention).run(now)).toBe(0);
    expect(await server.app.get(WaitlistRetention).run(new Date(now.getTime() + DAY_MS))).toBe(1);
    expect(await entries.countBy({ id: lastDayToday })).toBe(0);
  });
});
