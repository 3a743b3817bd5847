import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicReviewDto } from '@dd/contracts/review';
import { Public } from '../auth/access.decorators';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Approved reviews, newest first, with the customer's first name and initial, the package and the car. */
  @Public()
  @Get()
  list(): Promise<PublicReviewDto[]> {
    return this.reviews.listApproved();
  }
}
