import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MessageDto, MessagesOverviewDto } from '@dd/contracts/message';
import { RequirePermission } from '../common/access';
import { MessageEntity } from './message.entity';
import { OutboxWorker } from './outbox-worker';
import { SmsSender } from './sms-sender';
import { messagesOverviewDtoSchema } from '@dd/contracts/message';
import { Returns } from '../common/returns.decorator';

const LATEST = 100;

/** The admin's view of what was sent, what is waiting and what failed (and why). */
@ApiTags('admin')
@Controller('admin/messages')
@RequirePermission('adminArea')
export class MessagesController {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    private readonly worker: OutboxWorker,
    @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  @Get()
  @Returns(messagesOverviewDtoSchema)
  async latest(): Promise<MessagesOverviewDto> {
    const rows = await this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: LATEST });
    return { emailDelivery: this.worker.email.mode, smsDelivery: this.sms ? 'twilio' : 'off', messages: rows.map(toMessageDto) };
  }
}

function toMessageDto(m: MessageEntity): MessageDto {
  return {
    id: m.id,
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    text: m.text,
    hasInvite: !!m.ics,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}
