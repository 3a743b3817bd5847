import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/access';
import { PaymentWebhooksService, type WebhookReceipt } from './payment-webhooks.service';

/** Stripe calls this; the signature over the raw body (app created with rawBody) is the authentication. */
@ApiExcludeController()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Public()
  @Post('stripe')
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookReceipt> {
    return this.webhooks.handle(request.rawBody, signature);
  }
}
