import type { EntityManager } from 'typeorm';
import type { MessageChannel } from '@dd/contracts/message';
import { notificationSwitches, type NotificationSwitches } from '../settings/settings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { channelsFor, type Audience, type ContactPreferences } from './channels';
import type { RenderedEmail } from './message-layout';
import { isUniqueViolation } from '../common/unique-violation';
import { insertRows } from '../platform/database/insert-rows';
import { MessageEntity } from './message.entity';
import { readerFor, type Reader } from './reader';
import { AUTOMATIC_KINDS, textableAt } from './message-schedule';
import { SmsSender } from './sms-sender';
import { e164 } from './texts/phone';
import { SmsOptOutEntity } from './texts/sms-opt-out.entity';

/** Who a message goes to: an account, or a visitor known only by an email and/or a phone (id null). */
export type Recipient = ContactPreferences & Pick<UserEntity, 'email' | 'isActive' | 'language'> & { id: string | null };

export interface MessageDraft {
  /** Names the cause, e.g. `booking:<id>:cancelled:2`; the same key is never written twice. */
  key: string;
  kind: string;
  to: Recipient;
  /** Another address than the account's: the new address of an email change, before it is confirmed. */
  address?: string;
  audience: Audience;
  /**
   * Called only when the message goes out on some channel (a repeat of a key written before is then
   * refused by its unique index), with the reader of the recipient's language (`users.language`).
   */
  render(reader: Reader): RenderedEmail;
}

/** A text to a number rather than to an account's channels: an answer to a text, a staff reply. */
export interface TextDraft {
  key: string;
  kind: string;
  phone: string;
  userId: string | null;
  /** Who wrote it or what it is, for the admin's Messages list. */
  subject: string;
  /** The words as given (a person's reply), or written for the reader of `language` (an automatic answer). */
  body: string | ((reader: Reader) => string);
  /** The recipient's `users.language`, when known: the reader an automatic answer is written for (English otherwise). */
  language?: string | null;
  /** The STOP confirmation, which carriers require: the one text an opted-out number still gets, even with texts switched off. */
  carrierRequired?: boolean;
}

/**
 * Writes messages into the outbox with the caller's EntityManager, i.e. in the transaction of the
 * change that causes them: if that change rolls back, so does the message. One row per channel, in
 * the recipient's language (decision 0410).
 * Texts go to E.164 numbers, never to a number that replied STOP, and the automatic ones
 * (AUTOMATIC_KINDS: reminders, agendas, alerts) wait out the quiet hours, 21:00-8:00 local (issue 43).
 */
export class Outbox {
  /**
   * `switches`: the owner's email and text switches; the app passes the cached settings (SettingsService,
   * current on every instance within a second), so a message costs no settings read.
   */
  constructor(
    private readonly sms: SmsSender | null,
    private readonly switches: (manager: EntityManager) => Promise<NotificationSwitches> = notificationSwitches,
  ) {}

  enqueue(manager: EntityManager, draft: MessageDraft): Promise<void> {
    return this.enqueueAll(manager, [draft]);
  }

  /**
   * The messages of one change in one statement. The unique key decides a message written before (not a
   * read and then the insert; on MySQL and SQLite the refused insert leaves the transaction as it was):
   * when one of several was, each goes again on its own, so the others are still written.
   */
  async enqueueAll(manager: EntityManager, drafts: MessageDraft[]): Promise<void> {
    const perDraft: Partial<MessageEntity>[][] = [];
    for (const draft of drafts) {
      const rows = await this.rowsOf(manager, draft);
      if (rows.length) perDraft.push(rows);
    }
    const written = (rows: Partial<MessageEntity>[]) =>
      insertRows(manager, MessageEntity, rows).then(
        () => true,
        (error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          return false;
        },
      );
    if ((await written(perDraft.flat())) || perDraft.length < 2) return;
    for (const rows of perDraft) await written(rows);
  }

  /** A draft's rows, one per channel the recipient hears on (none: nothing to write). */
  private async rowsOf(manager: EntityManager, draft: MessageDraft): Promise<Partial<MessageEntity>[]> {
    const switches = await this.switches(manager);
    const phone = draft.to.phone ? e164(draft.to.phone) : null;
    const textable = !!this.sms && switches.sms && !!phone && draft.to.smsNotifications && !(await this.optedOut(manager, phone));
    const platform = { emailEnabled: switches.email, smsAvailable: textable };
    const channels = draft.to.isActive ? channelsFor(draft.to, draft.audience, platform) : [];
    if (!channels.length) return [];
    const content = draft.render(readerFor(draft.to.language));
    return channels.map((channel) =>
      row(`${draft.key}:${channel}`, draft.kind, channel, draft.to.id, channel === 'email' ? (draft.address ?? draft.to.email) : phone!, {
        subject: content.subject,
        text: channel === 'email' ? content.text : (content.sms ?? content.subject),
        html: channel === 'email' ? content.html : null,
        ics: channel === 'email' ? (content.ics ?? null) : null,
        unsubscribeUrl: channel === 'email' ? (content.unsubscribeUrl ?? null) : null,
      }, channel === 'sms' && AUTOMATIC_KINDS.has(draft.kind) ? textableAt(new Date()).getTime() : Date.now()),
    );
  }

  /** Writes one text unless texts are off, the number opted out (but for the STOP confirmation) or the key was written. */
  async text(manager: EntityManager, draft: TextDraft): Promise<'written' | 'off' | 'opted-out' | 'written-before'> {
    const phone = e164(draft.phone);
    const key = `${draft.key}:sms`;
    if (!this.sms) return 'off';
    if (!draft.carrierRequired) {
      if (!(await this.textsOn(manager))) return 'off';
      if (await this.optedOut(manager, phone)) return 'opted-out';
    }
    if (await manager.existsBy(MessageEntity, { idempotencyKey: key })) return 'written-before';
    await insertRows(manager, MessageEntity, [row(key, draft.kind, 'sms', draft.userId, phone, { subject: draft.subject, text: typeof draft.body === 'string' ? draft.body : draft.body(readerFor(draft.language)), html: null, ics: null, unsubscribeUrl: null })]);
    return 'written';
  }

  /** Whether texts go out at all: a provider is configured and the owner's switch is on. */
  async textsOn(manager: EntityManager): Promise<boolean> {
    if (!this.sms) return false;
    return (await this.switches(manager)).sms;
  }

  optedOut(manager: EntityManager, phone: string): Promise<boolean> {
    return manager.existsBy(SmsOptOutEntity, { phone: e164(phone) });
  }
}

type Content = Pick<MessageEntity, 'subject' | 'text' | 'html' | 'ics' | 'unsubscribeUrl'>;

function row(idempotencyKey: string, kind: string, channel: MessageChannel, userId: string | null, recipient: string, content: Content, nextAttemptAt = Date.now()): Partial<MessageEntity> {
  return {
    idempotencyKey,
    kind,
    channel,
    userId,
    recipient,
    ...content,
    status: 'pending',
    attempts: 0,
    nextAttemptAt,
    claimedBy: null,
    claimedUntil: 0,
    lastError: null,
    sentAt: null,
  };
}
