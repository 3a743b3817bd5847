import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { RateLimitEntity } from './rate-limit.entity';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  /** What the person is told when the limit is reached. */
  message: string;
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same count
 * (an in-process counter would let each instance allow its own share).
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one attempt against `key`; throws 429 once the window's limit is passed. */
  async consume(key: string, rule: RateLimitRule): Promise<void> {
    const { hits, resetAt } = await this.hit(key, rule.windowMs);
    if (hits > rule.limit) {
      const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
      throw new HttpException(
        { statusCode: 429, error: 'Too Many Requests', message: `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.getRepository(RateLimitEntity).delete({ key });
  }

  private async hit(key: string, windowMs: number, attempt = 0): Promise<{ hits: number; resetAt: number }> {
    const repo = this.dataSource.getRepository(RateLimitEntity);
    const now = Date.now();
    const updated = await repo.increment({ key, resetAt: MoreThan(now) }, 'hits', 1);
    if (!updated.affected) {
      await repo.delete({ key, resetAt: LessThanOrEqual(now) });
      try {
        await repo.insert({ key, hits: 1, resetAt: now + windowMs });
      } catch (error) {
        // Another request opened the window first: count against it instead.
        if (attempt < 2) return this.hit(key, windowMs, attempt + 1);
        throw error;
      }
    }
    const row = await repo.findOneByOrFail({ key });
    return { hits: row.hits, resetAt: row.resetAt };
  }
}
