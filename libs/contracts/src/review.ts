import { z } from 'zod';

/** POST /api/bookings/{id}/review: a rating of 1 to 5 stars and an optional comment. */
export const reviewSchema = z.object({
  rating: z.number({ error: 'Please choose a rating from 1 to 5 stars' }).int('Please choose a rating from 1 to 5 stars').min(1, 'Please choose a rating from 1 to 5 stars').max(5, 'Please choose a rating from 1 to 5 stars'),
  comment: z
    .string()
    .trim()
    .max(2000, 'Your comment must be at most 2000 characters')
    .nullish()
    .transform((text) => text || null),
});
export type ReviewRequest = z.input<typeof reviewSchema>;
export type ReviewInput = z.output<typeof reviewSchema>;

/** A review (customer-side §3) with the customer's name and the booking's package and car. */
export interface ReviewDto {
  id: string;
  bookingId: string;
  customerId: string;
  dadId: string | null;
  /** 1 to 5. */
  rating: number;
  comment: string | null;
  isVerified: boolean;
  isApproved: boolean;
  createdAt: string;
  customer: { firstName: string; lastName: string };
  booking: {
    package: { name: string } | null;
    car: { year: number; make: string; model: string } | null;
  };
  /**
   * Issue 37 (FTC 16 CFR 465): true when the business edited it; `rating` and `comment` are then the
   * edited ones, shown publicly as edited by the business, never as the customer's.
   */
  editedByBusiness?: boolean;
}

/** GET /api/admin/reviews: what the customer wrote, and the business's edit (who, when, why). */
export interface AdminReviewDto extends ReviewDto {
  original: { rating: number; comment: string | null };
  edit: { at: string; by: string; reason: string | null } | null;
}

/**
 * GET /api/reviews (public, approved only): the same shape without the account ids, and with the
 * customer's last name shortened to its initial ("Sarah M.") so a public page never shows full names.
 */
export type PublicReviewDto = Omit<ReviewDto, 'customerId' | 'dadId'>;
