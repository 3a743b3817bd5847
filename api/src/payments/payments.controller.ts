import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import {
  cancelPaymentSchema,
  capturePaymentSchema,
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
  paymentActionResponseSchema,
  paymentConfigDtoSchema,
  payWithSavedCardSchema,
  testCardConfirmResponseSchema,
  testCardConfirmSchema,
  testCardSetupResponseSchema,
  type CancelPaymentBody,
  type CapturePaymentBody,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type PaymentActionResponse,
  type PaymentConfigDto,
  type PayWithSavedCardBody,
  type TestCardConfirmBody,
  type TestCardConfirmResponse,
  type TestCardSetupResponse,
} from '@dd/contracts/payment';
import { Public, RequirePermission, CurrentUser, StepUp } from '../common/access';
import { zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { actorOf } from '../bookings/booking-events';
import { PaymentsService } from './payments.service';
import { TestCheckoutService } from './test-gateway/test-checkout.service';
import { bookingSummaryDtoSchema } from '@dd/contracts/booking';
import { Returns } from '../common/returns.decorator';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly testCheckout: TestCheckoutService,
  ) {}

  /** Which gateway is live: 'stripe' with its publishable key, or the offline 'test' gateway. */
  @Public()
  @Get('payments/config')
  @Returns(paymentConfigDtoSchema)
  config(): PaymentConfigDto {
    return this.payments.config();
  }

  /** Customer-side §7. Charges the booking's own total, whatever `amount` says; bookingId is required. */
  @RequirePermission('checkout')
  @Post('create-payment-intent')
  @Returns(createPaymentIntentResponseSchema)
  createIntent(@CurrentUser() user: UserEntity, @Body(zodBody(createPaymentIntentSchema)) body: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
    return this.payments.createIntent(user, body);
  }

  /** Test mode's stand-in for Stripe.js confirmCardPayment: 402 with the decline message. */
  @RequirePermission('checkout')
  @Post('payments/test/confirm')
  @HttpCode(200)
  @Returns(testCardConfirmResponseSchema)
  testConfirm(@CurrentUser() user: UserEntity, @Body(zodBody(testCardConfirmSchema)) body: TestCardConfirmBody): Promise<TestCardConfirmResponse> {
    return this.testCheckout.confirm(user, body);
  }

  /** Test mode's stand-in for Stripe.js confirmCardSetup (Payment Methods' Add): the card is saved on the customer. */
  @RequirePermission('customerArea')
  @Post('payments/test/confirm-setup')
  @HttpCode(200)
  @Returns(testCardSetupResponseSchema)
  testConfirmSetup(@CurrentUser() user: UserEntity, @Body(zodBody(testCardConfirmSchema)) body: TestCardConfirmBody): Promise<TestCardSetupResponse> {
    return this.testCheckout.confirmSetup(user, body);
  }

  /** After the card is confirmed: records the authorization (or the decline, as a 402). */
  @RequirePermission('checkout')
  @Post('bookings/:id/confirm-payment')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  confirmPayment(@CurrentUser() user: UserEntity, @Param('id') bookingId: string): Promise<BookingSummaryDto> {
    return this.payments.confirmPayment(user, bookingId);
  }

  /** A returning customer pays with a card saved in Payment Methods: held at once, no card form. */
  @RequirePermission('checkout')
  @Post('bookings/:id/pay-with-saved-card')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  payWithSavedCard(
    @CurrentUser() user: UserEntity,
    @Param('id') bookingId: string,
    @Body(zodBody(payWithSavedCardSchema)) body: PayWithSavedCardBody,
  ): Promise<BookingSummaryDto> {
    return this.payments.payWithSavedCard(user, bookingId, body);
  }

  /** dad-and-admin §7. */
  @RequirePermission('managePayments')
  @StepUp()
  @Post('capture-payment')
  @HttpCode(200)
  @Returns(paymentActionResponseSchema)
  capture(@CurrentUser() admin: UserEntity, @Body(zodBody(capturePaymentSchema)) body: CapturePaymentBody): Promise<PaymentActionResponse> {
    return this.payments.capture(body, actorOf(admin));
  }

  /** Releases the card hold; the booking's paymentStatus becomes 'refunded' (nothing will be charged). */
  @RequirePermission('managePayments')
  @StepUp()
  @Post('cancel-payment')
  @HttpCode(200)
  @Returns(paymentActionResponseSchema)
  cancel(@Body(zodBody(cancelPaymentSchema)) body: CancelPaymentBody): Promise<PaymentActionResponse> {
    return this.payments.release(body.bookingId);
  }
}
