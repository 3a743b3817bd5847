import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  acceptOfferResponseSchema,
  adminWaitlistDtoSchema,
  joinWaitlistSchema,
  waitlistEntryDtoSchema,
  type AcceptOfferResponse,
  type AdminWaitlistDto,
  type JoinWaitlistInput,
  type WaitlistEntryDto,
} from '@dd/contracts/waitlist';
import { zodBody } from '../common/zod-validation.pipe';
import { Returns } from '../common/returns.decorator';
import type { UserEntity } from '../identity/users/user.entity';
import { WaitlistService } from './waitlist.service';
import { RequirePermission, CurrentUser } from '../common/access';

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
