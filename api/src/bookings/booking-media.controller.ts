import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { bookingMediaDtoSchema, bookingMediaQuerySchema, linkBookingMediaSchema, type BookingMediaDto, type BookingMediaQuery, type LinkBookingMediaRequest } from '@dd/contracts/image';
import { RequirePermission, CurrentUser } from '../common/access';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { BookingMediaService } from './booking-media.service';
import { Returns } from '../common/returns.decorator';

@ApiTags('bookings')
@Controller('bookings/:id/media')
export class BookingMediaController {
  constructor(private readonly media: BookingMediaService) {}

  /** The booking's photos, oldest first; `?type=before|after` narrows them. */
  @RequirePermission('images')
  @Get()
  @Returns([bookingMediaDtoSchema])
  list(
    @CurrentUser() user: UserEntity,
    @Param('id') bookingId: string,
    @Query(new ZodValidationPipe(bookingMediaQuerySchema)) query: BookingMediaQuery,
  ): Promise<BookingMediaDto[]> {
    return this.media.list(user, bookingId, query);
  }

  /** Links an uploaded image (POST /api/images first) as a before or after photo. */
  @RequirePermission('jobPhotos')
  @Post('link')
  @Returns(bookingMediaDtoSchema)
  link(@CurrentUser() user: UserEntity, @Param('id') bookingId: string, @Body(zodBody(linkBookingMediaSchema)) body: LinkBookingMediaRequest): Promise<BookingMediaDto> {
    return this.media.link(user, bookingId, body);
  }
}
