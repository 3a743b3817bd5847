import { z } from 'zod';
import { pageQuerySchema, oneOrAll } from './paging';

/**
 * A customer's requests about their data (CCPA): a download, answered at once, and a deletion, answered
 * by an admin within DELETION_DEADLINE_DAYS.
 */
export const PRIVACY_REQUEST_KINDS = ['export', 'deletion'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** 'erasing' only inside the transaction that carries a deletion out. */
export const PRIVACY_REQUEST_STATUSES = ['open', 'erasing', 'done', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** How long the sign-in log keeps an event (the privacy page; the API's retention job and the log's trigger). */
export const SIGN_IN_LOG_DAYS = 365;

/** How long an email or text sent (or given up on), and a text received, is kept (the privacy page; messaging's retention job). */
export const MESSAGE_DAYS = 730;

/**
 * How long after its date a booking keeps the street address, the customer's notes, where a no-show was
 * recorded and its history's details; the record of the sale stays (the privacy page; bookings' retention job).
 */
export const BOOKING_DETAILS_DAYS = 730;

/** Cal. Civ. Code §1798.130: a business answers a request to delete within 45 days. */
export const DELETION_DEADLINE_DAYS = 45;

export const privacyRequestDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    status: z.enum(PRIVACY_REQUEST_STATUSES),
    /** The customer's name while they have one ("Deleted customer" once the deletion is done). */
    requester: z.string(),
    dueAt: z.string(),
    answeredAt: z.string().nullable(),
    answer: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PrivacyRequest' });
export type PrivacyRequestDto = z.infer<typeof privacyRequestDtoSchema>;

/** GET /api/admin/privacy-requests: oldest due first; `status` one status (default every). */
export const privacyRequestQuerySchema = pageQuerySchema.extend({
  status: oneOrAll(PRIVACY_REQUEST_STATUSES, 'Unknown status'),
});
export type PrivacyRequestQuery = z.output<typeof privacyRequestQuerySchema>;

/** POST /api/admin/privacy-requests/{id}/decline: why (the customer is told). */
export const declinePrivacyRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Please say why the request is declined').max(500, 'Please keep the reason under 500 characters'),
});
export type DeclinePrivacyRequest = z.infer<typeof declinePrivacyRequestSchema>;

/**
 * GET /api/privacy/export: everything the platform holds about the signed-in customer, one section
 * per feature that holds personal data (named by the feature; each a list of rows or an object).
 */
export const privacyExportSchema = z.record(z.string(), z.unknown()).meta({ id: 'PrivacyExport' });
