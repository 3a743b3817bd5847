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

const reviewFields = {
  id: z.string(),
  bookingId: z.string(),
  /** 1 to 5. */
  rating: z.number().int(),
  comment: z.string().nullable(),
  isVerified: z.boolean(),
  isApproved: z.boolean(),
  createdAt: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string() }),
  booking: z.object({
    package: z.object({ name: z.string() }).nullable(),
    car: z.object({ year: z.number().int(), make: z.string(), model: z.string() }).nullable(),
  }),
  /**
   * Issue 37 (FTC 16 CFR 465): true when the business edited it; `rating` and `comment` are then the
   * edited ones, shown publicly as edited by the business, never as the customer's.
   */
  editedByBusiness: z.boolean().optional(),
};

/** A review (customer-side §3) with the customer's name and the booking's package and car. */
export const reviewDtoSchema = z.object({ ...reviewFields, customerId: z.string(), dadId: z.string().nullable() }).meta({ id: 'Review' });
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** GET /api/admin/reviews: what the customer wrote, and the business's edit (who, when, why). */
export const adminReviewDtoSchema = reviewDtoSchema
  .extend({
    original: z.object({ rating: z.number().int(), comment: z.string().nullable() }),
    edit: z.object({ at: z.string(), by: z.string(), reason: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReviewDto = z.infer<typeof adminReviewDtoSchema>;

/**
 * GET /api/reviews (public, approved only): the same shape without the account ids, and with the
 * customer's last name shortened to its initial ("Sarah M.") so a public page never shows full names.
 */
export const publicReviewDtoSchema = z.object(reviewFields).meta({ id: 'PublicReview' });
export type PublicReviewDto = z.infer<typeof publicReviewDtoSchema>;
