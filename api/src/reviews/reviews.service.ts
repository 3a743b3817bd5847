import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PublicReviewDto } from '@dd/contracts/review';
import { ReviewEntity } from './review.entity';
import { toPublicReviewDto } from './review.mapper';

@Injectable()
export class ReviewsService {
  constructor(@InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>) {}

  /** The public reviews: approved only, newest first. */
  async listApproved(): Promise<PublicReviewDto[]> {
    const reviews = await this.reviews.find({
      where: { isApproved: true },
      relations: { customer: true, booking: { package: true, car: true } },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return reviews.map(toPublicReviewDto);
  }
}
