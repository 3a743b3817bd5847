import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { refundPaymentSchema, type RefundDto, type RefundPaymentBody, type RefundResponse } from '@dd/contracts/payment';
import { RequirePermission } from '../../auth/access.decorators';
import { CurrentUser } from '../../auth/current-user.decorator';
import { StepUp } from '../../auth/step-up';
import { actorOf } from '../../bookings/booking-events';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../users/user.entity';
import { RefundsService } from './refunds.service';

/** Refunds of captured payments (admin, permission managePayments). */
@ApiTags('payments')
@Controller('admin/bookings/:id/refunds')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @RequirePermission('managePayments')
  @Get()
  list(@Param('id') bookingId: string): Promise<RefundDto[]> {
    return this.refunds.list(bookingId);
  }

  /** 201 with the refund and the booking; 409 REFUND_TOO_LARGE past what is left of the capture. */
  @RequirePermission('managePayments')
  @StepUp()
  @Post()
  refund(@CurrentUser() admin: UserEntity, @Param('id') bookingId: string, @Body(zodBody(refundPaymentSchema)) body: RefundPaymentBody): Promise<RefundResponse> {
    return this.refunds.refund(bookingId, body, actorOf(admin));
  }
}
