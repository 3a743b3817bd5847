import type { AdminReviewDto, PublicReviewDto, ReviewDto } from '@dd/contracts/review';
import type { ReviewEntity } from './review.entity';

/**
 * Expects customer and booking (with package and car) loaded. An edited review answers the business's
 * edit, flagged editedByBusiness (issue 37): never the edit as if the customer wrote it.
 */
export function toReviewDto(review: ReviewEntity): ReviewDto {
  const edited = review.editedAt != null;
  const { customer, booking } = review;
  const car = booking?.car;
  return {
    id: review.id,
    bookingId: review.bookingId,
    customerId: review.customerId,
    dadId: review.dadId,
    rating: edited ? review.editedRating! : review.rating,
    comment: edited ? review.editedComment : review.comment,
    isVerified: review.isVerified,
    isApproved: review.isApproved,
    createdAt: review.createdAt.toISOString(),
    customer: { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' },
    booking: {
      package: booking?.package ? { name: booking.package.name } : null,
      car: car ? { year: car.year, make: car.make, model: car.model } : null,
    },
    editedByBusiness: edited,
  };
}

/** The admin's view: also what the customer wrote, and who edited it, when and why (editedBy mapped). */
export function toAdminReviewDto(review: ReviewEntity): AdminReviewDto {
  const editor = review.editedBy;
  return {
    ...toReviewDto(review),
    original: { rating: review.rating, comment: review.comment },
    edit: review.editedAt ? { at: review.editedAt.toISOString(), by: editor ? `${editor.firstName} ${editor.lastName}` : 'A former admin', reason: review.editReason } : null,
  };
}

/** The public listing: no account ids, and the last name as its initial ("Miller" -> "M."). */
export function toPublicReviewDto(review: ReviewEntity): PublicReviewDto {
  const { customerId: _customerId, dadId: _dadId, ...dto } = toReviewDto(review);
  const initial = dto.customer.lastName.trim().charAt(0).toUpperCase();
  return { ...dto, customer: { firstName: dto.customer.firstName, lastName: initial ? `${initial}.` : '' } };
}
