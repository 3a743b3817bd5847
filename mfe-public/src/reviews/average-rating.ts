import type { PublicReviewDto } from '@dd/contracts/review';

/** The average of the ratings to one decimal ("4.5"), as the spec shows it (§9); null without reviews. */
export function averageRating(reviews: readonly Pick<PublicReviewDto, 'rating'>[]): string | null {
  if (!reviews.length) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return (Math.round((sum / reviews.length) * 10) / 10).toFixed(1);
}
