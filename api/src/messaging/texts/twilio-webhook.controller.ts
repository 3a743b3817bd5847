import { Body, Controller, Headers, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { MessagingErrors } from '../messaging.errors';
import { TextConversations } from './text-conversations';
import { Public } from '../../common/access';
import { TWILIO_WEBHOOK_PATH } from './twilio-webhook-path';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio posts each text a customer sends (application/x-www-form-urlencoded). Twilio's signature
 * (X-Twilio-Signature: HMAC-SHA1 of PUBLIC_URL + the path and the sorted parameters, checked with the
 * SDK's validateRequest) is the authentication; anything else is refused. The answer is empty TwiML:
 * replies go through the outbox, once per text.
 */
@ApiExcludeController()
@Controller('webhooks/twilio')
export class TwilioWebhookController {
  constructor(
    private readonly texts: TextConversations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('sms')
  @HttpCode(200)
  async receive(
    @Headers('x-twilio-signature') signature: string | undefined,
    @Body() params: Record<string, string>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const account = this.config.messages.twilio;
    const url = `${this.config.publicUrl}${TWILIO_WEBHOOK_PATH}`;
    if (!account || !signature || !params || !twilio.validateRequest(account.authToken, signature, url, params)) throw MessagingErrors.forgedWebhook();
    if (typeof params.MessageSid !== 'string' || typeof params.From !== 'string') throw MessagingErrors.forgedWebhook();
    await this.texts.receive({ sid: params.MessageSid, from: params.From, body: typeof params.Body === 'string' ? params.Body : '' });
    // Only a signed call gets TwiML; a refusal is the API's JSON error.
    response.type('text/xml');
    return EMPTY_TWIML;
  }
}
