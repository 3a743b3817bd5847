import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, type Repository } from 'typeorm';
import { MESSAGE_DAYS } from '@dd/contracts/privacy';
import { DAY_MS, inBatches } from '../platform/jobs/in-batches';
import { JobRunner } from '../platform/jobs/job-runner';
import { MessageEntity } from './message.entity';
import { InboundTextEntity } from './texts/inbound-text.entity';

export const MESSAGE_RETENTION_JOB = 'message-retention';

/**
 * Once a day, on one instance: emails and texts sent or given up on, and texts received, older than
 * MESSAGE_DAYS are deleted, as the privacy page says. A message still waiting to go out stays, however
 * old: the outbox delivers or gives it up first. The opt-out list (sms_opt_outs) is never trimmed.
 */
@Injectable()
export class MessageRetention implements OnModuleInit {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @InjectRepository(InboundTextEntity) private readonly texts: Repository<InboundTextEntity>,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: MESSAGE_RETENTION_JOB, everyMs: DAY_MS, run: (now) => this.run(now).then(() => undefined) });
  }

  /** Answers how many messages and received texts went. */
  async run(now: Date): Promise<{ messages: number; texts: number }> {
    const before = new Date(now.getTime() - MESSAGE_DAYS * DAY_MS);
    const messages = await inBatches(
      async (take) => (await this.messages.find({ select: { id: true }, where: { status: In(['sent', 'failed']), createdAt: LessThan(before) }, take })).map((m) => m.id),
      (ids) => this.messages.delete(ids),
    );
    const texts = await inBatches(
      async (take) => (await this.texts.find({ select: { id: true }, where: { createdAt: LessThan(before) }, take })).map((t) => t.id),
      (ids) => this.texts.delete(ids),
    );
    return { messages, texts };
  }
}
