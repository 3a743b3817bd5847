import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { bookingWeatherDtoSchema, weatherRiskDtoSchema, type BookingWeatherDto, type WeatherRiskDto } from '@dd/contracts/weather';
import { Returns } from '../common/returns.decorator';
import { BookingsService } from '../bookings/bookings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { WeatherPass } from './weather-pass';
import { RequirePermission, CurrentUser } from '../common/access';

/** Jobs at risk from the weather: every one for the admin, their own for a DAD, a customer's booking's own. */
@ApiTags('weather')
@Controller()
export class WeatherController {
  constructor(
    private readonly pass: WeatherPass,
    private readonly bookings: BookingsService,
  ) {}

  /** The booking's risk, if the day-before pass found one; 404 for a booking the customer may not see. */
  @RequirePermission('customerArea')
  @Get('bookings/:id/weather')
  @Returns(bookingWeatherDtoSchema)
  async forBooking(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingWeatherDto> {
    await this.bookings.findVisible(user, id);
    return { risk: await this.pass.forBooking(id) };
  }

  @RequirePermission('adminArea')
  @Get('admin/weather')
  @Returns([weatherRiskDtoSchema])
  all(): Promise<WeatherRiskDto[]> {
    return this.pass.upcoming();
  }

  @RequirePermission('dadArea')
  @Get('dad/weather')
  @Returns([weatherRiskDtoSchema])
  mine(@CurrentUser() dad: UserEntity): Promise<WeatherRiskDto[]> {
    return this.pass.upcoming(new Date(), dad.id);
  }
}
