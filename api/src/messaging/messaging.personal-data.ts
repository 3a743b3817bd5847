import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { MessageEntity } from './message.entity';
import { InboundTextEntity } from './texts/inbound-text.entity';

/**
 * Every email and text sent (or waiting) to the person, and the texts they sent us; a deletion removes
 * them, unsent ones too. A number that answered STOP stays on the opt-out list (sms_opt_outs): carriers
 * require that it is never texted again, and it names no one once the account is gone.
 */
@HoldsPersonalData({ tables: ['messages', 'inbound_texts'] })
@Injectable()
export class MessagingPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const messages = await manager.find(MessageEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    const texts = await this.textsFrom(userId, messages, manager);
    return {
      messages: messages.map(({ kind, channel, recipient, subject, text, status, sentAt, createdAt }) => ({ kind, channel, recipient, subject, text, status, sentAt, createdAt })),
      textsReceived: texts.map(({ phone, body, createdAt }) => ({ phone, body, createdAt })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    const messages = await manager.find(MessageEntity, { select: { channel: true, recipient: true }, where: { userId } });
    const texts = await this.textsFrom(userId, messages, manager);
    if (texts.length) await manager.delete(InboundTextEntity, { id: In(texts.map((t) => t.id)) });
    await manager.delete(MessageEntity, { userId });
    return [];
  }

  /** Their replies: matched to them, or from a number we texted them at. */
  private textsFrom(userId: string, messages: Array<Pick<MessageEntity, 'channel' | 'recipient'>>, manager: EntityManager): Promise<InboundTextEntity[]> {
    const phones = [...new Set(messages.filter((m) => m.channel === 'sms').map((m) => m.recipient))];
    return manager.find(InboundTextEntity, { where: [{ customerId: userId }, ...(phones.length ? [{ phone: In(phones) }] : [])], order: { createdAt: 'ASC' } });
  }
}
