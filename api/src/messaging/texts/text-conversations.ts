import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, MoreThan, Not, type DataSource } from 'typeorm';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { TEXT_REPLIES, type ConversationDto, type ConversationThreadDto, type TextMessageDto } from '@dd/contracts/message';
import { BookingChangesService } from '../../bookings/booking-changes.service';
import { BookingEvents } from '../../bookings/booking-events';
import { BookingsService } from '../../bookings/bookings.service';
import { ApiException } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/unique-violation';
import type { UserEntity } from '../../identity/users/user.entity';
import { UsersService } from '../../identity/users/users.service';
import { insertRows } from '../../platform/database/insert-rows';
import { MessageEntity } from '../message.entity';
import { MessagingErrors } from '../messaging.errors';
import { Notifications } from '../notifications';
import { Outbox, type TextDraft } from '../outbox';
import { noBookingSms, pickFailedSms, rescheduleRefusedSms, windowsOfferSms, type TextRefusal } from '../templates';
import { InboundTextEntity } from './inbound-text.entity';
import { e164, keywordOf } from './phone';
import { SmsOptOutEntity } from './sms-opt-out.entity';
import { WEATHER_OFFERS, type WeatherOffers } from './weather-offers';

/** A text as Twilio's inbound webhook gives it. */
export interface IncomingText {
  sid: string;
  from: string;
  body: string;
}

/** How many texts of each side a thread shows (the latest). */
const THREAD = 200;
/** How many recent incoming texts the inbox groups into conversations. */
const INBOX = 500;
/** An `R` offers windows in the next two weeks; a 1, 2 or 3 picks from it within a day. */
const OFFER_DAYS = 14;
const OFFER_HOURS = 24;

/**
 * Two-way texts (issue 43). What a customer texts us is kept by number; the carriers' keywords are
 * answered as they require (STOP records the opt-out and is confirmed, the only text such a number
 * still gets; START undoes it; HELP says who we are), C confirms their next booking, R offers three
 * windows it can move to and 1, 2 or 3 moves it (through bookings' own reschedule: the portal's
 * rules, race-safe), and anything else waits, unread, in the Text Inbox of admins (and the
 * booking's DAD), who answer by text through the outbox.
 */
