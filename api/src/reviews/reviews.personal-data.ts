import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { ReviewEntity } from './review.entity';

/** The customer's reviews: public words under their name, so a deletion removes them. */
@HoldsPersonalData({ tables: ['reviews'] })
@Injectable()
export class ReviewsPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const reviews = await manager.find(ReviewEntity, { where: { customerId: userId }, order: { createdAt: 'ASC' } });
    return {
      reviews: reviews.map(({ bookingId, rating, comment, editedRating, editedComment, editReason, isApproved, createdAt }) => ({ bookingId, rating, comment, editedRating, editedComment, editReason, isApproved, createdAt })),
    };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    await manager.delete(ReviewEntity, { customerId: userId });
    return [];
  }
}
