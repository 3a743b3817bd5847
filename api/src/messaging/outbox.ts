import { In, type EntityManager } from 'typeorm';
import { emailNotificationsEnabled } from '../settings/settings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { channelsFor, type Audience } from './channels';
import type { RenderedEmail } from './message-layout';
import { insertRows } from '../platform/database/insert-rows';
import { MessageEntity } from './message.entity';
import { SmsSender } from './sms-sender';

export interface MessageDraft {
  /** Names the cause, e.g. `booking:<id>:cancelled:2`; the same key is never written twice. */
  key: string;
  kind: string;
  to: UserEntity;
  /** Another address than the account's: the new address of an email change, before it is confirmed. */
  address?: string;
  audience: Audience;
  /** Called only when the message goes out on some channel and was not written before. */
  render(): RenderedEmail;
}

/**
 * Writes messages into the outbox with the caller's EntityManager, i.e. in the transaction of the
 * change that causes them: if that change rolls back, so does the message. One row per channel.
 */
export class Outbox {
  constructor(private readonly sms: SmsSender | null) {}

  async enqueue(manager: EntityManager, draft: MessageDraft): Promise<void> {
    const platform = { emailEnabled: await emailNotificationsEnabled(manager), smsAvailable: !!this.sms };
    const channels = draft.to.isActive ? channelsFor(draft.to, draft.audience, platform) : [];
    const keys = channels.map((channel) => `${draft.key}:${channel}`);
    if (!keys.length || (await manager.existsBy(MessageEntity, { idempotencyKey: In(keys) }))) return;
    const content = draft.render();
    const now = Date.now();
    await insertRows(
      manager,
      MessageEntity,
      channels.map((channel) => ({
        idempotencyKey: `${draft.key}:${channel}`,
        kind: draft.kind,
        channel,
        userId: draft.to.id,
        recipient: channel === 'email' ? (draft.address ?? draft.to.email) : draft.to.phone!,
        subject: content.subject,
        text: channel === 'email' ? content.text : (content.sms ?? content.subject),
        html: channel === 'email' ? content.html : null,
        ics: channel === 'email' ? (content.ics ?? null) : null,
        unsubscribeUrl: channel === 'email' ? (content.unsubscribeUrl ?? null) : null,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        claimedBy: null,
        claimedUntil: 0,
        lastError: null,
        sentAt: null,
      })),
    );
  }
}
