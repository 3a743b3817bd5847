import { parseICS, type VEvent } from 'node-ical';
import { DataSource, In } from 'typeorm';
import type { PackageDto } from '@dd/contracts/package';
import { EMAIL_LINK_INVALID, FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID } from '@dd/contracts/message';
import { upcomingWindows, type TimeWindowSlot } from '@dd/domain/time-windows';
import { RateLimitEntity } from '../identity/auth/rate-limit.entity';
import { BookingEntity } from '../bookings/booking.entity';
import { PointsLedger } from '../loyalty/points-ledger';
import { PasswordTokenEntity } from '../identity/password/password-token.entity';
import { SpecificDateAvailabilityEntity } from '../scheduling/specific-date-availability.entity';
import { addDads } from '../scheduling/testing';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from '../settings/platform-settings.entity';
import { startTestApp, type TestApp } from '../testing/test-app';
import { UserEntity } from '../identity/users/user.entity';
import { ageSignIns } from '../identity/users/testing';
import { UsersService } from '../identity/users/users.service';
import { SmtpEmailSender } from './email-sender';
import { reminderAt } from './message-schedule';
import { day } from './templates';
import { MessageEntity } from './message.entity';
import { Notifications } from './notifications';
import { Outbox, type MessageDraft } from './outbox';
import { CLAIM_MS, OutboxWorker } from './outbox-worker';
import { ScheduledMessages } from './scheduled-messages';
import { SmtpCapture, type CapturedMail } from './testing/smtp-capture';
import { TwilioStandIn, twilioEnv } from './testing/twilio-stand-in';
import { signInWithSecondFactor } from '../testing/staff-sign-in';

