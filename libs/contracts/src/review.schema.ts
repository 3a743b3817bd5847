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
