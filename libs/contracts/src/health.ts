import { z } from 'zod';

/** The database pool as /api/health and /api/health/ready report it. */
export const poolStatsSchema = z
  .object({
    size: z.number().int(),
    inUse: z.number().int(),
    waiting: z.number().int(),
    oldestWaitMs: z.number(),
    timeouts: z.number().int(),
    lastTimeoutAt: z.string().nullable(),
  })
  .meta({ id: 'PoolStats' });

/** GET /api/health/ready: 200 `ready`, or 503 `unavailable` with the reason (load balancers read the status). */
export const readinessSchema = z
  .object({ status: z.enum(['ready', 'unavailable']), reason: z.string().optional(), pool: poolStatsSchema })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/health: liveness; no database connection taken. `remotes`: the version each remote runs. */
export const livenessSchema = z
  .object({ status: z.literal('ok'), database: z.string(), pool: poolStatsSchema, remotes: z.record(z.string(), z.string()) })
  .meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof livenessSchema>;
