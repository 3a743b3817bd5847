import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { tipSchema, type TipBody } from '@dd/contracts/payment';
import { RequirePermission, CurrentUser } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { TipsService } from './tips.service';

/** Tips after a completed job: 204 once charged; 409 ALREADY_EXISTS for a second tip; 402 when the card declines. */
@ApiTags('payments')
@Controller()
export class TipsController {
  constructor(private readonly tips: TipsService) {}

  /** From the receipt, or the job-completed email's link (source 'email'). */
  @RequirePermission('customerArea')
  @Post('bookings/:id/tip')
  @HttpCode(204)
  byCustomer(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(tipSchema)) body: TipBody): Promise<void> {
    return this.tips.byCustomer(user, id, body);
  }

  /** On the DAD's phone at the end of the job, handed to the customer. */
  @RequirePermission('dadArea')
  @Post('dad/bookings/:id/tip')
  @HttpCode(204)
  onDadPhone(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(tipSchema)) body: TipBody): Promise<void> {
    return this.tips.onDadPhone(dad, id, body);
  }
}
