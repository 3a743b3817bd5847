import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { bookingManageOptionsDtoSchema, bookingEventDtoSchema, bookingPriceLinesSchema, bookingDetailDtoSchema, bookingSummaryDtoSchema, bookingListQuerySchema, bookingQuoteSchema, createBookingSchema, rescheduleBookingSchema, type BookingSummaryDto, type BookingEventDto, type BookingListQuery, type BookingManageOptionsDto, type BookingPriceLines, type BookingQuoteQuery, type BookingDetailDto, type CreateBookingInput, cancelBookingSchema } from '@dd/contracts/booking';
import { bookingAvailabilityQuerySchema, type AvailabilityResponse, type BookingAvailabilityQuery } from '@dd/contracts/availability';
import { Public, RequirePermission, CurrentUser } from '../common/access';
import { startSession } from '../identity/auth/session';
import type { PagedList } from '../common/paging';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { BookingChangesService } from './booking-changes.service';
import { BookingCheckout } from './booking-checkout';
import { BookingEvents } from './booking-events';
import { BookingsService } from './bookings.service';
import { ReplayedRead } from '../platform/cache/replayed-reads';
import { Returns } from '../common/returns.decorator';
import { availabilityResponseSchema } from '@dd/contracts/availability';

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly checkout: BookingCheckout,
    private readonly changes: BookingChangesService,
    private readonly events: BookingEvents,
  ) {}

  /**
   * Books a detail. Public: a visitor books with the checkout `contact` and is registered and signed
   * in on this request; a signed-in customer books for themselves. The response is the booking.
   */
  @Public()
  @Post()
  @Returns(bookingSummaryDtoSchema)
  create(@Body(zodBody(createBookingSchema)) body: CreateBookingInput, @Req() request: Request): Promise<BookingSummaryDto> {
    return this.checkout.create(body, {
      user: (request.user as UserEntity | undefined) ?? null,
      ip: request.ip ?? 'unknown',
      signIn: (user) => startSession(request, user),
    });
  }

  /** The current user's bookings, latest appointment first, paged (X-Total-Count, Link); `?dadId=` narrows to one DAD's (a DAD: only their own id). */
  @RequirePermission('bookings')
  @ReplayedRead()
  @Get()
  @Returns([bookingSummaryDtoSchema])
  list(@CurrentUser() user: UserEntity, @Query(new ZodValidationPipe(bookingListQuerySchema)) query: BookingListQuery): Promise<PagedList<BookingSummaryDto>> {
    return this.bookings.list(user, query);
  }

  /** The price lines the server would charge now (tier benefit, reward credit), for the wizard's summary. */
  @Public()
  @Get('quote')
  @Returns(bookingPriceLinesSchema)
  quote(@Query(new ZodValidationPipe(bookingQuoteSchema)) query: BookingQuoteQuery, @Req() request: Request): Promise<BookingPriceLines> {
    return this.checkout.quote((request.user as UserEntity | undefined) ?? null, query);
  }

  @RequirePermission('bookings')
  @Get(':id')
  @Returns(bookingDetailDtoSchema)
  get(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingDetailDto> {
    return this.bookings.findVisible(user, id);
  }

  /** A printable receipt of a completed booking: price lines, payment status, the card and when it was charged. */
  @RequirePermission('bookings')
  @Get(':id/receipt')
  @Returns(bookingDetailDtoSchema)
  receipt(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingDetailDto> {
    return this.bookings.receipt(user, id);
  }

  /** What the customer's Manage dialog may offer now (reschedule, cancel, the cancellation policy). */
  @RequirePermission('customerArea')
  @Get(':id/manage')
  @Returns(bookingManageOptionsDtoSchema)
  manage(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingManageOptionsDto> {
    return this.changes.manageOptions(user, id);
  }

  /** The windows the customer's booking could move to: for the whole booking (every vehicle's package and add-ons), its own time not counted against it. */
  @RequirePermission('customerArea')
  @Get(':id/availability')
  @Returns(availabilityResponseSchema)
  availability(@CurrentUser() user: UserEntity, @Param('id') id: string, @Query(new ZodValidationPipe(bookingAvailabilityQuerySchema)) query: BookingAvailabilityQuery): Promise<AvailabilityResponse> {
    return this.changes.rescheduleWindows(user, id, query);
  }

  /** Moves the customer's pending or confirmed booking to another available window. */
  @RequirePermission('customerArea')
  @Post(':id/reschedule')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  reschedule(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(rescheduleBookingSchema)) body: { scheduledDate: string }): Promise<BookingSummaryDto> {
    return this.changes.reschedule(user, id, body.scheduledDate);
  }

  /**
   * The customer cancels; free until cancellationPolicyHours before the start. Later: 409 with the
   * policy, and the late-cancellation fee when one applies (`lateCancelFee`); `{ acceptFee: true }`
   * then cancels and charges it.
   */
  @RequirePermission('customerArea')
  @Post(':id/cancel')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  cancel(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(cancelBookingSchema)) body: { acceptFee?: boolean }): Promise<BookingSummaryDto> {
    return this.changes.cancel(user, id, body.acceptFee === true);
  }

  /** Every change to the booking, oldest first, for its customer, its DAD and admins. */
  @RequirePermission('bookings')
  @Get(':id/events')
  @Returns([bookingEventDtoSchema])
  listEvents(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingEventDto[]> {
    return this.events.list(user, id);
  }
}