@Injectable()
export class TextConversations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly notifications: Notifications,
    private readonly bookings: BookingsService,
    private readonly bookingEvents: BookingEvents,
    private readonly changes: BookingChangesService,
    private readonly users: UsersService,
    @Inject(WEATHER_OFFERS) private readonly weather: WeatherOffers,
  ) {}

  // Messaging's own tables (the texts received, the outbox), read through the DataSource it holds.
  private get inbound() {
    return this.dataSource.getRepository(InboundTextEntity);
  }

  private get messages() {
    return this.dataSource.getRepository(MessageEntity);
  }

  /** One webhook call: stored and answered once, however often Twilio retries it. */
  async receive({ sid, from, body }: IncomingText, now = new Date()): Promise<void> {
    const phone = e164(from);
    if (await this.inbound.existsBy({ providerSid: sid })) return;
    const customerId = await this.customerOf(phone);
    const keyword = keywordOf(body);
    const customer = customerId && keyword && ['confirm', 'reschedule', 'pick'].includes(keyword) ? await this.users.findActiveById(customerId) : null;
    // The automatic answers are written in the customer's language (decision 0410); English for a number we cannot name.
    const language = customer?.language ?? null;
    // Outside the transaction below: these ask bookings and scheduling (a move has its own transaction).
    const booking = customer && (keyword === 'confirm' || keyword === 'reschedule') ? await this.bookings.nextFor(customer.id, now) : null;
    // The booking's weather offer still open (issue 44): C keeps it, R offers windows the offer's move takes.
    const weather = customer && booking ? await this.weather.isOpen(booking.id) : false;
    if (weather && keyword === 'confirm') await this.weather.keep(customer!, booking!.id);
    const offer = customer && booking && keyword === 'reschedule' ? await this.offerFor(customer, booking.id, now, weather) : null;
    const pick = customer && keyword === 'pick' ? await this.pick(customer, phone, Number(body.trim()[0]), now) : null;
    // A digit with no offer open is an ordinary message.
    const intent = keyword === 'pick' && !pick ? null : keyword;
    const key = `text:${sid}:answer`;
    try {
      await this.dataSource.transaction(async (manager) => {
        // What is answered in full needs nobody; a message, or a request we could not settle, waits for a person.
        const answered = intent === 'stop' || intent === 'start' || intent === 'help' || (intent === 'confirm' && !!booking) || (intent === 'reschedule' && !!offer?.windows.length) || !!pick?.moved;
        await insertRows(manager, InboundTextEntity, [
          {
            providerSid: sid,
            phone,
            customerId,
            body: body.slice(0, 1600),
            intent,
            bookingId: booking?.id ?? pick?.bookingId ?? null,
            offer: offer?.windows.length ? offer.windows.map((w) => w.start) : null,
            offerWaiver: offer?.windows.length && weather ? 'weather' : null,
            readAt: answered ? now : null,
            createdAt: now,
          },
        ]);
        const reply = (text: TextDraft['body'], carrierRequired = false) =>
          this.outbox.text(manager, { key, kind: `text_${intent ?? 'reply'}`, phone, userId: customerId, subject: `Answer to ${body.trim().toUpperCase().slice(0, 20)}`, body: text, language, carrierRequired });
        if (intent === 'stop') {
          if (!(await manager.existsBy(SmsOptOutEntity, { phone }))) await insertRows(manager, SmsOptOutEntity, [{ phone, optedOutAt: now }]);
          await reply(TEXT_REPLIES.stop, true);
        } else if (intent === 'start') {
          await manager.delete(SmsOptOutEntity, { phone });
          await reply(TEXT_REPLIES.start);
        } else if (intent === 'help') {
          await reply(TEXT_REPLIES.help);
        } else if (intent === 'confirm') {
          if (booking) await this.bookingEvents.record(manager, booking.id, 'customer_confirmed', { id: customerId, role: 'customer' }, { via: 'sms' });
          await this.notifications.answerConfirm(manager, key, phone, customerId, booking?.id ?? null, language);
        } else if (intent === 'reschedule') {
          await reply((r) => (!booking ? noBookingSms(r) : offer!.refused ? rescheduleRefusedSms(r, offer!.refused) : windowsOfferSms(r, this.notifications.context, booking, offer!.windows)));
        } else if (pick?.failed) {
          // A move that went through is told by the booking's own "moved" message.
          await reply((r) => pickFailedSms(r, pick.failed!));
        }
      });
    } catch (error) {
      // Twilio's retry raced the first delivery of the same text: that one stored and answered it.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * The first three windows the booking could move to in the next two weeks, under the portal's own
   * rules; for a weather offer (`weather`), the windows alone: its move waives the policy window and the limit.
   */
  private async offerFor(customer: UserEntity, bookingId: string, now: Date, weather: boolean): Promise<{ windows: AvailabilityWindowDto[]; refused?: TextRefusal }> {
    const options = weather ? null : await this.changes.manageOptions(customer, bookingId);
    if (options && !options.canReschedule) {
      // Inside the free-cancellation period, or the owner's limit of moves reached (the only other refusal of a booking still to come).
      return { windows: [], refused: { code: options.freeCancellation ? 'RESCHEDULE_LIMIT' : 'POLICY_WINDOW', message: options.rescheduleRefusal ?? options.policyText } };
    }
    const from = calendarDate(now);
    const { days } = await this.changes.rescheduleWindows(customer, bookingId, { from, to: addDays(from, OFFER_DAYS - 1) });
    return { windows: days.flatMap((day) => day.windows).filter((w) => w.available).slice(0, 3) };
  }

  /**
   * A reply 1, 2 or 3 to the latest offer on this number (within OFFER_HOURS): the move goes through
   * bookings' reschedule, the portal's rule and its race-safe claim (a weather offer's through the
   * weather's move, claimed once on its flag); null when no offer is open.
   */
  private async pick(customer: UserEntity, phone: string, choice: number, now: Date): Promise<{ bookingId: string; moved?: true; failed?: TextRefusal } | null> {
    const offered = await this.inbound.findOne({ where: { phone, intent: 'reschedule', createdAt: MoreThan(new Date(now.getTime() - OFFER_HOURS * 3_600_000)) }, order: { createdAt: 'DESC' } });
    const start = offered?.offer?.[choice - 1];
    if (!offered?.bookingId || !start) return null;
    try {
      if (offered.offerWaiver === 'weather') await this.weather.move(customer, offered.bookingId, start);
      else await this.changes.reschedule(customer, offered.bookingId, start);
      return { bookingId: offered.bookingId, moved: true };
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      // Twilio's retry of the same reply, after the first moved it: moved all the same.
      const booking = await this.bookings.findVisible(customer, offered.bookingId);
      if (new Date(booking.scheduledDate).getTime() === new Date(start).getTime()) return { bookingId: offered.bookingId, moved: true };
      return { bookingId: offered.bookingId, failed: { code: error.code, message: error.message } };
    }
  }

  /** The Messages inbox: one conversation per number that texted us, latest first, with unread counts. */
  async inbox(): Promise<ConversationDto[]> {
    const [recent, unread] = await Promise.all([
      this.inbound.find({ order: { createdAt: 'DESC' }, take: INBOX }),
      this.inbound.find({ select: { id: true, phone: true }, where: { readAt: IsNull() } }),
    ]);
    const latest = new Map<string, InboundTextEntity>();
    for (const text of recent) if (!latest.has(text.phone)) latest.set(text.phone, text);
    const names = await this.users.namesOf([...new Set([...latest.values()].flatMap((t) => (t.customerId ? [t.customerId] : [])))]);
    const optedOut = new Set((await this.dataSource.manager.find(SmsOptOutEntity)).map((o) => o.phone));
    return [...latest.values()].map((text) => ({
      phone: text.phone,
      customerId: text.customerId,
      customerName: text.customerId ? (names.get(text.customerId) ?? null) : null,
      lastText: text.body,
      lastAt: text.createdAt.toISOString(),
      unread: unread.filter((u) => u.phone === text.phone).length,
      optedOut: optedOut.has(text.phone),
    }));
  }

  /** How many incoming texts nobody has read (the sidebar's badge). */
  unreadCount(): Promise<number> {
    return this.inbound.countBy({ readAt: IsNull() });
  }

  /** A number's conversation, oldest first; `markRead` when staff open it. */
  async thread(phoneNumber: string, { markRead }: { markRead: boolean }): Promise<ConversationThreadDto> {
    const phone = e164(phoneNumber);
    const [incoming, outgoing, optedOut, textsOn] = await Promise.all([
      this.inbound.find({ where: { phone }, order: { createdAt: 'DESC' }, take: THREAD }),
      this.messages.find({ where: { recipient: phone, channel: 'sms' }, order: { createdAt: 'DESC' }, take: THREAD }),
      this.outbox.optedOut(this.dataSource.manager, phone),
      this.outbox.textsOn(this.dataSource.manager),
    ]);
    if (markRead && incoming.some((t) => !t.readAt)) await this.inbound.update({ phone, readAt: IsNull() }, { readAt: new Date() });
    const customerId = incoming.find((t) => t.customerId)?.customerId ?? outgoing.find((m) => m.userId)?.userId ?? null;
    const name = customerId ? ((await this.users.namesOf([customerId])).get(customerId) ?? null) : null;
    const texts: TextMessageDto[] = [
      ...incoming.map((t) => ({ id: t.id, direction: 'in' as const, body: t.body, intent: t.intent, bookingId: t.bookingId, status: null, createdAt: t.createdAt.toISOString() })),
      ...outgoing.map((m) => ({ id: m.id, direction: 'out' as const, body: m.text, intent: null, bookingId: null, status: m.status, createdAt: m.createdAt.toISOString() })),
    ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.direction.localeCompare(b.direction));
    const last = texts.at(-1);
    return {
      conversation: {
        phone,
        customerId,
        customerName: name,
        lastText: last?.body ?? '',
        lastAt: last?.createdAt ?? new Date(0).toISOString(),
        unread: markRead ? 0 : incoming.filter((t) => !t.readAt).length,
        optedOut,
      },
      smsDelivery: textsOn ? 'twilio' : 'off',
      texts,
    };
  }

  /** A staff member's answer by text, through the outbox (refused to a number that replied STOP). */
  async reply(author: UserEntity, phoneNumber: string, body: string): Promise<ConversationThreadDto> {
    const phone = e164(phoneNumber);
    const customerId = (await this.thread(phone, { markRead: false })).conversation.customerId;
    await this.dataSource.transaction(async (manager) => {
      const result = await this.outbox.text(manager, { key: `reply:${randomUUID()}`, kind: 'text_reply', phone, userId: customerId, subject: `Reply from ${author.firstName} (${author.role})`, body });
      if (result === 'off') throw MessagingErrors.textsOff();
      if (result === 'opted-out') throw MessagingErrors.optedOut();
    });
    return this.thread(phone, { markRead: true });
  }

  /** The number we text a customer on: the latest text we sent them. */
  async phoneOf(customerId: string): Promise<string | null> {
    return (await this.messages.findOne({ select: { id: true, recipient: true }, where: { userId: customerId, channel: 'sms' }, order: { createdAt: 'DESC' } }))?.recipient ?? null;
  }

  /** Who a number is: the customer we last texted on it. */
  private async customerOf(phone: string): Promise<string | null> {
    return (await this.messages.findOne({ select: { id: true, userId: true }, where: { recipient: phone, channel: 'sms', userId: Not(IsNull()) }, order: { createdAt: 'DESC' } }))?.userId ?? null;
  }
}
