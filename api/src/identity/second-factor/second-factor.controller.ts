import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { secondFactorCodeSchema, type RecoveryCodesDto, type TotpSetupDto } from '@dd/contracts/second-factor';
import { BeforeSecondFactor, RequirePermission, CurrentUser, StepUp } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { SecondFactorService } from './second-factor.service';
import { recoveryCodesDtoSchema, totpSetupDtoSchema } from '@dd/contracts/second-factor';
import { Returns } from '../../common/returns.decorator';

/** Setting up two-step sign-in; open to an admin who has none yet (they can do nothing else until then). */
@ApiTags('auth')
@Controller('account/second-factor')
@RequirePermission('account')
@BeforeSecondFactor()
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @StepUp()
  @Post('totp')
  @HttpCode(200)
  @Returns(totpSetupDtoSchema)
  begin(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<TotpSetupDto> {
    return this.secondFactor.beginTotp(request, user);
  }

  @StepUp()
  @Post('totp/confirm')
  @HttpCode(200)
  @Returns(recoveryCodesDtoSchema)
  confirm(@CurrentUser() user: UserEntity, @Req() request: Request, @Body(zodBody(secondFactorCodeSchema)) body: { code: string }): Promise<RecoveryCodesDto> {
    return this.secondFactor.confirmTotp(request, user, body.code);
  }
}
