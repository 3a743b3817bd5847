import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  bookingTipResponseSchema,
  refundDtoSchema,
  refundPaymentSchema,
  refundResponseSchema,
  tipRefundResponseSchema,
  type BookingTipResponse,
  type RefundDto,
  type RefundPaymentBody,
  type RefundResponse,
  type TipRefundResponse,
} from '@dd/contracts/payment';
import { RequirePermission, CurrentUser, StepUp } from '../../common/access';
import { actorOf } from '../../bookings/booking-events';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { RefundsService } from './refunds.service';
import { Returns } from '../../common/returns.decorator';

/** Refunds of captured payments and of tips (admin, permission managePayments). */
@ApiTags('payments')
@Controller('admin/bookings/:id')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @RequirePermission('managePayments')
  @Get('refunds')
  @Returns([refundDtoSchema])
  list(@Param('id') bookingId: string): Promise<RefundDto[]> {
    return this.refunds.list(bookingId);
  }

  /** 201 with the refund and the booking; 409 REFUND_TOO_LARGE past what is left of the capture. */
  @RequirePermission('managePayments')
  @StepUp()
  @Post('refunds')
  @Returns(refundResponseSchema)
  refund(@CurrentUser() admin: UserEntity, @Param('id') bookingId: string, @Body(zodBody(refundPaymentSchema)) body: RefundPaymentBody): Promise<RefundResponse> {
    return this.refunds.refund(bookingId, body, actorOf(admin));
  }

  /** The booking's tip and how much of it was refunded ({ tip: null } when none). */
  @RequirePermission('managePayments')
  @Get('tip')
  @Returns(bookingTipResponseSchema)
  tip(@Param('id') bookingId: string): Promise<BookingTipResponse> {
    return this.refunds.tip(bookingId);
  }

  /** 201 with the refund and the tip; 409 REFUND_TOO_LARGE past what is left of the tip. */
  @RequirePermission('managePayments')
  @StepUp()
  @Post('tip/refunds')
  @Returns(tipRefundResponseSchema)
  refundTip(@CurrentUser() admin: UserEntity, @Param('id') bookingId: string, @Body(zodBody(refundPaymentSchema)) body: RefundPaymentBody): Promise<TipRefundResponse> {
    return this.refunds.refundTip(bookingId, body, actorOf(admin));
  }
}
