import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReplayedRead } from '../platform/cache/replayed-reads';
import { validateAddressSchema, type ValidateAddressRequest } from '@dd/contracts/booking';
import type { PublicSettingsDto, ValidateAddressResponse } from '@dd/contracts/settings';
import { Public } from '../common/access';
import { zodBody } from '../common/zod-validation.pipe';
import { SettingsService } from './settings.service';
import { publicSettingsDtoSchema, validateAddressResponseSchema } from '@dd/contracts/settings-dto';
import { Returns } from '../common/returns.decorator';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** What the public pages and the booking wizard need: service area, hours, booking rules. */
  @Public()
  @ReplayedRead()
  @Get('settings/public')
  @Returns(publicSettingsDtoSchema)
  getPublic(): Promise<PublicSettingsDto> {
    return this.settings.getPublic();
  }

  /** Wizard step 3: is this ZIP code served? (A question, not a change: 200.) */
  @Public()
  @Post('validate-address')
  @HttpCode(200)
  @Returns(validateAddressResponseSchema)
  async validateAddress(@Body(zodBody(validateAddressSchema)) body: ValidateAddressRequest): Promise<ValidateAddressResponse> {
    return { isInServiceArea: await this.settings.isInServiceArea(body.zipCode) };
  }
}
