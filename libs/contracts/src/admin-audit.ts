import { z } from 'zod';
import { pageQuerySchema } from './paging';

/** The admin audit log: what the admins changed. */

/** What the admin audit log records changes to (a booking: its refunds; other booking changes are in booking_events). */
export const ADMIN_AUDIT_ENTITY_TYPES = ['package', 'add_on', 'settings', 'dad', 'review', 'booking', 'privacy_request', 'api_key', 'webhook_endpoint'] as const;
export type AdminAuditEntityType = (typeof ADMIN_AUDIT_ENTITY_TYPES)[number];

/** GET /api/admin/audit: the recorded admin changes, newest first. */
export const adminAuditQuerySchema = pageQuerySchema.extend({
  entityType: z.enum(ADMIN_AUDIT_ENTITY_TYPES, { error: 'Unknown entity type' }).optional(),
  entityId: z.string().max(36).optional(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** One recorded admin change (admin_audit): who, when, what. */
export const adminAuditDtoSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(ADMIN_AUDIT_ENTITY_TYPES),
    entityId: z.string(),
    action: z.string(),
    actor: z.object({ id: z.string().nullable(), firstName: z.string(), lastName: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminAudit' });
export type AdminAuditDto = z.infer<typeof adminAuditDtoSchema>;
