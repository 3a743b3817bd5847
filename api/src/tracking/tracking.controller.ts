import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { calendarDate } from '@dd/domain/time-windows';
import { dadPositionSchema, trackingDtoSchema, trackingEstimateDtoSchema, type DadPositionRequest, type TrackingDto, type TrackingEstimateDto } from '@dd/contracts/tracking';
import { CurrentUser, Public, RequirePermission } from '../common/access';
import { Returns } from '../common/returns.decorator';
import { zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { LateWarnings } from './late-warnings';
import { TrackingService } from './tracking.service';

/** The customer's tracking link (issue 43): no sign-in, the signed token is the key. Never cached: it changes as the DAD drives. */
@ApiTags('tracking')
@Controller('track')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  /** The page: the DAD's first name and photo, the car, the window and the estimate. 404 TRACKING_LINK_INVALID, 410 TRACKING_LINK_EXPIRED. */
  @Public()
  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @Returns(trackingDtoSchema)
  page(@Param('token') token: string): Promise<TrackingDto> {
    return this.tracking.page(token);
  }

  /** The estimate alone, which the page polls. */
  @Public()
  @Get(':token/estimate')
  @Header('Cache-Control', 'no-store')
  @Returns(trackingEstimateDtoSchema)
  estimate(@Param('token') token: string): Promise<TrackingEstimateDto> {
    return this.tracking.estimate(token);
  }
}

@ApiTags('dad')
@Controller('dad')
@RequirePermission('dadArea')
export class DadPositionController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly late: LateWarnings,
  ) {}

  /** The DAD's phone between On my way and I'm Here (409 NOT_ON_THE_WAY otherwise): the customer's estimate, and the day rechecked for lateness. */
  @Post('bookings/:id/position')
  @HttpCode(200)
  @Returns(trackingEstimateDtoSchema)
  async position(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(dadPositionSchema)) body: DadPositionRequest): Promise<TrackingEstimateDto> {
    const now = new Date();
    const link = await this.tracking.position(dad, id, body, now);
    await this.late.recheckQuietly(dad.id, calendarDate(link.windowEnd), now);
    return { state: link.state, expectedAt: link.expectedAt!.toISOString(), late: link.expectedAt!.getTime() > link.windowEnd.getTime(), updatedAt: now.toISOString() };
  }
}
