import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { BookingDto } from '@dd/contracts/booking';
import {
  bookingListQuerySchema,
  createBookingSchema,
  type BookingListQuery,
  type CreateBookingInput,
} from '@dd/contracts/booking.schema';
import { Public, RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { startSession } from '../auth/session';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { BookingsService } from './bookings.service';

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /**
   * Books a detail. Public: a visitor books with the checkout `contact` and is registered and signed
   * in on this request; a signed-in customer books for themselves. The response is the booking.
   */
  @Public()
  @Post()
  create(@Body(zodBody(createBookingSchema)) body: CreateBookingInput, @Req() request: Request): Promise<BookingDto> {
    return this.bookings.create(body, {
      user: (request.user as UserEntity | undefined) ?? null,
      ip: request.ip ?? 'unknown',
      signIn: (user) => startSession(request, user),
    });
  }

  /** The current user's bookings, newest first; `?dadId=` narrows to one DAD's (a DAD: only their own id). */
  @RequirePermission('bookings')
  @Get()
  list(@CurrentUser() user: UserEntity, @Query(new ZodValidationPipe(bookingListQuerySchema)) query: BookingListQuery): Promise<BookingDto[]> {
    return this.bookings.list(user, query);
  }

  @RequirePermission('bookings')
  @Get(':id')
  get(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<BookingDto> {
    return this.bookings.findVisible(user, id);
  }
}
