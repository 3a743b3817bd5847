import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReplayedRead } from '../platform/cache/replayed-reads';
import { reviewDtoSchema, publicReviewDtoSchema, reviewSchema, type PublicReviewDto, type ReviewDto, type ReviewInput } from '@dd/contracts/review';
import { Public, RequirePermission, CurrentUser } from '../common/access';
import { zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { ReviewsService } from './reviews.service';
import { Returns } from '../common/returns.decorator';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Approved reviews, newest first, with the customer's first name and initial, the package and the car. */
  @Public()
  @ReplayedRead()
  @Get('reviews')
  @Returns([publicReviewDtoSchema])
  list(): Promise<PublicReviewDto[]> {
    return this.reviews.listApproved();
  }

  /** The signed-in customer's own reviews (so booking history knows which details are reviewed). */
  @RequirePermission('customerArea')
  @Get('reviews/mine')
  @Returns([reviewDtoSchema])
  listOwn(@CurrentUser() user: UserEntity): Promise<ReviewDto[]> {
    return this.reviews.listOwn(user);
  }

  /** Only the booking's customer, only once, only when completed (409 NOT_COMPLETED / ALREADY_REVIEWED); starts unapproved. */
  @RequirePermission('customerArea')
  @Post('bookings/:id/review')
  @Returns(reviewDtoSchema)
  create(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(reviewSchema)) body: ReviewInput): Promise<ReviewDto> {
    return this.reviews.create(user, id, body);
  }
}
