import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  availabilityQuerySchema,
  specificDateAvailabilitySchema,
  weeklyAvailabilitySchema,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type SpecificDateAvailabilityDto,
  type SpecificDateAvailabilityRequest,
  type WeeklyAvailabilityDto,
  type WeeklyAvailabilityRequest,
} from '@dd/contracts/availability';
import { Public, RequirePermission, CurrentUser } from '../common/access';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { AvailabilityService } from './availability.service';
import { DadAvailabilityService } from './dad-availability.service';
import { availabilityResponseSchema, specificDateAvailabilityDtoSchema, weeklyAvailabilityDtoSchema } from '@dd/contracts/availability';
import { Returns } from '../common/returns.decorator';

@ApiTags('availability')
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  /** Every arrival window of the range (at most 62 days), available or not and why, for the package's duration. */
  @Public()
  @Get()
  @Returns(availabilityResponseSchema)
  get(@Query(new ZodValidationPipe(availabilityQuerySchema)) query: AvailabilityQuery): Promise<AvailabilityResponse> {
    return this.availability.forRange(query);
  }
}

/** dad-and-admin §7: a DAD's own availability; every call acts on the signed-in DAD only. */
@ApiTags('dad')
@Controller('dad/availability')
@RequirePermission('dadArea')
export class DadAvailabilityController {
  constructor(private readonly availability: DadAvailabilityService) {}

  @Get('weekly')
  @Returns([weeklyAvailabilityDtoSchema])
  weekly(@CurrentUser() dad: UserEntity): Promise<WeeklyAvailabilityDto[]> {
    return this.availability.getWeekly(dad.id);
  }

  @Put('weekly')
  @Returns([weeklyAvailabilityDtoSchema])
  replaceWeekly(@CurrentUser() dad: UserEntity, @Body(zodBody(weeklyAvailabilitySchema)) body: WeeklyAvailabilityRequest): Promise<WeeklyAvailabilityDto[]> {
    return this.availability.replaceWeekly(dad.id, body);
  }

  @Get('specific-dates')
  @Returns([specificDateAvailabilityDtoSchema])
  specificDates(@CurrentUser() dad: UserEntity): Promise<SpecificDateAvailabilityDto[]> {
    return this.availability.getSpecific(dad.id);
  }

  @Post('specific-dates')
  @Returns(specificDateAvailabilityDtoSchema)
  addSpecificDate(
    @CurrentUser() dad: UserEntity,
    @Body(zodBody(specificDateAvailabilitySchema)) body: SpecificDateAvailabilityRequest,
  ): Promise<SpecificDateAvailabilityDto> {
    return this.availability.addSpecific(dad.id, body);
  }

  @Delete('specific-dates/:id')
  @HttpCode(204)
  removeSpecificDate(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<void> {
    return this.availability.removeSpecific(dad.id, id);
  }
}
