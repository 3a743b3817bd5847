import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminBookingQuerySchema,
  adminBookingUpdateSchema,
  reassignBookingSchema,
  reassignChoicesDtoSchema,
  type AdminBookingQuery,
  type AdminBookingUpdate,
  type AdminCancelOptionsDto,
  type FreeDadDto,
  type ReassignBookingRequest,
  type ReassignChoicesDto,
} from '@dd/contracts/admin-bookings';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { AcceptsApiKey, RequirePermission, CurrentUser, StepUp } from '../../common/access';
import { BookingChangesService } from '../booking-changes.service';
import type { PagedList } from '../../common/paging';
import { ZodValidationPipe, zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { AdminBookingsService } from './admin-bookings.service';
import { bookingSummaryDtoSchema } from '@dd/contracts/booking';
import { Returns } from '../../common/returns.decorator';
import { adminCancelOptionsDtoSchema, freeDadDtoSchema } from '@dd/contracts/admin-bookings';

@ApiTags('admin')
@Controller('admin/bookings')
@RequirePermission('adminArea')
export class AdminBookingsController {
  constructor(
    private readonly bookings: AdminBookingsService,
    private readonly changes: BookingChangesService,
  ) {}

  /** Paged (X-Total-Count, Link); `q` a customer's name or email, a booking id or its reference; `status`. */
  @Get()
  @AcceptsApiKey('bookings:read')
  @Returns([bookingSummaryDtoSchema])
  list(@Query(new ZodValidationPipe(adminBookingQuerySchema)) query: AdminBookingQuery): Promise<PagedList<BookingSummaryDto>> {
    return this.bookings.list(query);
  }

  /**
   * dad-and-admin §7: `status` (confirm a pending booking, cancel one not yet started) or
   * `paymentStatus: captured`. Step-up when it takes money: a capture, or a late-cancellation fee.
   */
  @StepUp((request) => typeof request.body === 'object' && request.body !== null && ('paymentStatus' in request.body || request.body.lateCancelFee === true))
  @Put(':id')
  @Returns(bookingSummaryDtoSchema)
  update(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(adminBookingUpdateSchema)) body: AdminBookingUpdate): Promise<BookingSummaryDto> {
    return this.changes.adminUpdate(admin, id, body);
  }

  /** What cancelling the booking now would cost its customer (the late-cancellation fee an admin may take, if any). */
  @Get(':id/cancel-options')
  @Returns(adminCancelOptionsDtoSchema)
  cancelOptions(@Param('id') id: string): Promise<AdminCancelOptionsDto> {
    return this.changes.adminCancelOptions(id);
  }

  /** The customer was not there: the booking closes as a no-show and the no-show fee is taken from the hold (step-up: it charges a card). */
  @StepUp()
  @Post(':id/no-show')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  noShow(@CurrentUser() admin: UserEntity, @Param('id') id: string): Promise<BookingSummaryDto> {
    return this.changes.noShow(admin, id);
  }

  /** The DADs the booking can be reassigned to (empty when none is free or it can no longer move). */
  @Get(':id/reassign-options')
  @Returns([freeDadDtoSchema])
  reassignOptions(@Param('id') id: string): Promise<FreeDadDto[]> {
    return this.changes.reassignOptions(id);
  }

  /** Every other active DAD: those free for the booking (as reassign-options) and those not, each with why (both empty once it started). */
  @Get(':id/reassign-choices')
  @Returns(reassignChoicesDtoSchema)
  reassignChoices(@Param('id') id: string): Promise<ReassignChoicesDto> {
    return this.changes.reassignChoices(id);
  }

  /** Gives the booking to another DAD who is free for its window. */
  @Post(':id/reassign')
  @HttpCode(200)
  @Returns(bookingSummaryDtoSchema)
  reassign(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(reassignBookingSchema)) body: ReassignBookingRequest): Promise<BookingSummaryDto> {
    return this.changes.reassign(admin, id, body.dadId);
  }
}
