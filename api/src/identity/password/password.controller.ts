import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordRequest, type ResetPasswordRequest } from '@dd/contracts/message';
import { Public } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import { PasswordService } from './password.service';
import { messageResponseSchema } from '@dd/contracts/message';
import { Returns } from '../../common/returns.decorator';

@ApiTags('auth')
@Controller('password')
@Public()
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  @Post('forgot')
  @HttpCode(200)
  @Returns(messageResponseSchema)
  forgot(@Body(zodBody(forgotPasswordSchema)) body: ForgotPasswordRequest, @Req() request: Request): Promise<{ message: string }> {
    return this.passwords.forgot(request.ip ?? 'unknown', body);
  }

  @Post('reset')
  @HttpCode(200)
  @Returns(messageResponseSchema)
  reset(@Body(zodBody(resetPasswordSchema)) body: ResetPasswordRequest, @Req() request: Request): Promise<{ message: string }> {
    return this.passwords.reset(request.ip ?? 'unknown', body);
  }
}
