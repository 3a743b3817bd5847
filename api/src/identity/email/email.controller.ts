import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { emailLinkSchema, type EmailConfirmResponse, type EmailLinkRequest, type UnsubscribeResponse } from '@dd/contracts/message';
import { Public } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import { EmailChangeService } from './email-change.service';
import { Unsubscribe } from './unsubscribe';
import { emailConfirmResponseSchema, unsubscribeResponseSchema } from '@dd/contracts/message';
import { Returns } from '../../common/returns.decorator';

/** The emailed links: confirming a new address, and unsubscribing from promotional email. */
@ApiTags('auth')
@Controller('email')
@Public()
export class EmailController {
  constructor(
    private readonly changes: EmailChangeService,
    private readonly unsubscribe: Unsubscribe,
  ) {}

  @Post('confirm')
  @HttpCode(200)
  @Returns(emailConfirmResponseSchema)
  confirm(@Body(zodBody(emailLinkSchema)) { token }: EmailLinkRequest, @Req() request: Request): Promise<EmailConfirmResponse> {
    return this.changes.confirm(request.ip ?? 'unknown', token);
  }

  /**
   * The page's button sends `{token}`; a mail client's one-click unsubscribe (RFC 8058) POSTs
   * `List-Unsubscribe=One-Click` to the URL in the header, which carries the token in the query.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @Returns(unsubscribeResponseSchema)
  unsubscribeFromPromotions(@Query('token') oneClick: string | undefined, @Body() body: unknown): Promise<UnsubscribeResponse> {
    const { token } = zodBody(emailLinkSchema).transform(oneClick === undefined ? body : { token: oneClick });
    return this.unsubscribe.promotional(token);
  }
}
