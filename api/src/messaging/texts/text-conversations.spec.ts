import { TEXT_REPLIES } from '@dd/contracts/message';
import type { BookingEvents } from '../../bookings/booking-events';
import type { BookingsService } from '../../bookings/bookings.service';
import type { UserEntity } from '../../identity/users/user.entity';
import type { UsersService } from '../../identity/users/users.service';
import { FakeDatabase } from '../../testing/fakes';
import { MessageEntity } from '../message.entity';
import type { Notifications } from '../notifications';
import { Outbox } from '../outbox';
import type { SmsSender } from '../sms-sender';
import { InboundTextEntity } from './inbound-text.entity';
import { SmsOptOutEntity } from './sms-opt-out.entity';
import { TextConversations } from './text-conversations';

const CUSTOMER = { id: 'customer-1', firstName: 'Cat', lastName: 'Customer', email: 'cat@example.com', phone: '(714) 555-0123', isActive: true, smsNotifications: true, emailNotifications: true, preferredContactMethod: 'phone' } as UserEntity;
const PHONE = '+17145550123';

/** TextConversations on a FakeDatabase with the real outbox; bookings, accounts and the booking texts' wording are ports. */
function newTextsTest({ next = { id: 'booking-1', status: 'confirmed', dadId: 'dad-1', scheduledDate: new Date() } as { id: string } | null } = {}) {
  const db = new FakeDatabase();
  const outbox = new Outbox({ send: async () => undefined } as SmsSender);
  const recorded: unknown[][] = [];
  const answered: unknown[][] = [];
  const notifications = {
    answerText: async (manager, key, phone, userId, bookingId, intent) => {
      answered.push([bookingId, intent]);
      await outbox.text(manager, { key, kind: `text_${intent}`, phone, userId, subject: 'Answer', body: `answer to ${intent}` });
    },
  } as Pick<Notifications, 'answerText'> as Notifications;
  const bookings = { nextFor: async () => next } as unknown as BookingsService;
  const events = { record: async (...args: unknown[]) => void recorded.push(args.slice(1)) } as unknown as BookingEvents;
  const users = { namesOf: async (ids: string[]) => new Map(ids.map((id) => [id, id === CUSTOMER.id ? 'Cat Customer' : '?'])) } as unknown as UsersService;
  const texts = new TextConversations(db.dataSource, db.repository(InboundTextEntity), db.repository(MessageEntity), outbox, notifications, bookings, events, users);
  // The customer got a text from us before: a reply on that number is theirs.
  db.seed(MessageEntity, { idempotencyKey: 'booking:b:reminder:sms', kind: 'booking_reminder', channel: 'sms', userId: CUSTOMER.id, recipient: PHONE, subject: 's', text: 'Reply C to confirm', nextAttemptAt: 0, claimedUntil: 0, createdAt: new Date(Date.now() - 3_600_000) });
  const sms = () => db.rows(MessageEntity, { channel: 'sms' }).filter((m) => m.kind !== 'booking_reminder');
  /** What an automatic booking text does now: the outbox's own rule. */
  const automatic = (key: string) => db.transaction((manager) => outbox.enqueue(manager, { key, kind: 'arrived', to: CUSTOMER, audience: 'service', render: () => ({ subject: 'Arrived', text: 't', html: 'h', sms: 'Arrived' }) }));
  return { db, texts, recorded, answered, sms, automatic };
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

  it('C confirms the next booking on its log and answers once; R answers where to move it and waits for a person', async () => {
    const { texts, recorded, answered, sms } = newTextsTest();
    const earlier = new Date(Date.now() - 60_000);
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'c' }, earlier);
    await texts.receive({ sid: 'SM1', from: PHONE, body: 'c' }, earlier);
    await texts.receive({ sid: 'SM2', from: PHONE, body: 'R' });
    expect(recorded).toEqual([['booking-1', 'customer_confirmed', { id: CUSTOMER.id, role: 'customer' }, { via: 'sms' }]]);
    expect(answered).toEqual([
      ['booking-1', 'confirm'],
      ['booking-1', 'reschedule'],
    ]);
    expect(sms().map((m) => m.text)).toEqual(['answer to confirm', 'answer to reschedule']);
    const [conversation] = await texts.inbox();
    expect(conversation).toMatchObject({ phone: PHONE, customerName: 'Cat Customer', lastText: 'R', unread: 1 });
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
