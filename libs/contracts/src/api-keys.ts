import { z } from 'zod';

/**
 * API keys for other software (issue 39): an admin makes a key with scopes; the software sends it as
 * `Authorization: Bearer <key>` on the read routes its scopes name. Shown once, kept hashed.
 */
export const API_KEY_SCOPES = ['bookings:read', 'customers:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How many calls one key may make per minute, across every API instance. */
export const API_KEY_CALLS_PER_MINUTE = 120;

/** POST /api/admin/api-keys */
export const createApiKeySchema = z.object({
  name: z.string({ error: 'Name the key' }).trim().min(1, 'Name the key').max(60, 'Name must be at most 60 characters'),
  scopes: z.array(z.enum(API_KEY_SCOPES, { error: 'Unknown scope' }), { error: 'Choose at least one scope' }).min(1, 'Choose at least one scope').max(API_KEY_SCOPES.length),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeySchema>;

/** A key as the admin's list shows it: never the key itself. */
export const apiKeyDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to tell keys apart. */
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyDto = z.infer<typeof apiKeyDtoSchema>;

/** POST /api/admin/api-keys answers the key once; only its hash is kept. */
export const createdApiKeyDtoSchema = apiKeyDtoSchema.extend({ key: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKeyDto = z.infer<typeof createdApiKeyDtoSchema>;
