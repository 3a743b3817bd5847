import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-forms';
import { oneOrAll, pageQuerySchema } from './paging';

/** The admin's reviews (dad-and-admin §3): the list's filters, edit and approval. */

/** GET /api/admin/reviews: status and rating filters. */
export const adminReviewQuerySchema = pageQuerySchema.extend({
  status: oneOrAll(['approved', 'pending'], 'Status must be all, approved or pending'),
  rating: z.coerce.number({ error: ADMIN_MESSAGES.rating }).int(ADMIN_MESSAGES.rating).min(1, ADMIN_MESSAGES.rating).max(5, ADMIN_MESSAGES.rating).optional(),
});
export type AdminReviewQuery = z.output<typeof adminReviewQuerySchema>;

/** PATCH /api/admin/reviews/{id}: edit (rating, comment, isApproved) or approve (isApproved alone). */
export const updateReviewSchema = z
  .object({
    rating: z.number({ error: ADMIN_MESSAGES.rating }).int(ADMIN_MESSAGES.rating).min(1, ADMIN_MESSAGES.rating).max(5, ADMIN_MESSAGES.rating),
    comment: z
      .string()
      .trim()
      .max(2000, 'Comment must be at most 2000 characters')
      .nullable()
      .transform((v) => v || null),
    isApproved: z.boolean({ error: 'isApproved must be true or false' }),
    /** Why the customer's rating or words are changed (required then; kept with the edit). */
    editReason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .partial();
export type UpdateReviewInput = z.output<typeof updateReviewSchema>;

export const REVIEW_EDIT_MESSAGES = {
  reasonRequired: 'Say why you are changing what the customer wrote',
};
