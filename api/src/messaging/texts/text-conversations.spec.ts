import { TEXT_REPLIES } from '@dd/contracts/message';
import type { BookingChangesService } from '../../bookings/booking-changes.service';
import type { BookingEvents } from '../../bookings/booking-events';
import type { BookingsService } from '../../bookings/bookings.service';
import { ApiException } from '../../common/api-exception';
import type { UserEntity } from '../../identity/users/user.entity';
import type { UsersService } from '../../identity/users/users.service';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from '../../settings/platform-settings.entity';
import { FakeDatabase } from '../../testing/fakes';
import { MessageEntity } from '../message.entity';
import type { Notifications } from '../notifications';
import { Outbox } from '../outbox';
import type { SmsSender } from '../sms-sender';
import { InboundTextEntity } from './inbound-text.entity';
import { SmsOptOutEntity } from './sms-opt-out.entity';
import type { WeatherOffers } from './weather-offers';
import { TextConversations } from './text-conversations';

const CUSTOMER = { id: 'customer-1', firstName: 'Cat', lastName: 'Customer', email: 'cat@example.com', phone: '(714) 555-0123', isActive: true, smsNotifications: true, emailNotifications: true, preferredContactMethod: 'phone' } as UserEntity;
const PHONE = '+17145550123';

/** TextConversations on a FakeDatabase with the real outbox; bookings, accounts and the booking texts' wording are ports. */
function newTextsTest({
  next = { id: 'booking-1', status: 'confirmed', dadId: 'dad-1', scheduledDate: new Date() } as { id: string } | null,
  refusal = null as string | null,
  weatherOpen = false,
  language = null as UserEntity['language'],
  freeCancellation = false,
} = {}) {
  const customer = { ...CUSTOMER, language } as UserEntity;
  const db = new FakeDatabase();
  const outbox = new Outbox({ send: async () => undefined } as SmsSender);
  const recorded: unknown[][] = [];
  const answered: unknown[][] = [];
  const notifications = {
    context: { publicUrl: 'https://book.example.com', organizerEmail: 'hello@example.com' },
    answerConfirm: async (manager, key, phone, userId, bookingId) => {
      answered.push([bookingId, 'confirm']);
      await outbox.text(manager, { key, kind: 'text_confirm', phone, userId, subject: 'Answer', body: 'answer to confirm' });
    },
  } as Pick<Notifications, 'answerConfirm' | 'context'> as Notifications;
  const scheduled = { at: '2027-06-04T15:00:00.000Z' };
  const bookings = { nextFor: async () => next, findVisible: async () => ({ scheduledDate: scheduled.at }) } as unknown as BookingsService;
  /** The portal's rules and windows, as bookings would answer them; `taken` starts refuse a move as a claim race would. */
  const taken = new Set<string>();
  const moves: string[] = [];
  const window = (date: string, start: string, available = true) => ({ date, window: 'morning', label: '8:00 AM-12:00 PM', startTime: '08:00', endTime: '12:00', start, available });
  const changes = {
    manageOptions: async () => ({ canReschedule: !refusal, rescheduleRefusal: refusal, freeCancellation, policyText: 'Changes are free until 48 hours before.' }),
    rescheduleWindows: async () => ({
      days: [
        { date: '2027-06-07', windows: [window('2027-06-07', '2027-06-07T15:00:00.000Z', false), window('2027-06-07', '2027-06-07T19:00:00.000Z')] },
        { date: '2027-06-08', windows: [window('2027-06-08', '2027-06-08T15:00:00.000Z'), window('2027-06-08', '2027-06-08T19:00:00.000Z'), window('2027-06-08', '2027-06-08T23:00:00.000Z')] },
      ],
    }),
    reschedule: async (_user: unknown, _id: string, start: string) => {
      if (taken.has(start)) throw new ApiException(409, 'SLOT_TAKEN', 'That time was just taken. Please choose another.');
      moves.push(start);
      scheduled.at = start;
    },
  } as unknown as BookingChangesService;
  const events = { record: async (...args: unknown[]) => void recorded.push(args.slice(1)) } as unknown as BookingEvents;
  const users = {
    namesOf: async (ids: string[]) => new Map(ids.map((id) => [id, id === CUSTOMER.id ? 'Cat Customer' : '?'])),
    findActiveById: async (id: string) => (id === CUSTOMER.id ? customer : null),
  } as unknown as UsersService;
  /** The weather's offer (the feature above), as its port answers: open or not; its keeps and moves recorded. */
  const weatherCalls: string[][] = [];
  const weather: WeatherOffers = {
    isOpen: async () => weatherOpen,
    keep: async (_customer, bookingId) => void weatherCalls.push(['keep', bookingId]),
    move: async (_customer, bookingId, start) => {
      weatherCalls.push(['move', bookingId, start]);
      scheduled.at = start;
    },
  };
  const texts = new TextConversations(db.dataSource, outbox, notifications, bookings, events, changes, users, weather);
  // The customer got a text from us before: a reply on that number is theirs.
  db.seed(MessageEntity, { idempotencyKey: 'booking:b:reminder:sms', kind: 'booking_reminder', channel: 'sms', userId: CUSTOMER.id, recipient: PHONE, subject: 's', text: 'Reply C to confirm', nextAttemptAt: 0, claimedUntil: 0, createdAt: new Date(Date.now() - 3_600_000) });
  const sms = () => db.rows(MessageEntity, { channel: 'sms' }).filter((m) => m.kind !== 'booking_reminder');
  /** What an automatic booking text does now: the outbox's own rule. */
  const automatic = (key: string) => db.transaction((manager) => outbox.enqueue(manager, { key, kind: 'arrived', to: CUSTOMER, audience: 'service', render: () => ({ subject: 'Arrived', text: 't', html: 'h', sms: 'Arrived' }) }));
  return { db, texts, recorded, answered, sms, automatic, taken, moves, weatherCalls };
}

