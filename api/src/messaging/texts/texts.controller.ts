import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { textReplySchema, type ConversationDto, type ConversationThreadDto, type TextReplyRequest } from '@dd/contracts/message';
import { BookingsService } from '../../bookings/bookings.service';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { MessagingErrors } from '../messaging.errors';
import { TextConversations } from './text-conversations';
import { RequirePermission, CurrentUser } from '../../common/access';
import { conversationDtoSchema, conversationThreadDtoSchema, unreadTextsDtoSchema } from '@dd/contracts/message';
import { Returns } from '../../common/returns.decorator';

/** The admin's Messages inbox (issue 43): every number that texted us, each conversation, and replies. */
@ApiTags('admin')
@Controller('admin/texts')
@RequirePermission('adminArea')
export class AdminTextsController {
  constructor(private readonly texts: TextConversations) {}

  @Get()
  @Returns([conversationDtoSchema])
  inbox(): Promise<ConversationDto[]> {
    return this.texts.inbox();
  }

  @Get('unread')
  @Returns(unreadTextsDtoSchema)
  async unread(): Promise<{ unread: number }> {
    return { unread: await this.texts.unreadCount() };
  }

  /** Opening a conversation reads it. */
  @Get(':phone')
  @Returns(conversationThreadDtoSchema)
  thread(@Param('phone') phone: string): Promise<ConversationThreadDto> {
    return this.texts.thread(phone, { markRead: true });
  }

  @Post(':phone')
  @HttpCode(201)
  @Returns(conversationThreadDtoSchema)
  reply(@CurrentUser() admin: UserEntity, @Param('phone') phone: string, @Body(zodBody(textReplySchema)) { body }: TextReplyRequest): Promise<ConversationThreadDto> {
    return this.texts.reply(admin, phone, body);
  }
}

/** The booking's DAD reads and answers its customer's texts (issue 43). */
@ApiTags('dad')
@Controller('dad/bookings/:id/texts')
@RequirePermission('dadArea')
export class DadTextsController {
  constructor(
    private readonly texts: TextConversations,
    private readonly bookings: BookingsService,
  ) {}

  @Get()
  @Returns(conversationThreadDtoSchema)
  async thread(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<ConversationThreadDto> {
    return this.texts.thread(await this.phoneFor(dad, id), { markRead: true });
  }

  @Post()
  @HttpCode(201)
  @Returns(conversationThreadDtoSchema)
  async reply(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(textReplySchema)) { body }: TextReplyRequest): Promise<ConversationThreadDto> {
    return this.texts.reply(dad, await this.phoneFor(dad, id), body);
  }

  /** The customer's number, for the DAD of the booking only (404 to another DAD). */
  private async phoneFor(dad: UserEntity, bookingId: string): Promise<string> {
    const booking = await this.bookings.findVisible(dad, bookingId);
    const phone = await this.texts.phoneOf(booking.customerId);
    if (!phone) throw MessagingErrors.noConversation();
    return phone;
  }
}

/** A customer's own texts with us, both ways (issue 43). */
@ApiTags('customer')
@Controller('customer/texts')
@RequirePermission('customerArea')
export class CustomerTextsController {
  constructor(private readonly texts: TextConversations) {}

  @Get()
  @Returns(conversationThreadDtoSchema.nullable())
  async thread(@CurrentUser() customer: UserEntity): Promise<ConversationThreadDto | null> {
    const phone = customer.phone ?? (await this.texts.phoneOf(customer.id));
    return phone ? this.texts.thread(phone, { markRead: false }) : null;
  }
}
