import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiTags } from '@nestjs/swagger';
import {
  acceptOfferResponseSchema,
  acceptVisitorOfferSchema,
  adminWaitlistDtoSchema,
  joinWaitlistSchema,
  visitorJoinWaitlistSchema,
  visitorOfferDtoSchema,
  waitlistEntryDtoSchema,
  type AcceptOfferResponse,
  type AcceptVisitorOfferInput,
  type VisitorJoinWaitlistInput,
  type VisitorOfferDto,
  type AdminWaitlistDto,
  type JoinWaitlistInput,
  type WaitlistEntryDto,
} from '@dd/contracts/waitlist';
import { zodBody } from '../common/zod-validation.pipe';
import { Returns } from '../common/returns.decorator';
import type { UserEntity } from '../identity/users/user.entity';
import { WaitlistService } from './waitlist.service';
import { Public, RequirePermission, CurrentUser } from '../common/access';
import { startSession } from '../identity/auth/session';

/** The customer's waitlist: join, see offers, accept one, leave. */
@ApiTags('waitlist')
@Controller('waitlist')
@RequirePermission('customerArea')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @Returns([waitlistEntryDtoSchema])
  mine(@CurrentUser() user: UserEntity): Promise<WaitlistEntryDto[]> {
    return this.waitlist.mine(user);
  }

  @Post()
  @Returns(waitlistEntryDtoSchema)
  join(@CurrentUser() user: UserEntity, @Body(zodBody(joinWaitlistSchema)) body: JoinWaitlistInput): Promise<WaitlistEntryDto> {
    return this.waitlist.join(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  withdraw(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    return this.waitlist.withdraw(user, id);
  }

  /** 409 OFFER_TAKEN when another customer accepted first; 410 OFFER_EXPIRED when the offer lapsed. */
  @Post('offers/:id/accept')
  @HttpCode(200)
  @Returns(acceptOfferResponseSchema)
  accept(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<AcceptOfferResponse> {
    return this.waitlist.accept(user, id);
  }
}

/**
 * Visitors without an account (issue 44): they join from the booking wizard, and the link in an offer's
 * email or text leads to the page where they confirm it, booking as the checkout does for visitors.
 */
@ApiTags('waitlist')
@Controller('waitlist')
export class VisitorWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  /** 429 RATE_LIMITED after VISITOR_JOINS_PER_ADDRESS joins from one address in an hour. */
  @Public()
  @Post('visitors')
  @Returns(waitlistEntryDtoSchema)
  join(@Body(zodBody(visitorJoinWaitlistSchema)) body: VisitorJoinWaitlistInput, @Req() request: Request): Promise<WaitlistEntryDto> {
    return this.waitlist.joinAsVisitor(body, request.ip ?? 'unknown');
  }

  /** `key`: the offer's id, the key its link carries (decision 0456); the request log writes the route, never the key. */
  @Public()
  @Get('visitor-offers/:key')
  @Header('Cache-Control', 'no-store')
  @Returns(visitorOfferDtoSchema)
  offer(@Param('key') key: string): Promise<VisitorOfferDto> {
    return this.waitlist.visitorOffer(key);
  }

  /** 409 OFFER_TAKEN when someone else accepted first; 410 OFFER_EXPIRED when the offer lapsed or was accepted (by another account); 409 EMAIL_TAKEN when the contact's email has an account (sign in, then accept). */
  @Public()
  @Post('visitor-offers/:key/accept')
  @HttpCode(200)
  @Returns(acceptOfferResponseSchema)
  accept(@Param('key') key: string, @Body(zodBody(acceptVisitorOfferSchema)) body: AcceptVisitorOfferInput, @Req() request: Request): Promise<AcceptOfferResponse> {
    return this.waitlist.acceptAsVisitor(key, body, {
      user: (request.user as UserEntity | undefined) ?? null,
      ip: request.ip ?? 'unknown',
      signIn: (user) => startSession(request, user),
    });
  }
}

/** The admin's view: who waits, and the fill rate of freed places. */
@ApiTags('admin')
@Controller('admin/waitlist')
@RequirePermission('adminArea')
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @Returns(adminWaitlistDtoSchema)
  overview(): Promise<AdminWaitlistDto> {
    return this.waitlist.overview();
  }
}
