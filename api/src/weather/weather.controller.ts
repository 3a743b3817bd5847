import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { bookingWeatherDtoSchema, weatherRiskDtoSchema, type BookingWeatherDto, type WeatherRiskDto } from '@dd/contracts/weather';
import { bookingSummaryDtoSchema, rescheduleBookingSchema, type BookingSummaryDto } from '@dd/contracts/booking';
import { Returns } from '../common/returns.decorator';
import { zodBody } from '../common/zod-validation.pipe';
import { BookingsService } from '../bookings/bookings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { WeatherPass } from './weather-pass';
import { WeatherChoices } from './weather-choices';
import { RequirePermission, CurrentUser } from '../common/access';

/** Jobs at risk from the weather: every one for the admin, their own for a DAD, a customer's booking's own. */
@ApiTags('weather')
@Controller()
export class WeatherController {
  constructor(
    private readonly pass: WeatherPass,
    private readonly bookings: BookingsService,
    private readonly choices: WeatherChoices,
  ) {}

  /** The booking's risk, if the day-before pass found one; 404 for a booking the customer may not see. */
  @RequirePermission('customerArea')
  @Get('bookings/:id/weather')
  @Returns(bookingWeatherDtoSchema)
  async forBooking(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingWeatherDto> {
    await this.bookings.findVisible(user, id);
    return { risk: await this.pass.forBooking(id) };
  }

  /** The customer keeps the flagged job as it is. */
  @RequirePermission('customerArea')
  @Post('bookings/:id/weather/keep')
  @HttpCode(200)
  @Returns(weatherRiskDtoSchema)
  keep(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<WeatherRiskDto> {
    return this.choices.keep(user, id);
  }

  /** The customer moves the flagged job to a window of its availability (GET /api/bookings/{id}/availability): no fee, no policy window. */
  @RequirePermission('customerArea')
  @Post('bookings/:id/weather/move')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  move(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(rescheduleBookingSchema)) body: { scheduledDate: string }): Promise<BookingSummaryDto> {
    return this.choices.move(user, id, body.scheduledDate);
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