const ADMIN = { email: 'boss@example.com', password: 'admin-password-1' };
const PASSWORD = 'messages-password-1';
const PUBLIC_URL = 'https://book.example.com';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Every message over a real SMTP server (and SMS through the Twilio SDK against a stand-in), on MariaDB. */
describe('messages on MariaDB', () => {
  let server: TestApp;
  let smtp: SmtpCapture;
  let twilio: TwilioStandIn;
  let smtpUrl: string;
  let slots: TimeWindowSlot[];
  let packages: PackageDto[];
  const db = () => server.app.get(DataSource);
  const deliver = () => server.app.get(OutboxWorker).deliverDue();
  const messages = () => db().getRepository(MessageEntity);
  const inviteOf = (mail: CapturedMail) => {
    const ics = mail.parsed.attachments.find((a) => a.filename === 'invite.ics');
    if (!ics) throw new Error('no invite.ics');
    const calendar = parseICS(ics.content.toString('utf8'));
    const event = Object.values(calendar).find((c) => c?.type === 'VEVENT') as VEvent;
    return { method: (calendar.vcalendar as { method?: string }).method, event };
  };
  const linkIn = (mail: CapturedMail) => /https:\/\/book\.example\.com\/auth\/reset\?token=([\w-]+)/.exec(mail.parsed.text ?? '')![1];

  async function person(email: string, changes: Partial<UserEntity> = {}) {
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Cat', lastName: 'Customer', phone: null, role: 'customer' });
    if (Object.keys(changes).length) await db().getRepository(UserEntity).update(user.id, changes);
    const agent = server.agent();
    await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return { user, agent };
  }

  /** The wizard's calls: the booking, then the card held on the test gateway. */
  async function book(agent: ReturnType<TestApp['agent']>, slot: TimeWindowSlot, extra: object = {}) {
    const draft = { vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'deep_clean')!.id, totalAmount: '0', address: '12 Ocean Ave', city: 'Irvine', zipCode: '92618', scheduledDate: slot.start, ...extra };
    const booking = (await agent.post('/api/bookings').send(draft).expect(201)).body as { id: string; dadId: string };
    const intent = await agent.post('/api/create-payment-intent').send({ bookingId: booking.id }).expect(201);
    await agent.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' }).expect(200);
    await agent.post(`/api/bookings/${booking.id}/confirm-payment`).expect(200);
    return booking;
  }

  beforeAll(async () => {
    smtp = new SmtpCapture();
    twilio = new TwilioStandIn();
    smtpUrl = await smtp.start();
    const twilioUrl = await twilio.start();
    server = await startTestApp('mysql', {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL,
        SMTP_URL: smtpUrl,
        MAIL_FROM: "Dad's Detailing <hello@book.example.com>",
        ...twilioEnv(twilioUrl),
      },
    });
    await addDads(server.app, 6);
    packages = (await server.agent().get('/api/packages').expect(200)).body;
    // Outside the 48-hour free-cancellation period, so they can be moved and cancelled.
    slots = upcomingWindows(new Date(), { days: 14, minAdvanceHours: 72 }).filter((s) => s.bookable);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await twilio?.stop();
  });

  it('a visitor’s checkout sends "set your password" once the card is held (not after a decline), whose link sets it once; the booking, move and cancellation each send one email with the same calendar event', async () => {
    const browser = server.agent();
    const draft = { vehicleType: 'sedan', packageId: packages.find((p) => p.type === 'deep_clean')!.id, totalAmount: '0', address: '12 Ocean Ave', city: 'Irvine', zipCode: '92618', scheduledDate: slots[0].start };
    const created = await browser.post('/api/bookings').send({ ...draft, contact: { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', phone: null, agreeToTerms: true, agreeToPhotos: false } }).expect(201);
    const bookingId = created.body.id as string;
    const pay = async (cardNumber: string, status: number) => {
      const intent = await browser.post('/api/create-payment-intent').send({ bookingId }).expect(201);
      await browser.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber, expiry: `12/${nextYear}`, cvc: '123' });
      await browser.post(`/api/bookings/${bookingId}/confirm-payment`).expect(status);
    };

    // Nothing at all until the card is held: a declined card is no booking to tell anyone of.
    await pay('4000 0000 0000 0002', 402);
    expect(await deliver()).toBe(0);
    expect(await messages().count()).toBe(0);
    expect(smtp.to('vera@example.com')).toHaveLength(0);

    await pay('4242 4242 4242 4242', 200);
    await browser.post(`/api/bookings/${bookingId}/confirm-payment`).expect(200);
    expect(await deliver()).toBe(3); // the account's link, the customer's confirmation and the DAD's new job
    expect(await deliver()).toBe(0);
    expect(await messages().countBy({ kind: 'password_set' })).toBe(1);

    const [welcome] = smtp.to('vera@example.com');
    expect(welcome.parsed.subject).toBe("Set your Dad's Detailing password");
    expect(welcome.parsed.from?.text).toBe('"Dad\'s Detailing" <hello@book.example.com>');
    expect(welcome.parsed.html).toContain('Set my password');
    const token = linkIn(welcome);
    // Only the hash is stored, and the sent copy no longer holds the link.
    const tokens = await db().getRepository(PasswordTokenEntity).find();
    expect(tokens.map((t) => t.tokenHash)).not.toContain(token);
    const stored = await messages().findOneByOrFail({ kind: 'password_set' });
    expect(`${stored.text}${stored.html}`).not.toContain(token);
    expect(stored.text).toContain('/auth/reset?token=(removed once sent)');

    const [received] = smtp.to('vera@example.com').slice(1);
    // The reference the receipt and the admin screens use, in the subject and the details.
    const reference = bookingId.slice(-8).toUpperCase();
    expect(received.parsed.subject).toMatch(new RegExp(`^Booking ${reference} received: `));
    expect(received.parsed.text).toContain(`Booking number: ${reference}`);
    expect(received.parsed.text).toContain('Deep Clean (Sedan)');
    expect(received.parsed.text).toContain('Arrival window: 8:00 AM-12:00 PM'.replace('8:00 AM-12:00 PM', slots[0].label));
    expect(received.parsed.text).toContain(`${PUBLIC_URL}/dadportal/customer/details/${bookingId}`);
    expect(received.parsed.html).toContain('12 Ocean Ave, Irvine 92618');
    // The money in the screens' words (issue 36 item 1).
    expect(received.parsed.text).toContain(`Payment: Held $${created.body.totalAmount} (on the card, charged after the job)`);
    const first = inviteOf(received);
    expect(first.method).toBe('REQUEST');
    expect(first.event.start.toISOString()).toBe(slots[0].start);
    expect(Number(first.event.sequence)).toBe(0);

    const dad = await db().getRepository(UserEntity).findOneByOrFail({ id: created.body.dadId });
    const [job] = smtp.to(dad.email);
    expect(job.parsed.subject).toMatch(/^New job: /);
    expect(job.parsed.text).toContain('Customer: Vera Visitor');

    // Moved: the same event, a higher SEQUENCE.
    await browser.post(`/api/bookings/${bookingId}/reschedule`).send({ scheduledDate: slots[1].start }).expect(200);
    await deliver();
    const moved = smtp.to('vera@example.com').at(-1)!;
    expect(moved.parsed.subject).toMatch(/^Booking moved to /);
    const second = inviteOf(moved);
    expect(second).toMatchObject({ method: 'REQUEST', event: { uid: first.event.uid } });
    expect(Number(second.event.sequence)).toBe(1);
    expect(second.event.start.toISOString()).toBe(slots[1].start);

    // Cancelled: METHOD:CANCEL for that event; the DAD hears the job is off.
    await browser.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    await deliver();
    const cancelled = smtp.to('vera@example.com').at(-1)!;
    expect(cancelled.parsed.subject).toMatch(/^Booking cancelled: /);
    const third = inviteOf(cancelled);
    expect(third).toMatchObject({ method: 'CANCEL', event: { uid: first.event.uid, status: 'CANCELLED' } });
    expect(Number(third.event.sequence)).toBe(2);
    const dadNow = (await db().getRepository(BookingEntity).findOneByOrFail({ id: bookingId })).dadId!;
    expect(smtp.to((await db().getRepository(UserEntity).findOneByOrFail({ id: dadNow })).email).at(-1)!.parsed.subject).toMatch(/^Job cancelled: /);
    expect(smtp.to('vera@example.com')).toHaveLength(4);

    // The link from the first email sets the password once; Vera then signs in with it.
    await server.agent().post('/api/password/reset').send({ token, password: 'my-own-password-1' }).expect(200);
    const again = await server.agent().post('/api/password/reset').send({ token, password: 'another-password-1' }).expect(400);
    expect(again.body).toMatchObject({ code: 'RESET_LINK_INVALID', message: RESET_LINK_INVALID });
    await server.agent().post('/api/login').send({ email: 'vera@example.com', password: 'my-own-password-1' }).expect(200);
  });

  it('a DAD whose job moves to another DAD hears of the job they had, at its old time', async () => {
    const { agent } = await person('moved-to-another-dad@example.com');
    const [from, to] = [slots[2], slots.find((s) => s.date !== slots[2].date && s.window !== slots[2].window)!];
    const booking = await book(agent, from);
    // The DAD is off at the new time, so the move gives the job to someone else.
    await db().getRepository(SpecificDateAvailabilityEntity).insert({ dadId: booking.dadId, date: to.date, startTime: '06:00', endTime: '07:00' });
    await agent.post(`/api/bookings/${booking.id}/reschedule`).send({ scheduledDate: to.start }).expect(200);
    expect((await db().getRepository(BookingEntity).findOneByOrFail({ id: booking.id })).dadId).not.toBe(booking.dadId);
    await deliver();
    const lostDad = await db().getRepository(UserEntity).findOneByOrFail({ id: booking.dadId });
    const removed = smtp.to(lostDad.email).at(-1)!;
    expect(removed.parsed.subject).toBe(`Job moved to another DAD: ${day(new Date(from.start))}, ${from.label}`);
    expect(removed.parsed.text).toContain(`Date: ${day(new Date(from.start))}`);
  });

  it('writes the messages of one change together, and one written before leaves the others to be written', async () => {
    const people = await db().getRepository(UserEntity).find({ where: { isActive: true }, order: { createdAt: 'ASC' }, take: 2 });
    const key = `enqueue-all:${Date.now()}`;
    const draft = (step: string, to: UserEntity): MessageDraft => ({ key: `${key}:${step}`, kind: 'booking_received', to, audience: 'account', render: () => ({ subject: step, text: step, html: step }) });
    const outbox = server.app.get(Outbox);
    await db().transaction((manager) => outbox.enqueue(manager, draft('first', people[0])));
    const firstRows = await messages().countBy({ idempotencyKey: In([`${key}:first:email`, `${key}:first:sms`]) });
    expect(firstRows).toBeGreaterThan(0);
    await db().transaction((manager) => outbox.enqueueAll(manager, [draft('first', people[0]), draft('second', people[1])]));
    expect(await messages().countBy({ idempotencyKey: In([`${key}:first:email`, `${key}:first:sms`]) })).toBe(firstRows);
    expect(await messages().countBy({ idempotencyKey: In([`${key}:second:email`, `${key}:second:sms`]) })).toBeGreaterThan(0);
  });

  it('honours the person’s email and SMS choices and the admin switch; account messages always go', async () => {
    const quiet = await person('quiet@example.com', { emailNotifications: false });
    const texter = await person('texter@example.com', { emailNotifications: true, smsNotifications: true, phone: '+17145550123', preferredContactMethod: 'phone' });
    await book(quiet.agent, slots[2]);
    await book(texter.agent, slots[3]);
    await deliver();
    expect(smtp.to('quiet@example.com')).toHaveLength(0);
    expect(smtp.to('texter@example.com')).toHaveLength(0);
    const [sms] = twilio.messages.filter((m) => m.to === '+17145550123');
    expect(sms).toMatchObject({ from: '+17145550000', body: expect.stringMatching(/^Dad's Detailing: booking received for .+ https:\/\/book\.example\.com\/dadportal\/customer\/details\//) });
    expect(sms.authorization).toBe(`Basic ${Buffer.from('AC00000000000000000000000000000000:twilio-test-token').toString('base64')}`);

    // The admin's switch stops booking emails for everyone...
    await db().getRepository(PlatformSettingsEntity).update(PLATFORM_SETTINGS_ID, { emailNotificationsEnabled: false });
    try {
      const loud = await person('loud@example.com');
      await book(loud.agent, slots[4]);
      // ...but never a password link.
      await server.agent().post('/api/password/forgot').send({ email: 'quiet@example.com' }).expect(200);
      await deliver();
      expect(smtp.to('loud@example.com')).toHaveLength(0);
      expect(smtp.to('quiet@example.com').map((m) => m.parsed.subject)).toEqual(["Reset your Dad's Detailing password"]);
    } finally {
      await db().getRepository(PlatformSettingsEntity).update(PLATFORM_SETTINGS_ID, { emailNotificationsEnabled: true });
    }
  });

  it('records a refused address or number for the admin and never fails the booking', async () => {
    const bounce = await person('bounce@example.com');
    const badPhone = await person('badphone@example.com', { emailNotifications: false, smsNotifications: true, phone: '+15005550001' });
    await book(bounce.agent, slots[5]);
    await book(badPhone.agent, slots[6]);
    await deliver();
    const failed = await messages().find({ where: { status: 'failed' } });
    expect(failed.map((m) => [m.recipient, m.attempts])).toEqual(expect.arrayContaining([['bounce@example.com', 1], ['+15005550001', 1]]));
    expect(failed.find((m) => m.recipient === 'bounce@example.com')!.lastError).toMatch(/550/);

    const admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);
    const { body } = await admin.get('/api/admin/messages').expect(200);
    expect(body).toMatchObject({ emailDelivery: 'smtp', smsDelivery: 'twilio' });
    expect(body.messages.find((m: { recipient: string }) => m.recipient === '+15005550001')).toMatchObject({ status: 'failed', lastError: expect.stringContaining('not a valid phone number') });
    await bounce.agent.get('/api/admin/messages').expect(403);
  });

  it('reminds the day before at 10:00 Pacific; a move moves the reminder and a cancellation drops it', async () => {
    const { user, agent } = await person('remind@example.com');
    const booking = await book(agent, slots[7]);
    const job = server.app.get(ScheduledMessages);
    const reminders = () => messages().find({ where: { kind: 'booking_reminder', userId: user.id } });
    const at = reminderAt(new Date(slots[7].start));

    await job.run(new Date(at.getTime() - 60_000));
    expect(await reminders()).toHaveLength(0);
    await job.run(at);
    await job.run(new Date(at.getTime() + 5 * 60_000));
    expect(await reminders()).toHaveLength(1);

    await agent.post(`/api/bookings/${booking.id}/reschedule`).send({ scheduledDate: slots[9].start }).expect(200);
    const movedAt = reminderAt(new Date(slots[9].start));
    await job.run(new Date(movedAt.getTime() - 60_000));
    expect(await reminders()).toHaveLength(1);
    await job.run(movedAt);
    expect((await reminders()).map((m) => m.idempotencyKey)).toContain(`booking:${booking.id}:reminder:${slots[9].start}:email`);

    const other = await book(agent, slots[8]);
    await agent.post(`/api/bookings/${other.id}/cancel`).expect(200);
    await job.run(reminderAt(new Date(slots[8].start)));
    expect((await reminders()).filter((m) => m.idempotencyKey.includes(other.id))).toHaveLength(0);

    await deliver();
    const sent = smtp.to('remind@example.com').filter((m) => m.parsed.subject?.startsWith('Reminder'));
    expect(sent).toHaveLength(2);
    expect(sent[0].parsed.subject).toBe(`Reminder: your detail is tomorrow, ${slots[7].label}`);
  });

  it("sends each DAD tomorrow's agenda in the evening, and admins the bookings waiting too long", async () => {
    const { agent } = await person('agenda@example.com');
    const booking = await book(agent, slots[10]);
    const { dadId } = await db().getRepository(BookingEntity).findOneByOrFail({ id: booking.id });
    const job = server.app.get(ScheduledMessages);
    const evening = new Date(reminderAt(new Date(slots[10].start)).getTime() + 9 * 3_600_000); // 19:00 the day before
    await job.run(evening);
    await job.run(new Date(evening.getTime() + 60_000));
    const agendas = await messages().findBy({ kind: 'dad_agenda', userId: dadId! });
    expect(agendas).toHaveLength(1);
    expect(agendas[0].text).toContain('12 Ocean Ave, Irvine 92618 (Cat Customer)');

    const waiting = await messages().findBy({ kind: 'admin_pending' });
    expect(waiting.map((m) => m.recipient)).toContain(ADMIN.email);
  });

  it('a completed job sends the receipt link and a review request, once (the call the job flow makes)', async () => {
    const { agent } = await person('done@example.com');
    const booking = await book(agent, slots[11]);
    await db().transaction(async (manager) => {
      await manager.update(BookingEntity, { id: booking.id }, { status: 'completed' });
      await server.app.get(Notifications).bookingCompleted(manager, booking.id);
      await server.app.get(Notifications).bookingCompleted(manager, booking.id);
    });
    await deliver();
    const [done] = smtp.to('done@example.com').filter((m) => m.parsed.subject?.startsWith('Your car is done'));
    expect(smtp.to('done@example.com').filter((m) => m.parsed.subject?.startsWith('Your car is done'))).toHaveLength(1);
    expect(done.parsed.text).toContain(`Leave a review: ${PUBLIC_URL}/dadportal/customer/details/${booking.id}#review`);
    expect(done.parsed.text).toContain(`Receipt and photos: ${PUBLIC_URL}/dadportal/customer/details/${booking.id}`);
    expect(done.parsed.text).toContain(`Add a tip for your detailer: ${PUBLIC_URL}/dadportal/customer/details/${booking.id}/receipt?tip=email`);
  });

  it('two instances delivering together send each message once; a worker killed mid-delivery leaves it to the next', async () => {
    await deliver(); // what earlier tests left
    const users = server.app.get(UsersService);
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => users.create({ email: `many${i}@example.com`, password: PASSWORD, firstName: 'M', lastName: `${i}`, phone: null, role: 'customer' })));
    await db().transaction(async (manager) => {
      for (const user of many) await server.app.get(Notifications).passwordLink(manager, user, 'password_reset', `token-${user.id}`, user.id);
    });
    const config = server.config.messages;
    const workers = [server.app.get(OutboxWorker), new OutboxWorker(db(), new SmtpEmailSender(smtpUrl), null, { mailFrom: config.mailFrom, enabled: false })];

    // A worker claims one and dies before sending: nobody sends it until its claim runs out.
    // One of these twelve: an older pending one may be a text held for quiet hours, which no worker claims at night.
    const [victim] = await messages().find({ where: { status: 'pending', recipient: In(many.map((user) => user.email)) }, order: { createdAt: 'ASC' }, take: 1 });
    expect(await workers[1].claim(victim.id)).toBe(true);

    const sent = await Promise.all([workers[0].deliverDue(Date.now(), 50), workers[1].deliverDue(Date.now(), 50)]);
    expect(sent[0] + sent[1]).toBe(11);
    expect(smtp.to(victim.recipient)).toHaveLength(0);

    const later = Date.now() + CLAIM_MS + 1;
    const resent = await Promise.all([workers[0].deliverDue(later), workers[1].deliverDue(later)]);
    expect(resent[0] + resent[1]).toBe(1);
    for (const user of many) expect(smtp.to(user.email)).toHaveLength(1);
    expect(await messages().findOneByOrFail({ id: victim.id })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  describe('Changing the email address', () => {
    beforeEach(() => db().getRepository(RateLimitEntity).clear());
    const confirmLinkIn = (mail: CapturedMail) => /https:\/\/book\.example\.com\/email\/confirm\?token=([\w-]+)/.exec(mail.parsed.text ?? '')![1];
    const changeEmail = (agent: ReturnType<TestApp['agent']>, email: string, currentPassword?: string) =>
      agent.put('/api/profile').send({ firstName: 'Cat', lastName: 'Customer', email, currentPassword });
    const confirm = (token: string) => server.agent().post('/api/email/confirm').send({ token });

    it('sends the new address a single-use link and the old one a notice; sign-in keeps the old address until the link is used', async () => {
      const { user, agent } = await person('mover@example.com');
      const changed = await changeEmail(agent, 'Moved@Example.com').expect(200);
      expect(changed.body).toMatchObject({ id: user.id, email: 'mover@example.com', pendingEmail: 'moved@example.com' });
      await deliver();

      const [link] = smtp.to('moved@example.com');
      expect(link.parsed.subject).toBe("Confirm your new Dad's Detailing email address");
      expect(link.parsed.text).toContain('Until you do, sign in with mover@example.com.');
      const token = confirmLinkIn(link);
      const [notice] = smtp.to('mover@example.com');
      expect(notice.parsed.subject).toBe("Your Dad's Detailing email address is changing");
      expect(notice.parsed.text).toContain('change its email address to moved@example.com');
      expect(notice.parsed.text).not.toContain(token);
      expect((await db().getRepository(PasswordTokenEntity).findBy({ userId: user.id })).map((t) => t.tokenHash)).not.toContain(token);

      await server.agent().post('/api/login').send({ email: 'moved@example.com', password: PASSWORD }).expect(401);
      await server.agent().post('/api/login').send({ email: 'mover@example.com', password: PASSWORD }).expect(200);
      // The link confirms an address; it never sets a password.
      await server.agent().post('/api/password/reset').send({ token, password: 'takeover-pass-1' }).expect(400);

      expect((await confirm(token).expect(200)).body).toEqual({ email: 'moved@example.com', message: 'Your email address is now moved@example.com. Use it to sign in.' });
      expect((await confirm(token).expect(400)).body).toMatchObject({ code: 'EMAIL_LINK_INVALID', message: EMAIL_LINK_INVALID });
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ email: 'moved@example.com', pendingEmail: null });
      await server.agent().post('/api/login').send({ email: 'moved@example.com', password: PASSWORD }).expect(200);
      await server.agent().post('/api/login').send({ email: 'mover@example.com', password: PASSWORD }).expect(401);
    });

    it('a session signed in over 10 minutes ago sends nothing without the current password', async () => {
      const { user, agent } = await person('stolen@example.com');
      await ageSignIns(server.app, user.id);
      expect((await changeEmail(agent, 'thief@example.com').expect(400)).body.message).toBe('Current password is required');
      await changeEmail(agent, 'thief@example.com', 'a-guess').expect(400);
      await deliver();
      expect(await messages().countBy({ recipient: 'thief@example.com' })).toBe(0);
      expect(await messages().countBy({ recipient: 'stolen@example.com' })).toBe(0);

      await changeEmail(agent, 'kept@example.com', PASSWORD).expect(200);
      await deliver();
      expect(smtp.to('kept@example.com').map((mail) => mail.parsed.subject)).toEqual(["Confirm your new Dad's Detailing email address"]);
      expect(smtp.to('stolen@example.com').map((mail) => mail.parsed.subject)).toEqual(["Your Dad's Detailing email address is changing"]);
    });

    it('a link works for 24 hours; a newer request or a password reset ends it', async () => {
      const { user, agent } = await person('drifter@example.com');
      await changeEmail(agent, 'drift-one@example.com').expect(200);
      await changeEmail(agent, 'drift-two@example.com').expect(200);
      await deliver();
      const first = confirmLinkIn(smtp.to('drift-one@example.com')[0]);
      const second = confirmLinkIn(smtp.to('drift-two@example.com')[0]);
      await confirm(first).expect(400);
      const links = () => db().getRepository(PasswordTokenEntity).findBy({ userId: user.id, purpose: 'email' });
      const [live] = (await links()).filter((t) => t.usedAt === null);
      expect(live).toMatchObject({ email: 'drift-two@example.com' });
      expect(live.expiresAt - live.createdAt.getTime()).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(live.expiresAt - live.createdAt.getTime()).toBeLessThanOrEqual(24 * 3_600_000 + 1_000);

      await db().getRepository(PasswordTokenEntity).update({ id: live.id }, { expiresAt: Date.now() - 1 });
      await confirm(second).expect(400);
      await db().getRepository(PasswordTokenEntity).update({ id: live.id }, { expiresAt: Date.now() + 60_000 });

      // "If it was not you, reset your password": that cancels the change.
      await server.agent().post('/api/password/forgot').send({ email: 'drifter@example.com' }).expect(200);
      await deliver();
      const reset = linkIn(smtp.to('drifter@example.com').at(-1)!);
      await server.agent().post('/api/password/reset').send({ token: reset, password: 'drifter-new-pass' }).expect(200);
      await confirm(second).expect(400);
      expect(await db().getRepository(UserEntity).findOneByOrFail({ id: user.id })).toMatchObject({ email: 'drifter@example.com', pendingEmail: null });
    });

    it('refuses an address another account has, when asked and when two accounts confirm it at once', async () => {
      await person('holder@example.com');
      const { agent } = await person('grabber@example.com');
      expect((await changeEmail(agent, 'HOLDER@example.com').expect(409)).body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
      expect(await messages().countBy({ recipient: 'holder@example.com' })).toBe(0);

      const rivals = await Promise.all(['rival-a@example.com', 'rival-b@example.com'].map((email) => person(email)));
      for (const rival of rivals) await changeEmail(rival.agent, 'contested@example.com').expect(200);
      await deliver();
      const tokens = smtp.to('contested@example.com').map(confirmLinkIn);
      expect(tokens).toHaveLength(2);
      const answers = await Promise.all(tokens.map((token) => confirm(token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('EMAIL_TAKEN');
      expect(await db().getRepository(UserEntity).countBy({ email: 'contested@example.com' })).toBe(1);
    });
  });

  it('a reward reached sends one promotional email with a one-click unsubscribe, only with promotionalEmails and the admin switch on', async () => {
    const ledger = server.app.get(PointsLedger);
    let award = 0;
    const earn = (userId: string, amount: number) => ledger.record({ userId, amount, reason: 'detail_completed', sourceId: `00000000-0000-4000-8000-${String(++award).padStart(12, '0')}` });
    const offers = (email: string) => smtp.to(email).filter((m) => m.parsed.subject?.startsWith('You have enough points'));
    const fan = await person('fan@example.com');
    const optedOut = await person('no-offers@example.com', { promotionalEmails: false });

    await earn(fan.user.id, 40);
    await earn(optedOut.user.id, 60);
    await deliver();
    expect(offers('fan@example.com')).toHaveLength(0);
    await earn(fan.user.id, 10); // 50: the $10 Credit
    await earn(fan.user.id, 5); // still only the $10 Credit
    await deliver();
    const [offer] = offers('fan@example.com');
    expect(offers('fan@example.com')).toHaveLength(1);
    expect(offer.parsed.subject).toBe('You have enough points for $10 Credit');
    expect(offer.parsed.text).toContain('You have 50 wash points');
    expect(offer.parsed.text).toContain(`See my rewards: ${PUBLIC_URL}/dadportal/customer/rewards`);
    const page = /Unsubscribe: (https:\/\/book\.example\.com\/email\/unsubscribe\?token=\S+)/.exec(offer.parsed.text ?? '')![1];
    const headers = offer.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(oneClick).toMatch(/^https:\/\/book\.example\.com\/api\/email\/unsubscribe\?token=/);
    expect(offers('no-offers@example.com')).toHaveLength(0);

    // The admin's switch stops promotions too.
    await db().getRepository(PlatformSettingsEntity).update(PLATFORM_SETTINGS_ID, { emailNotificationsEnabled: false });
    try {
      await earn(fan.user.id, 25); // 80: the Free Interior Add-on
      await deliver();
      expect(offers('fan@example.com')).toHaveLength(1);
    } finally {
      await db().getRepository(PlatformSettingsEntity).update(PLATFORM_SETTINGS_ID, { emailNotificationsEnabled: true });
    }

    // A mail client's one-click POST (RFC 8058) turns promotions off once; the page's link then finds them off.
    const oneClickUrl = new URL(oneClick!);
    const first = await server.agent().post(`${oneClickUrl.pathname}${oneClickUrl.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(first.body).toMatchObject({ changed: true });
    expect((await fan.agent.get('/api/user').expect(200)).body.promotionalEmails).toBe(false);
    const again = await server.agent().post('/api/email/unsubscribe').send({ token: decodeURIComponent(new URL(page).searchParams.get('token')!) }).expect(200);
    expect(again.body).toEqual({ changed: false, message: 'You were already unsubscribed from promotional emails.' });
    await server.agent().post('/api/email/unsubscribe').send({ token: `${optedOut.user.id}.forged` }).expect(400);
    await earn(fan.user.id, 20); // 100: the $25 Credit, but unsubscribed
    await deliver();
    expect(offers('fan@example.com')).toHaveLength(1);

    // Transactional email carries no unsubscribe.
    const others = smtp.mails.filter((m) => !m.parsed.subject?.startsWith('You have enough points'));
    expect(others.length).toBeGreaterThan(10);
    for (const mail of others) expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
  });

  describe('Forgot password', () => {
    // Every request here comes from one address: each test starts with fresh counters.
    beforeEach(() => db().getRepository(RateLimitEntity).clear());

    it('answers the same whether or not the email has an account, and emails only a real one', async () => {
      await person('forgetful@example.com');
      const known = await server.agent().post('/api/password/forgot').send({ email: 'Forgetful@Example.com' }).expect(200);
      const unknown = await server.agent().post('/api/password/forgot').send({ email: 'nobody@example.com' }).expect(200);
      expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      expect(unknown.body).toEqual(known.body);
      await deliver();
      expect(smtp.to('forgetful@example.com')).toHaveLength(1);
      expect(smtp.to('nobody@example.com')).toHaveLength(0);
      const bad = await server.agent().post('/api/password/forgot').send({ email: 'not-an-email' }).expect(400);
      expect(bad.body.message).toBe('Invalid email address');
    });

    it('a link works once, for 30 minutes, and signs out every session', async () => {
      const { agent } = await person('reset@example.com');
      await server.agent().post('/api/password/forgot').send({ email: 'reset@example.com' }).expect(200);
      await server.agent().post('/api/password/forgot').send({ email: 'reset@example.com' }).expect(200);
      await deliver();
      const [older, newer] = smtp.to('reset@example.com').map(linkIn);

      // Expired: 30 minutes after it was made.
      await db().getRepository(PasswordTokenEntity).update({ purpose: 'reset' }, { expiresAt: Date.now() - 1 });
      await server.agent().post('/api/password/reset').send({ token: older, password: 'brand-new-pass-1' }).expect(400);
      await db().getRepository(PasswordTokenEntity).update({ purpose: 'reset' }, { expiresAt: Date.now() + 30 * 60_000 });

      const short = await server.agent().post('/api/password/reset').send({ token: newer, password: 'short' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters');
      await server.agent().post('/api/password/reset').send({ token: newer, password: 'brand-new-pass-1' }).expect(200);
      await agent.get('/api/user').expect(401);
      // The other link of the account stopped working too; the new password works.
      await server.agent().post('/api/password/reset').send({ token: older, password: 'brand-new-pass-2' }).expect(400);
      await server.agent().post('/api/login').send({ email: 'reset@example.com', password: 'brand-new-pass-1' }).expect(200);
    });

    it('is rate limited per email, known or not', async () => {
      for (let i = 0; i < 3; i++) await server.agent().post('/api/password/forgot').send({ email: 'ghost@example.com' }).expect(200);
      const limited = await server.agent().post('/api/password/forgot').send({ email: 'ghost@example.com' }).expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
    });
  });
});
