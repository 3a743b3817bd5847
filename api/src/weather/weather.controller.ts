import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { RequirePermission } from '../identity/auth/access.decorators';
import { CurrentUser } from '../identity/auth/current-user.decorator';
import type { UserEntity } from '../identity/users/user.entity';
import { WeatherPass } from './weather-pass';

/** Jobs at risk from the weather: every one for the admin, their own for a DAD. */
@ApiTags('weather')
@Controller()
export class WeatherController {
  constructor(private readonly pass: WeatherPass) {}

  @RequirePermission('adminArea')
  @Get('admin/weather')
  all(): Promise<WeatherRiskDto[]> {
    return this.pass.upcoming();
  }

  @RequirePermission('dadArea')
  @Get('dad/weather')
  mine(@CurrentUser() dad: UserEntity): Promise<WeatherRiskDto[]> {
    return this.pass.upcoming(new Date(), dad.id);
  }
}
