import twilio from 'twilio';
import { TEXT_REPLIES } from '@dd/contracts/message';
import type { PackageDto } from '@dd/contracts/package';
import { calendarDate, upcomingWindows, zonedInstant, type TimeWindowSlot } from '@dd/domain/time-windows';
import { BookingEntity } from '../../bookings/booking.entity';
import { addDads } from '../../scheduling/testing';
import { BookingEventEntity } from '../../bookings/booking-event.entity';
import { UserEntity } from '../../identity/users/user.entity';
import { paymentFixtures, type Agent, ADMIN } from '../../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { MessageEntity } from '../message.entity';
import { OutboxWorker } from '../outbox-worker';
import { postInboundText, TwilioStandIn, twilioEnv, TWILIO_TEST_TOKEN } from '../testing/twilio-stand-in';
import { InboundTextEntity } from './inbound-text.entity';
import { TWILIO_WEBHOOK_PATH } from './twilio-webhook-path';

const PUBLIC_URL = 'https://book.example.com';
const PHONE = '+17145550188';

/**
 * The day of service by text (issue 43) on MariaDB: the DAD's On my way and I'm Here reach the
 * customer through the outbox and the real Twilio SDK (against the stand-in), and the customer's
 * replies come back through the signed webhook.
 */
describe('two-way texts on MariaDB', () => {
  let server: TestApp;
  let stand: TwilioStandIn;
  let fx: ReturnType<typeof paymentFixtures>;
  let dad: { id: string; agent: Agent };
  let customer: { id: string; agent: Agent };
  let admin: Agent;
  const deliver = () => server.app.get(OutboxWorker).deliverDue();
  const textsTo = (phone: string) => stand.messages.filter((m) => m.to === phone).map((m) => m.body);
  let sid = 0;

  /** Twilio's POST of a text the customer sent, signed as Twilio signs it (or with `signature`). */
  function inbound(body: string, { from = PHONE, signature, messageSid = `SM${String(++sid).padStart(32, '0')}` }: { from?: string; signature?: string; messageSid?: string } = {}) {
    return postInboundText(server, PUBLIC_URL, { from, body, messageSid }, signature);
  }

  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

  /** A customer who takes texts, with a booking made and paid through the wizard's calls (so its DAD's time is claimed). */
  async function textingCustomer(email: string, phone: string, slot: TimeWindowSlot, zipCode: string) {
    const { id, agent } = await fx.person(email);
    await fx.db().getRepository(UserEntity).update(id, { phone, smsNotifications: true, preferredContactMethod: 'phone' });
    const packages: PackageDto[] = (await agent.get('/api/packages').expect(200)).body;
    const draft = { vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'done_dads_way')!.id, totalAmount: '0', address: '12 Ocean Ave', city: 'Irvine', zipCode, scheduledDate: slot.start };
    const booking = (await agent.post('/api/bookings').send(draft).expect(201)).body as { id: string };
    const intent = await agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    await agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    await deliver();
    return { id, agent, bookingId: booking.id, phone: `+1${phone.replace(/\D/g, '')}` };
  }

  const todaysJob = () =>
    fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', scheduledDate: zonedInstant(calendarDate(new Date()), '00:00'), startTime: '00:00', endTime: '12:00', paymentAuthorizedAt: new Date() });

  beforeAll(async () => {
    stand = new TwilioStandIn();
    const apiUrl = await stand.start();
    server = await startTestApp('mysql', {
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL, ...twilioEnv(apiUrl) },
    });
    fx = paymentFixtures(server);
    // The one DAD who works (every day, 06:00-20:00): two customers wanting the same window cannot both have it.
    await addDads(server.app, 1, { prefix: 'texts-dad' });
    dad = await fx.person('dad@texts.example.com', 'dad');
    customer = await fx.person('customer@texts.example.com');
    await fx.db().getRepository(UserEntity).update(customer.id, { phone: '(714) 555-0188', smsNotifications: true, preferredContactMethod: 'phone', firstName: 'Tess', lastName: 'Customer' });
    await fx.db().getRepository(UserEntity).update(dad.id, { firstName: 'Sam' });
    admin = await fx.admin();
  });
  afterAll(async () => {
    await server?.close();
    await stand?.stop();
  });

  it('On my way texts the customer once with the expected arrival; I’m Here texts that the DAD has arrived', async () => {
    const booking = await todaysJob();
    const [first, again] = [
      (await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 25 }).expect(200)).body,
      (await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 5 }).expect(200)).body,
    ];
    expect(first).toMatchObject({ bookingId: booking.id, announced: true });
    expect(again).toEqual({ ...first, announced: false });
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 0 }).expect(400);
    await dad.agent.post(`/api/dad/bookings/${booking.id}/start`).send({}).expect(200);
    await deliver();
    const texts = textsTo(PHONE);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Dad's Detailing: Sam is on the way, arriving around \d{1,2}:\d{2} [AP]M\. Track: https:\/\/book\.example\.com\/track\/\S+ Reply to this text/);
    expect(texts[1]).toBe("Dad's Detailing: Sam has arrived at 1 Main St and is starting on your car.");
    // By text only: her preference is the phone.
    expect(await fx.db().getRepository(MessageEntity).countBy({ userId: customer.id, channel: 'email', kind: 'on_the_way' })).toBe(0);
  });

  it('refuses a forged webhook (wrong signature, none, or signed for other parameters) and stores nothing', async () => {
    const before = await fx.db().getRepository(InboundTextEntity).count();
    const forged = await inbound('C', { signature: 'bm90IGEgc2lnbmF0dXJl' }).expect(403);
    expect(forged.body).toMatchObject({ code: 'WEBHOOK_INVALID' });
    await server.agent().post(TWILIO_WEBHOOK_PATH).type('form').send({ MessageSid: 'SMx', From: PHONE, Body: 'C' }).expect(403);
    const params = { MessageSid: 'SMy', From: PHONE, Body: 'C' };
    const signedOther = twilio.getExpectedTwilioSignature(TWILIO_TEST_TOKEN, `${PUBLIC_URL}${TWILIO_WEBHOOK_PATH}`, { ...params, Body: 'Hello' });
    await server.agent().post(TWILIO_WEBHOOK_PATH).type('form').set('X-Twilio-Signature', signedOther).send(params).expect(403);
    expect(await fx.db().getRepository(InboundTextEntity).count()).toBe(before);
  });

  it('C confirms the next booking on its log and answers once, however often Twilio retries', async () => {
    const booking = await fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', daysAhead: 3, paymentAuthorizedAt: new Date() });
    await fx.db().getRepository(BookingEventEntity).delete({ type: 'customer_confirmed' });
    const sent = textsTo(PHONE).length;
    const retried = `SM${'9'.repeat(32)}`;
    const answers = await Promise.all([inbound(' c ', { messageSid: retried }), inbound(' c ', { messageSid: retried })]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/xml/);
      expect(answer.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    }
    await deliver();
    // Today's job is in progress already: C confirms the next one still to come.
    const confirmed = await fx.db().getRepository(BookingEventEntity).findBy({ type: 'customer_confirmed' });
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ bookingId: booking.id, actorId: customer.id, actorRole: 'customer', details: { via: 'sms' } });
    const answersSent = textsTo(PHONE).slice(sent);
    expect(answersSent).toHaveLength(1);
    expect(answersSent[0]).toMatch(/^Dad's Detailing: thanks, you're confirmed for .+\. Reply R to reschedule\.$/);
  });

  it("answers C and R in the customer's own language (users.language)", async () => {
    const booking = await fx.booking(customer.id, { dadId: dad.id, status: 'confirmed', daysAhead: 4, paymentAuthorizedAt: new Date() });
    await fx.db().getRepository(UserEntity).update(customer.id, { language: 'es' });
    const sent = textsTo(PHONE).length;
    await inbound('C').expect(200);
    await fx.db().getRepository(UserEntity).update(customer.id, { language: 'vi' });
    await inbound('R').expect(200);
    await deliver();
    await fx.db().getRepository(UserEntity).update(customer.id, { language: null });
    const [confirm, offer] = textsTo(PHONE).slice(sent);
    expect(confirm).toMatch(/^Dad's Detailing: gracias, su cita del .+ está confirmada\. Responda R para reprogramar\.$/);
    // Whether windows are open or not, the answer is Vietnamese.
    expect(offer).toMatch(/^Dad's Detailing: (trả lời 1.+ để dời lịch chăm sóc xe của bạn sang 1\) |không còn giờ trống)/);
    await fx.bookings().update(booking.id, { status: 'cancelled' });
  });

  it('STOP stops everything but its confirmation, recorded; START resumes', async () => {
    const sent = textsTo(PHONE).length;
    await inbound('STOP').expect(200);
    await inbound('HELP').expect(200);
    await inbound('Are you there?').expect(200);
    const booking = await todaysJob();
    await fx.db().getRepository(UserEntity).update(customer.id, { emailNotifications: false });
    await dad.agent.post(`/api/dad/bookings/${booking.id}/on-my-way`).send({ etaMinutes: 10 }).expect(200);
    await admin.post(`/api/admin/texts/${encodeURIComponent(PHONE)}`).send({ body: 'Hello?' }).expect(409);
    await deliver();
    expect(textsTo(PHONE).slice(sent)).toEqual([TEXT_REPLIES.stop]);

    await inbound('start').expect(200);
    await deliver();
    expect(textsTo(PHONE).slice(sent)).toEqual([TEXT_REPLIES.stop, TEXT_REPLIES.start]);
    await fx.db().getRepository(UserEntity).update(customer.id, { emailNotifications: true });
  });

  it('anything else waits in the admin’s inbox with an unread count; the admin and the booking’s DAD answer by text', async () => {
    const booking = await todaysJob();
    await inbound('The gate code is 4321').expect(200);
    const unread = (await admin.get('/api/admin/texts/unread').expect(200)).body.unread;
    expect(unread).toBeGreaterThanOrEqual(1);
    const inbox = (await admin.get('/api/admin/texts').expect(200)).body;
    expect(inbox[0]).toMatchObject({ phone: PHONE, customerId: customer.id, customerName: 'Tess Customer', lastText: 'The gate code is 4321', optedOut: false });
    expect(inbox[0].unread).toBeGreaterThanOrEqual(1);

    const thread = (await admin.get(`/api/admin/texts/${encodeURIComponent(PHONE)}`).expect(200)).body;
    expect(thread.smsDelivery).toBe('twilio');
    expect(thread.texts.at(-1)).toMatchObject({ direction: 'in', body: 'The gate code is 4321' });
    expect((await admin.get('/api/admin/texts').expect(200)).body[0].unread).toBe(0);

    await admin.post(`/api/admin/texts/${encodeURIComponent(PHONE)}`).send({ body: '' }).expect(400);
    await admin.post(`/api/admin/texts/${encodeURIComponent(PHONE)}`).send({ body: 'Thanks Tess!' }).expect(201);
    const dadThread = (await dad.agent.get(`/api/dad/bookings/${booking.id}/texts`).expect(200)).body;
    expect(dadThread.texts.map((t: { body: string }) => t.body)).toEqual(expect.arrayContaining(['The gate code is 4321', 'Thanks Tess!']));
    await dad.agent.post(`/api/dad/bookings/${booking.id}/texts`).send({ body: 'On my way up.' }).expect(201);
    const other = await fx.person('other-dad@texts.example.com', 'dad');
    await other.agent.get(`/api/dad/bookings/${booking.id}/texts`).expect(404);
    await customer.agent.get('/api/admin/texts').expect(403);

    const own = (await customer.agent.get('/api/customer/texts').expect(200)).body;
    expect(own.texts.map((t: { body: string }) => t.body)).toEqual(expect.arrayContaining(['The gate code is 4321', 'Thanks Tess!', 'On my way up.']));
    await deliver();
    expect(textsTo(PHONE).slice(-2)).toEqual(['Thanks Tess!', 'On my way up.']);
  });

  it('R offers three windows; 2 moves the booking with every promise kept; two customers picking the same window get one answer each, one of them the window', async () => {
    const slots = upcomingWindows(new Date(), { days: 21, minAdvanceHours: 72 }).filter((slot) => slot.bookable);
    const ann = await textingCustomer('ann@texts.example.com', '(949) 555-0101', slots[12], '92618');
    const bob = await textingCustomer('bob@texts.example.com', '(949) 555-0102', slots[15], '92604');
    for (const who of [ann, bob]) await inbound('R', { from: who.phone }).expect(200);
    await deliver();
    const offerTo = (who: { phone: string }) => textsTo(who.phone).at(-1)!;
    expect(offerTo(ann)).toMatch(/^Dad's Detailing: reply 1, 2 or 3 to move your detail to 1\) .+; 2\) .+; 3\) .+\. Or reply with a time that suits you\.$/);
    const offered = async (who: { phone: string }) => (await fx.db().getRepository(InboundTextEntity).findOneByOrFail({ phone: who.phone, intent: 'reschedule' })).offer!;
    const [annOffer, bobOffer] = [await offered(ann), await offered(bob)];
    expect(annOffer).toHaveLength(3);
    expect(bobOffer[0]).toBe(annOffer[0]);

    // Both want the first window at once: one DAD, and four-hour jobs at two addresses: one of them only.
    const [a, b] = await Promise.all([inbound('1', { from: ann.phone }), inbound('1', { from: bob.phone })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await deliver();
    const bookings = fx.db().getRepository(BookingEntity);
    const [annNow, bobNow] = [await bookings.findOneByOrFail({ id: ann.bookingId }), await bookings.findOneByOrFail({ id: bob.bookingId })];
    const winners = [annNow, bobNow].filter((booking) => booking.scheduledDate.toISOString() === annOffer[0]);
    expect(winners).toHaveLength(1);
    const [winner, loser] = winners[0].id === ann.bookingId ? [ann, bob] : [bob, ann];
    expect(offerTo(winner)).toMatch(/^Dad's Detailing: your booking is now .+/);
    expect(offerTo(loser)).toMatch(/^Dad's Detailing: that time could not be booked: .+ Reply R for new times\.$/);

    // The loser picks their second choice from the same offer: moved, and told by the booking's own message.
    await inbound('2', { from: loser.phone }).expect(200);
    await deliver();
    const moved = await bookings.findOneByOrFail({ id: loser.bookingId });
    expect(moved.scheduledDate.toISOString()).toBe((await offered(loser))[1]);
    expect(offerTo(loser)).toMatch(/^Dad's Detailing: your booking is now .+/);
    // Its log says who moved it.
    const log = await fx.db().getRepository(BookingEventEntity).findBy({ bookingId: loser.bookingId, type: 'rescheduled' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: loser.id, actorRole: 'customer' });
  });
});
