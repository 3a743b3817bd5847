import { HttpException } from '@nestjs/common';
import { createMigratedDatabase } from '../../testing/test-database';
import { RateLimiter } from './rate-limiter';

const WIDE = { limit: 100, windowMs: 60_000, message: 'Wide.' };
const TIGHT = { limit: 3, windowMs: 60_000, message: 'Tight.' };

describe.each(['sqlite', 'mysql'] as const)('RateLimiter.consumeAll on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let limiter: RateLimiter;

  beforeAll(async () => {
    database = await createMigratedDatabase(kind);
    limiter = new RateLimiter(database.dataSource);
  });
  afterAll(() => database?.close());

  it('admits exactly the tighter limit when requests open both windows at once (on MySQL a refused one counts in neither)', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        limiter.consumeAll([
          ['test:wide', WIDE],
          ['test:tight', TIGHT],
        ]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect((outcome.reason as HttpException).getStatus()).toBe(429);
    expect([await limiter.peek('test:wide'), await limiter.peek('test:tight')]).toEqual([kind === 'mysql' ? 3 : 8, 3]);
  });
});
