import { DataSource } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { PackageDto } from '@dd/contracts/package';
import { addDays, calendarDate, upcomingWindows, zonedInstant } from '@dd/domain/time-windows';
import { BookingEventEntity } from '../bookings/booking-event.entity';
import { UserEntity } from '../identity/users/user.entity';
import { OutboxWorker } from '../messaging/outbox-worker';
import { postInboundText, TwilioStandIn, twilioEnv } from '../messaging/testing/twilio-stand-in';
import { InboundTextEntity } from '../messaging/texts/inbound-text.entity';
import { paymentFixtures, ADMIN } from '../payments/testing/payment-fixtures';
import { addDads } from '../scheduling/testing';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import { AdminSettingsService } from '../settings/admin/admin-settings.service';
import { UsersService } from '../identity/users/users.service';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startNwsStandIn } from './testing/nws-stand-in';
import { WeatherPass } from './weather-pass';
import { WeatherFlagEntity } from './weather.entities';

const PUBLIC_URL = 'https://book.example.com';
const PHONE = '+17145550177';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Keep-or-move by text reply (issue 44) on MariaDB: the weather's offer through messaging's C, R and digits, signed as Twilio signs them. */
describe('the weather offer by text on MariaDB', () => {
  let server: TestApp;
  let stand: TwilioStandIn;
  let nws: Awaited<ReturnType<typeof startNwsStandIn>>;
  let sid = 0;
  const deliver = () => server.app.get(OutboxWorker).deliverDue();
  const textsTo = (phone: string) => stand.messages.filter((m) => m.to === phone).map((m) => m.body);
  const inbound = (body: string) => postInboundText(server, PUBLIC_URL, { from: PHONE, body, messageSid: `SM${String(++sid).padStart(32, '0')}` });

  beforeAll(async () => {
    stand = new TwilioStandIn();
    nws = await startNwsStandIn();
    server = await startTestApp('mysql', {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL,
        ...twilioEnv(await stand.start()),
        WEATHER_PROVIDER: 'nws',
        WEATHER_NWS_URL: nws.url,
      },
    });
    await addDads(server.app, 2, { prefix: 'weather-texts-dad' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stand?.stop();
    await nws?.close();
  });

  it('C keeps the flagged job; R offers windows inside the policy window; two digits at once move it once, keeping price, payment and claims', async () => {
    const fx = paymentFixtures(server);
    const db = server.app.get(DataSource);
    const day = upcomingWindows(new Date(), { days: 10, minAdvanceHours: 50 }).find((w) => w.bookable && w.window === 'morning')!.date;
    nws.state.hours = Array.from({ length: 24 }, (_, h) => ({ start: zonedInstant(day, `${String(h).padStart(2, '0')}:00`), precipitationChance: h >= 8 && h < 12 ? 85 : 5, temperatureF: 64 }));
    const { id, agent } = await fx.person('rainy@weather-texts.example.com');
    await db.getRepository(UserEntity).update(id, { phone: '(714) 555-0177', smsNotifications: true, preferredContactMethod: 'phone', firstName: 'Rae' });
    const tidyUp = ((await agent.get('/api/packages').expect(200)).body as PackageDto[]).find((p) => p.name === 'The Tidy Up')!;
    const booked = (await agent.post('/api/bookings').send({ vehicleType: 'sedan', packageId: tidyUp.id, address: '3 Puddle Lane', city: 'Irvine', zipCode: '92618', scheduledDate: zonedInstant(day, '08:00').toISOString() }).expect(201)).body as BookingSummaryDto;
    const intent = await agent.post('/api/create-payment-intent').send({ bookingId: booked.id }).expect(201);
    await agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await agent.post(`/api/bookings/${booked.id}/confirm-payment`).expect(200);

    expect(await server.app.get(WeatherPass).run(zonedInstant(addDays(day, -1), '18:00'))).toEqual([booked.id]);
    await deliver();
    expect(textsTo(PHONE).at(-1)).toMatch(/^Dad's Detailing: rain \(85% chance\) forecast for your detail on .+\. Reply C to keep it, or R for other times at no charge: https:\/\/book\.example\.com\/dadportal\/customer\/details\//);

    // The owner's policy window now covers the job: the ordinary R would refuse to move it.
    const admin = await server.app.get(UsersService).create({ email: 'weather-texts-admin@example.com', password: 'weather-test-pass-1', firstName: 'Ada', lastName: 'Min', phone: null, role: 'admin' });
    await server.app.get(AdminSettingsService).update(admin, { cancellationPolicyHours: 24 * 30 });

    await inbound('C').expect(200);
    expect(await db.getRepository(WeatherFlagEntity).findOneByOrFail({ bookingId: booked.id })).toMatchObject({ choice: 'kept' });

    await inbound('R').expect(200);
    await deliver();
    expect(textsTo(PHONE).at(-1)).toMatch(/^Dad's Detailing: reply 1, 2 or 3 to move your detail to 1\) /);
    const offered = await db.getRepository(InboundTextEntity).findOneOrFail({ where: { phone: PHONE, intent: 'reschedule' }, order: { createdAt: 'DESC' } });
    expect(offered).toMatchObject({ bookingId: booked.id, offerWaiver: 'weather' });
    expect(offered.offer).toHaveLength(3);

    const before = (await agent.get(`/api/bookings/${booked.id}`).expect(200)).body as BookingSummaryDto;
    // Two replies at once (two phones of the family, or a double send): one move, the other told.
    const replies = await Promise.all([inbound('1'), inbound('2')]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    await deliver();
    const after = (await agent.get(`/api/bookings/${booked.id}`).expect(200)).body as BookingSummaryDto;
    expect(offered.offer!.slice(0, 2)).toContain(after.scheduledDate);
    const money = (b: BookingSummaryDto) => ({ status: b.status, totalAmount: b.totalAmount, priceLines: b.priceLines, paymentStatus: b.paymentStatus, fee: b.fee, holdExpiresAt: b.holdExpiresAt });
    expect(money(after)).toEqual(money(before));
    const events = await db.getRepository(BookingEventEntity).findBy({ bookingId: booked.id, type: 'rescheduled' });
    expect(events).toHaveLength(1);
    expect(events[0].details).toMatchObject({ waiver: 'weather' });
    const claims = await db.getRepository(DadTimeClaimEntity).findBy({ bookingId: booked.id });
    expect(claims.length).toBeGreaterThan(0);
    expect(new Set(claims.map((c) => `${c.dadId}|${c.date}`))).toEqual(new Set([`${after.dadId}|${calendarDate(new Date(after.scheduledDate))}`]));
    expect(await db.getRepository(WeatherFlagEntity).findOneByOrFail({ bookingId: booked.id })).toMatchObject({ choice: 'moved' });
    expect(textsTo(PHONE).some((text) => text.includes('that time could not be booked: This booking was already moved for the weather'))).toBe(true);
    // Moved: the offer is closed, so C is the ordinary confirm and R the ordinary reschedule (refused by the policy window now).
    await inbound('R').expect(200);
    await deliver();
    expect(textsTo(PHONE).at(-1)).toMatch(/^Dad's Detailing: this booking can no longer be moved by text\./);
  }, 180_000);
});