describe('TextConversations', () => {
  it('STOP records the opt-out and confirms it, the only text that number still gets; START undoes it', async () => {
    const { db, texts, sms, automatic } = newTextsTest();
    await texts.receive({ sid: 'SM1', from: PHONE, body: ' stop ' });
    await texts.receive({ sid: 'SM1', from: PHONE, body: ' stop ' }); // Twilio retries
    expect(db.rows(SmsOptOutEntity)).toMatchObject([{ phone: PHONE }]);
    expect(sms().map((m) => m.text)).toEqual([TEXT_REPLIES.stop]);

    await texts.receive({ sid: 'SM2', from: '714-555-0123', body: 'HELP' });
    await automatic('booking:b:arrived');
    // Her preference was texts: with texts stopped, the arrival goes by email instead.
    expect(sms().map((m) => m.text)).toEqual([TEXT_REPLIES.stop]);
    expect(db.rows(MessageEntity, { kind: 'arrived' }).map((m) => m.channel)).toEqual(['email']);

    await texts.receive({ sid: 'SM3', from: PHONE, body: 'Start' });
    await automatic('booking:b:arrived-2');
    expect(db.rows(SmsOptOutEntity)).toEqual([]);
    expect(sms().map((m) => m.text)).toEqual([TEXT_REPLIES.stop, TEXT_REPLIES.start, 'Arrived']);
    expect(db.rows(InboundTextEntity).map((t) => t.intent)).toEqual(['stop', 'help', 'start']);
  });

  it('with texts switched off in the settings, only the STOP confirmation goes out, and staff cannot reply', async () => {
    const { db, texts, sms, automatic } = newTextsTest();
    db.seed(PlatformSettingsEntity, { id: PLATFORM_SETTINGS_ID, smsNotificationsEnabled: false, emailNotificationsEnabled: true });
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'HELP' });
    await texts.receive({ sid: 'SM2', from: PHONE, body: 'Hello?' });
    await automatic('booking:b:arrived');
    await expect(texts.reply({ id: 'admin-1', firstName: 'Ann', role: 'admin' } as UserEntity, PHONE, 'Hi')).rejects.toMatchObject({ code: 'TEXTS_OFF' });
    await texts.receive({ sid: 'SM3', from: PHONE, body: 'STOP' });
    expect(sms().map((m) => m.text)).toEqual([TEXT_REPLIES.stop]);
    expect(db.rows(MessageEntity, { kind: 'arrived' }).map((m) => m.channel)).toEqual(['email']);
    expect((await texts.thread(PHONE, { markRead: false })).smsDelivery).toBe('off');
  });

  it('holds an automatic text (a reminder) until 8:00 when written at night; the visit under way goes at once', async () => {
    const { db, automatic } = newTextsTest();
    jest.useFakeTimers({ now: new Date('2027-01-16T06:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] }); // 22:30 PST
    try {
      await automatic('booking:b:arrived');
      const outbox = new Outbox({ send: async () => undefined } as SmsSender);
      await db.transaction((manager) => outbox.enqueue(manager, { key: 'booking:b:reminder-2', kind: 'booking_reminder', to: CUSTOMER, audience: 'service', render: () => ({ subject: 'Reminder', text: 't', html: 'h', sms: 'Reminder' }) }));
    } finally {
      jest.useRealTimers();
    }
    const due = (key: string) => new Date(db.rows(MessageEntity, { idempotencyKey: `${key}:sms` })[0].nextAttemptAt).toISOString();
    expect(due('booking:b:arrived')).toBe('2027-01-16T06:30:00.000Z');
    expect(due('booking:b:reminder-2')).toBe('2027-01-16T16:00:00.000Z');
  });

  it('C confirms the next booking on its log and answers once', async () => {
    const { texts, recorded, answered, sms } = newTextsTest();
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'c' });
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'c' });
    expect(recorded).toEqual([['booking-1', 'customer_confirmed', { id: CUSTOMER.id, role: 'customer' }, { via: 'sms' }]]);
    expect(answered).toEqual([['booking-1', 'confirm']]);
    expect(sms().map((m) => m.text)).toEqual(['answer to confirm']);
    expect(await texts.unreadCount()).toBe(0);
  });

  it('R offers the first three open windows; 2 moves the booking through bookings (once, however often Twilio retries); a taken time is said', async () => {
    const { db, texts, sms, moves, taken } = newTextsTest();
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'R' }, new Date(Date.now() - 60_000));
    expect(sms().map((m) => m.text)).toEqual([
      "Dad's Detailing: reply 1, 2 or 3 to move your detail to 1) Mon, Jun 7, 8:00 AM-12:00 PM; 2) Tue, Jun 8, 8:00 AM-12:00 PM; 3) Tue, Jun 8, 8:00 AM-12:00 PM. Or reply with a time that suits you.",
    ]);
    await texts.receive({ sid: 'SM2', from: PHONE, body: '2' });
    await texts.receive({ sid: 'SM2', from: PHONE, body: '2' });
    expect(moves).toEqual(['2027-06-08T15:00:00.000Z']);
    // Told by the booking's own "moved" message, not twice.
    expect(sms()).toHaveLength(1);

    taken.add('2027-06-07T19:00:00.000Z');
    await texts.receive({ sid: 'SM3', from: PHONE, body: '1' });
    expect(moves).toHaveLength(1);
    expect(sms().at(-1)!.text).toBe("Dad's Detailing: that time could not be booked: That time was just taken. Please choose another. Reply R for new times.");
    expect(db.rows(InboundTextEntity).map((t) => [t.body, t.intent, t.readAt === null])).toEqual([
      ['R', 'reschedule', false],
      ['2', 'pick', false],
      ['1', 'pick', true],
    ]);
    // A digit without an open offer is a message like any other.
    await texts.receive({ sid: 'SM4', from: '+19495550000', body: '3' });
    expect(db.rows(InboundTextEntity, { providerSid: 'SM4' })).toMatchObject([{ intent: null }]);
  });

  it("answers R, a failed pick and a number without a booking in the customer's language: Spanish and Vietnamese", async () => {
    const spanish = newTextsTest({ language: 'es' });
    await spanish.texts.receive({ sid: 'SM1', from: PHONE, body: 'r' }, new Date(Date.now() - 60_000));
    spanish.taken.add('2027-06-07T19:00:00.000Z');
    await spanish.texts.receive({ sid: 'SM2', from: PHONE, body: '1' });
    expect(spanish.sms().map((m) => m.text)).toEqual([
      "Dad's Detailing: responda 1, 2 o 3 para pasar su detallado a 1) lun, 7 de jun, 8:00 a.m.-12:00 p.m.; 2) mar, 8 de jun, 8:00 a.m.-12:00 p.m.; 3) mar, 8 de jun, 8:00 a.m.-12:00 p.m., o responda con una hora que le convenga.",
      "Dad's Detailing: no se pudo reservar esa hora: Alguien acaba de reservar esa hora. Responda R para ver otras horas.",
    ]);

    const vietnamese = newTextsTest({ language: 'vi', refusal: 'This booking has been moved once, the most allowed online.', freeCancellation: true });
    await vietnamese.texts.receive({ sid: 'SM1', from: PHONE, body: 'R' });
    expect(vietnamese.sms().map((m) => m.text)).toEqual([
      "Dad's Detailing: lịch hẹn này không thể đổi qua tin nhắn được nữa. Lịch hẹn này đã được đổi số lần tối đa cho phép trực tuyến. Hãy nhắn cho chúng tôi, chúng tôi sẽ hỗ trợ.",
    ]);
    const none = newTextsTest({ language: 'vi', next: null });
    await none.texts.receive({ sid: 'SM1', from: PHONE, body: 'R' });
    expect(none.sms().map((m) => m.text)).toEqual([
      "Dad's Detailing: chúng tôi không tìm thấy lịch hẹn sắp tới nào cho số điện thoại này. Hãy nhắn cho chúng tôi, chúng tôi sẽ liên hệ lại.",
    ]);
  });

  it("R under the owner's rules that no longer allow a move says why, offers nothing and waits for a person", async () => {
    const limited = 'This booking has been moved once, the most allowed online. Please contact us to change it.';
    const { db, texts, sms, moves } = newTextsTest({ refusal: limited });
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'R' }, new Date(Date.now() - 60_000));
    await texts.receive({ sid: 'SM2', from: PHONE, body: '1' });
    expect(sms().map((m) => m.text)).toEqual([`Dad's Detailing: this booking can no longer be moved by text. ${limited} Reply with a message and we'll help.`]);
    expect(moves).toEqual([]);
    expect(db.rows(InboundTextEntity).map((t) => [t.intent, t.offer, t.readAt === null])).toEqual([
      ['reschedule', null, true],
      [null, null, true],
    ]);
  });

  it('a booking with an open weather offer: C keeps it, R offers windows past the owner\'s rules, and the digit moves it through the weather\'s offer', async () => {
    const limited = 'This booking has been moved once, the most allowed online. Please contact us to change it.';
    const { db, texts, sms, moves, weatherCalls } = newTextsTest({ refusal: limited, weatherOpen: true });
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'C' }, new Date(Date.now() - 120_000));
    await texts.receive({ sid: 'SM2', from: PHONE, body: 'R' }, new Date(Date.now() - 60_000));
    expect(sms().at(-1)!.text).toMatch(/^Dad's Detailing: reply 1, 2 or 3 to move your detail to 1\) Mon, Jun 7/);
    await texts.receive({ sid: 'SM3', from: PHONE, body: '3' });
    expect(weatherCalls).toEqual([
      ['keep', 'booking-1'],
      ['move', 'booking-1', '2027-06-08T19:00:00.000Z'],
    ]);
    // Not bookings' ordinary reschedule, which the owner's limit would refuse.
    expect(moves).toEqual([]);
    expect(db.rows(InboundTextEntity).map((t) => [t.intent, t.offerWaiver ?? null, t.readAt !== null])).toEqual([
      ['confirm', null, true],
      ['reschedule', 'weather', true],
      ['pick', null, true],
    ]);
  });

  it('C with no booking to confirm confirms nothing and stays unread for a person', async () => {
    const { texts, recorded, answered } = newTextsTest({ next: null });
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'C' });
    expect(recorded).toEqual([]);
    expect(answered).toEqual([[null, 'confirm']]);
    expect(await texts.unreadCount()).toBe(1);
  });

  it('anything else waits unread in the inbox; opening it reads it; a reply goes out by text, but never to a number that said STOP', async () => {
    const { texts, sms } = newTextsTest();
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'Gate code is 4321' }, new Date(Date.now() - 60_000));
    await texts.receive({ sid: 'SM2', from: '+19495550000', body: 'Who is this?' });
    expect((await texts.inbox()).map((c) => [c.phone, c.customerName, c.unread])).toEqual([
      ['+19495550000', null, 1],
      [PHONE, 'Cat Customer', 1],
    ]);
    const admin = { id: 'admin-1', firstName: 'Ann', role: 'admin' } as UserEntity;
    const thread = await texts.reply(admin, PHONE, 'Thanks, see you at 10!');
    expect(thread.texts.map((t) => [t.direction, t.body])).toEqual([
      ['out', 'Reply C to confirm'],
      ['in', 'Gate code is 4321'],
      ['out', 'Thanks, see you at 10!'],
    ]);
    expect(await texts.unreadCount()).toBe(1);
    expect(sms().map((m) => [m.recipient, m.userId, m.text])).toEqual([[PHONE, CUSTOMER.id, 'Thanks, see you at 10!']]);

    await texts.receive({ sid: 'SM3', from: '+19495550000', body: 'STOP' });
    await expect(texts.reply(admin, '+19495550000', 'Sorry!')).rejects.toMatchObject({ code: 'TEXTS_OPTED_OUT' });
    expect((await texts.inbox())[0]).toMatchObject({ phone: '+19495550000', optedOut: true });
  });
});
