import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { bookingDetailDtoSchema, bookingSummaryDtoSchema, jobSessionDtoSchema, noShowSchema, type BookingDetailDto, type BookingSummaryDto, type JobSessionDto, type NoShowBody } from '@dd/contracts/booking';
import { routeQuerySchema, type DadRouteDto, type RouteQuery } from '@dd/contracts/dispatch';
import { calendarDate } from '@dd/domain/time-windows';
import { DispatchService } from '../scheduling/dispatch.service';
import {
  dadBookingsQuerySchema,
  dadCustomersQuerySchema,
  onMyWaySchema,
  startSessionSchema,
  type DadBookingsQuery,
  type DadCustomersQuery,
  type DadCustomerSummaryDto,
  type DadSummaryDto,
  type OnMyWayDto,
  type OnMyWayRequest,
  type StartSessionRequest,
} from '@dd/contracts/dad';
import { RequirePermission, CurrentUser } from '../common/access';
import type { PagedList } from '../common/paging';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { DadBookingsService } from './dad-bookings.service';
import { DadCustomersService } from './dad-customers.service';
import { JobSessionsService } from './job-sessions.service';
import { ReplayedRead } from '../platform/cache/replayed-reads';
import { Returns } from '../common/returns.decorator';
import { dadCustomerSummaryDtoSchema, dadSummaryDtoSchema, onMyWayDtoSchema } from '@dd/contracts/dad';
import { dadRouteDtoSchema } from '@dd/contracts/dispatch';

@ApiTags('dad')
@Controller('dad')
@RequirePermission('dadArea')
export class DadController {
  constructor(
    private readonly bookings: DadBookingsService,
    private readonly sessions: JobSessionsService,
    private readonly customers: DadCustomersService,
    private readonly dispatch: DispatchService,
  ) {}

  /** The DAD's day as a route (issue 27): stops in order, drives, planned and expected arrivals, at-risk stops, their coverage. */
  @Get('route')
  @Returns(dadRouteDtoSchema)
  route(@CurrentUser() dad: UserEntity, @Query(new ZodValidationPipe(routeQuerySchema)) query: RouteQuery): Promise<DadRouteDto> {
    return this.dispatch.dadRoute(dad.id, query.date ?? calendarDate(new Date()));
  }

  /** The bookings assigned to the signed-in DAD, soonest first; `?date=YYYY-MM-DD` for one day (the dashboard's today). */
  @ReplayedRead()
  @Get('bookings')
  @Returns([bookingDetailDtoSchema])
  bookingsOfDad(@CurrentUser() dad: UserEntity, @Query(new ZodValidationPipe(dadBookingsQuerySchema)) query: DadBookingsQuery): Promise<BookingDetailDto[]> {
    return this.bookings.list(dad, query);
  }

  /** One assigned booking: the job sheet. */
  @Get('bookings/:id')
  @Returns(bookingDetailDtoSchema)
  booking(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<BookingDetailDto> {
    return this.bookings.one(dad, id);
  }

  /** The dashboard's figures, each computed (null when there is no data for it yet). */
  @Get('summary')
  @Returns(dadSummaryDtoSchema)
  summary(@CurrentUser() dad: UserEntity): Promise<DadSummaryDto> {
    return this.bookings.summary(dad);
  }

  /** 404 until the job is started (the spec's "not-started"). */
  @Get('bookings/:id/session')
  @Returns(jobSessionDtoSchema)
  session(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<JobSessionDto> {
    return this.sessions.get(dad, id);
  }

  /** On my way (issue 43): the customer is told once, with the expected arrival. */
  @Post('bookings/:id/on-my-way')
  @HttpCode(200)
  @Returns(onMyWayDtoSchema)
  onMyWay(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(onMyWaySchema)) body: OnMyWayRequest): Promise<OnMyWayDto> {
    return this.sessions.onMyWay(dad, id, body);
  }

  /** I'm Here: confirmed -> in_progress; a repeat answers the same session. */
  @Post('bookings/:id/start')
  @HttpCode(200)
  @Returns(jobSessionDtoSchema)
  start(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(startSessionSchema)) body: StartSessionRequest): Promise<JobSessionDto> {
    return this.sessions.start(dad, id, body);
  }

  /** I'm Finished: in_progress -> completed (needs a before photo); a repeat changes nothing. */
  @Post('bookings/:id/complete')
  @HttpCode(200)
  @Returns(jobSessionDtoSchema)
  complete(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<JobSessionDto> {
    return this.sessions.complete(dad, id);
  }

  /** Customer not here (after I'm Here, with a before photo): the booking closes as a no-show and the no-show fee is charged. */
  @Post('bookings/:id/no-show')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  noShow(@CurrentUser() dad: UserEntity, @Param('id') id: string, @Body(zodBody(noShowSchema)) body: NoShowBody): Promise<BookingSummaryDto> {
    return this.sessions.noShow(dad, id, body);
  }

  /** My Customers, paged (X-Total-Count, Link); `q` searches the full name. */
  @Get('customers')
  @Returns([dadCustomerSummaryDtoSchema])
  customersOfDad(@CurrentUser() dad: UserEntity, @Query(new ZodValidationPipe(dadCustomersQuerySchema)) query: DadCustomersQuery): Promise<PagedList<DadCustomerSummaryDto>> {
    return this.customers.list(dad, query);
  }
}
