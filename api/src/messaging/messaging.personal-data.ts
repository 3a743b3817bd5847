import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { MessageEntity } from './message.entity';

/** Every email and text sent (or waiting) to the person; a deletion removes them, unsent ones too. */
@HoldsPersonalData({ tables: ['messages'] })
@Injectable()
export class MessagingPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const messages = await manager.find(MessageEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    return { messages: messages.map(({ kind, channel, recipient, subject, text, status, sentAt, createdAt }) => ({ kind, channel, recipient, subject, text, status, sentAt, createdAt })) };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    await manager.delete(MessageEntity, { userId });
    return [];
  }
}
