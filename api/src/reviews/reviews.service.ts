import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CachedRead } from '../cache/cached-read';
import { CacheVersions } from '../cache/cache-versions';
import type { PublicReviewDto } from '@dd/contracts/review';
import { ReviewEntity } from './review.entity';
import { toPublicReviewDto } from './review.mapper';

@Injectable()
export class ReviewsService {
  /** Cached until a review, or the names, packages and cars they show, change on any instance. */
  private readonly approved: CachedRead<PublicReviewDto[]>;

  constructor(@InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>, versions: CacheVersions) {
    this.approved = new CachedRead(versions, ['reviews', 'users', 'packages', 'cars'], () => this.loadApproved());
  }

  /** The public reviews: approved only, newest first. */
  listApproved(): Promise<PublicReviewDto[]> {
    return this.approved.get();
  }

  private async loadApproved(): Promise<PublicReviewDto[]> {
    const reviews = await this.reviews.find({
      where: { isApproved: true },
      relations: { customer: true, booking: { package: true, car: true } },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return reviews.map(toPublicReviewDto);
  }
}
