import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, LessThan, LessThanOrEqual, MoreThan } from 'typeorm';
import type { ErrorCode } from '@dd/contracts/errors';
import { ApiException } from '../../common/api-exception';
import { isTransient } from '../../common/unique-violation';
import { RateLimitEntity } from './rate-limit.entity';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  /** What the person is told when the limit is reached. */
  message: string;
  /** The error code (RATE_LIMITED unless the UI needs to tell this limit apart). */
  code?: ErrorCode;
}

/** Tries of one consumeAll transaction chosen as a deadlock victim (every racer but one can be, once each). */
const DEADLOCK_RETRIES = 8;

/** Longer keys (an email can be 254 characters) are stored as a readable prefix and their hash: the column holds 191. */
const MAX_PLAIN_KEY = 100;

export function storageKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY) return key;
  return `${key.slice(0, 40)}#${createHash('sha256').update(key).digest('hex')}`;
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
    await this.consumeIn(this.dataSource.manager, key, rule);
  }

  /**
   * Counts one attempt against each key, in order; the first limit passed throws 429. On MySQL in one
   * transaction: one commit, not one per key (an upload's answer waits on them), and a refused attempt
   * counts in none of the keys. It reads committed rows, so two requests opening the same window at once
   * wait for each other, where repeatable read's gap locks deadlock them. The embedded SQLite file's one
   * connection cannot hold two requests' transactions at once (and commits locally): there the keys are
   * counted one after another, and those before a refusal keep their count.
   */
  async consumeAll(limits: ReadonlyArray<readonly [key: string, rule: RateLimitRule]>): Promise<void> {
    const count = async (manager: EntityManager) => {
      for (const [key, rule] of limits) await this.consumeIn(manager, key, rule);
    };
    if (this.dataSource.options.type !== 'mysql') return count(this.dataSource.manager);
    // Requests that all found the window unopened still deadlock at read committed (each holds a shared lock
    // on the row another inserted, then asks to update it): the victim, rolled back whole, counts again, so
    // a deadlock never turns an attempt the limit admits into a 503.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction('READ COMMITTED', count);
      } catch (error) {
        if (attempt >= DEADLOCK_RETRIES || !isTransient(error)) throw error;
      }
    }
  }

  private async consumeIn(manager: EntityManager, key: string, rule: RateLimitRule): Promise<void> {
    const { admitted, resetAt = 0 } = await this.hit(manager, storageKey(key), rule.windowMs, rule.limit);
    if (!admitted) {
      const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, rule.code ?? 'RATE_LIMITED', `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        error: 'Too Many Requests',
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      });
    }
  }

  /** Counts one attempt against `key` if the window has room: true when admitted (the caller says what a refusal means). */
  async admit(key: string, rule: Pick<RateLimitRule, 'limit' | 'windowMs'>): Promise<boolean> {
    return (await this.hit(this.dataSource.manager, storageKey(key), rule.windowMs, rule.limit)).admitted;
  }

  /** The hits counted against `key` in its current window (0 when none is open). */
  async peek(key: string): Promise<number> {
    const row = await this.dataSource.getRepository(RateLimitEntity).findOneBy({ key: storageKey(key), resetAt: MoreThan(Date.now()) });
    return row?.hits ?? 0;
  }

  /** Gives back one hit counted in the key's open window (an attempt that turned out not to count). */
  async refund(key: string): Promise<void> {
    await this.dataSource.getRepository(RateLimitEntity).decrement({ key: storageKey(key), resetAt: MoreThan(Date.now()), hits: MoreThan(0) }, 'hits', 1);
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.getRepository(RateLimitEntity).delete({ key: storageKey(key) });
  }

  /** Counts one hit against `key` (opening a window of `windowMs` if none is open) and returns the window's state. */
  async count(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }> {
    const stored = storageKey(key);
    const counted = await this.hit(this.dataSource.manager, stored, windowMs);
    if (counted.hits !== undefined && counted.resetAt !== undefined) return { hits: counted.hits, resetAt: counted.resetAt };
    const row = await this.dataSource.getRepository(RateLimitEntity).findOneByOrFail({ key: stored });
    return { hits: row.hits, resetAt: row.resetAt };
  }

  /**
   * One hit in the key's open window, or a new window. Under a `limit` the increment is conditional
   * (hits below it), one statement either database runs atomically: parallel requests are admitted
   * exactly `limit` times, never more, and never all refused for each other's hits. Admitted into an
   * open window, that one statement is all (sign-in counts three keys): the window's figures are read
   * only by `count`, which asks for them.
   */
  private async hit(manager: EntityManager, key: string, windowMs: number, limit = Infinity, attempt = 0): Promise<{ admitted: boolean; hits?: number; resetAt?: number }> {
    const repo = manager.getRepository(RateLimitEntity);
    const now = Date.now();
    const open = { key, resetAt: MoreThan(now) };
    const updated = await repo.increment(limit === Infinity ? open : { ...open, hits: LessThan(limit) }, 'hits', 1);
    if (updated.affected) return { admitted: true };
    const current = await repo.findOneBy(open);
    if (current && current.hits >= limit) return { admitted: false, hits: current.hits, resetAt: current.resetAt };
    // Another request opened the window just now: count against it.
    if (current && attempt < 2) return this.hit(manager, key, windowMs, limit, attempt + 1);
    await repo.delete({ key, resetAt: LessThanOrEqual(now) });
    try {
      await repo.insert({ key, hits: 1, resetAt: now + windowMs });
    } catch (error) {
      // Another request opened the window first: count against it instead.
      if (attempt < 2) return this.hit(manager, key, windowMs, limit, attempt + 1);
      throw error;
    }
    return { admitted: true, hits: 1, resetAt: now + windowMs };
  }
}
