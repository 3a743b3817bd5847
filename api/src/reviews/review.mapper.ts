import type { PublicReviewDto, ReviewDto } from '@dd/contracts/review';
import type { ReviewEntity } from './review.entity';

/** Expects customer and booking (with package and car) loaded. */
export function toReviewDto(review: ReviewEntity): ReviewDto {
  const { customer, booking } = review;
  const car = booking?.car;
  return {
    id: review.id,
    bookingId: review.bookingId,
    customerId: review.customerId,
    dadId: review.dadId,
    rating: review.rating,
    comment: review.comment,
    isVerified: review.isVerified,
    isApproved: review.isApproved,
    createdAt: review.createdAt.toISOString(),
    customer: { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' },
    booking: {
      package: booking?.package ? { name: booking.package.name } : null,
      car: car ? { year: car.year, make: car.make, model: car.model } : null,
    },
  };
}

/** The public listing: no account ids, and the last name as its initial ("Miller" -> "M."). */
export function toPublicReviewDto(review: ReviewEntity): PublicReviewDto {
  const { customerId: _customerId, dadId: _dadId, ...dto } = toReviewDto(review);
  const initial = dto.customer.lastName.trim().charAt(0).toUpperCase();
  return { ...dto, customer: { firstName: dto.customer.firstName, lastName: initial ? `${initial}.` : '' } };
}
