import { z } from 'zod';
import { REMOTES } from './routes';

/** What went wrong in a browser: an uncaught error, a chunk that did not load, a screen that threw while rendering. */
export const CLIENT_ERROR_KINDS = ['error', 'chunk', 'boundary'] as const;

/**
 * POST /api/client-errors: which remote version failed and how, nothing else (no message, page or
 * user: those could carry personal data). Answered 204.
 */
export const clientErrorSchema = z
  .object({
    remote: z.enum(REMOTES),
    version: z.string().regex(/^[\w.-]{1,64}$/, 'Invalid version'),
    kind: z.enum(CLIENT_ERROR_KINDS),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

/** A remote's version as the admin's System Status shows it: page loads and errors reported by browsers. */
export const remoteReleaseDtoSchema = z
  .object({
    remote: z.enum(REMOTES),
    version: z.string(),
    /** current: what most browsers get; candidate: what `share` percent of browsers get. */
    state: z.enum(['current', 'candidate']),
    share: z.number().optional(),
    loads: z.number().int(),
    errors: z.number().int(),
    /** errors / loads, 0 before any load. */
    errorRate: z.number(),
  })
  .meta({ id: 'RemoteRelease' });
export type RemoteReleaseDto = z.infer<typeof remoteReleaseDtoSchema>;
