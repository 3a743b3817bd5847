import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CachedRead, PACKAGE_NAME_AND_CAR } from '../platform/cache/cached-read';
import { CacheVersions } from '../platform/cache/cache-versions';
import { Events } from '../platform/events/events';
import './reviews.events';
import type { PublicReviewDto, ReviewDto, ReviewInput } from '@dd/contracts/review';
import { BookingReads } from '../bookings/booking-reads';
import { BookingErrors } from '../bookings/bookings.errors';
import { conflict } from '../common/api-exception';
import { isUniqueViolation } from '../common/unique-violation';
import type { UserEntity } from '../identity/users/user.entity';
import { ReviewEntity } from './review.entity';
import { toPublicReviewDto, toReviewDto } from './review.mapper';

const RELATIONS = { customer: true, booking: { package: true, car: true } } as const;

@Injectable()
export class ReviewsService {
  /** Cached until a review, or the names, packages and cars they show, change on any instance. */
  private readonly approved: CachedRead<PublicReviewDto[]>;

  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly bookings: BookingReads,
    versions: CacheVersions,
    private readonly events: Events,
  ) {
    this.approved = new CachedRead(versions, ['reviews', 'users.firstName', 'users.lastName', ...PACKAGE_NAME_AND_CAR], () => this.loadApproved());
  }

  /**
   * The customer reviews their own completed booking, once. It is verified (a real job) and starts
   * unapproved: it shows on /reviews once an admin approves it.
   */
  async create(user: UserEntity, bookingId: string, input: ReviewInput): Promise<ReviewDto> {
    const booking = await this.bookings.findOwn(user.id, bookingId);
    if (!booking) throw BookingErrors.notFound();
    if (booking.status !== 'completed') throw conflict('NOT_COMPLETED', 'You can review a detail once it is completed.');
    const review = this.reviews.create({ bookingId, customerId: user.id, dadId: booking.dadId, ...input, isVerified: true, isApproved: false });
    try {
      // The review and what it announces (review.posted: a webhook) commit together.
      await this.reviews.manager.transaction(async (manager) => {
        await manager.insert(ReviewEntity, review);
        await this.events.emit('review.posted', { manager, reviewId: review.id, bookingId, rating: review.rating });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyReviewed();
      throw error;
    }
    return toReviewDto(await this.reviews.findOneOrFail({ where: { id: review.id }, relations: RELATIONS }));
  }

  /** The customer's own reviews, newest first (approved or not). */
  async listOwn(user: UserEntity): Promise<ReviewDto[]> {
    const reviews = await this.reviews.find({ where: { customerId: user.id }, relations: RELATIONS, order: { createdAt: 'DESC', id: 'DESC' } });
    return reviews.map(toReviewDto);
  }

  /** The public reviews: approved only, newest first. */
  listApproved(): Promise<PublicReviewDto[]> {
    return this.approved.get();
  }

  private async loadApproved(): Promise<PublicReviewDto[]> {
    const reviews = await this.reviews.find({
      where: { isApproved: true },
      relations: RELATIONS,
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return reviews.map(toPublicReviewDto);
  }
}

const alreadyReviewed = () => conflict('ALREADY_REVIEWED', 'You have already reviewed this detail.');
