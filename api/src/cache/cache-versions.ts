import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntitySubscriberInterface, type InsertEvent, type QueryRunner, type RemoveEvent, type TransactionCommitEvent, type TransactionRollbackEvent, type UpdateEvent } from 'typeorm';
import { CacheVersionEntity } from './cache-version.entity';

/** How often each instance reads the shared counters: a change shows everywhere within this. */
export const CACHE_POLL_MS = 1000;

type WriteEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/**
 * Knows when cached reads are stale, on every instance. A TypeORM subscriber sees every write
 * through the ORM; once it is committed, this instance forgets its copies at once and bumps the
 * table's row in `cache_versions`, which the other instances poll once a second. Bumping after
 * the commit means an instance that sees the new number always reads the new data.
 * (Raw SQL writes bypass the subscriber: call `changed(table)` after them.)
 */
@Injectable()
export class CacheVersions implements EntitySubscriberInterface, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CacheVersions.name);
  private readonly tracked = new Set<string>();
  /** The shared counters as last polled. */
  private readonly shared = new Map<string, number>();
  /** This instance's own writes, counted at once (before the next poll). */
  private readonly local = new Map<string, number>();
  /** Tables written inside a transaction, announced when it commits. */
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();
  private timer?: NodeJS.Timeout;
  /** Goes up whenever any tracked table changes, here or on another instance (ReplayedReads reads it on every request). */
  generation = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** Declares tables a cached read depends on. */
  track(tables: readonly string[]): void {
    for (const table of tables) this.tracked.add(table);
  }

  /** Changes whenever any of these tables has changed, here or on another instance. */
  stamp(tables: readonly string[]): string {
    return tables.map((t) => `${this.shared.get(t) ?? 0}.${this.local.get(t) ?? 0}`).join(',');
  }

  async onApplicationBootstrap(): Promise<void> {
    const rows = [...this.tracked].map((name) => ({ name, version: 1 }));
    if (rows.length) await this.dataSource.createQueryBuilder().insert().into(CacheVersionEntity).values(rows).orIgnore().callListeners(false).execute();
    await this.poll();
    this.timer = setInterval(() => void this.poll().catch((error: unknown) => this.logger.warn(`Cache version poll failed: ${String(error)}`)), CACHE_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Reads the shared counters (the timer does this every second; tests call it to skip the wait). */
  async poll(): Promise<void> {
    const rows = await this.dataSource.getRepository(CacheVersionEntity).find();
    for (const row of rows) {
      if (this.shared.get(row.name) === row.version) continue;
      this.shared.set(row.name, row.version);
      this.generation++;
    }
  }

  /** A committed change to these tables: stale here at once, and on the other instances at their next poll. */
  async changed(tables: Iterable<string>): Promise<void> {
    const names = [...tables].filter((t) => this.tracked.has(t));
    if (!names.length) return;
    for (const name of names) this.local.set(name, (this.local.get(name) ?? 0) + 1);
    this.generation++;
    try {
      await this.dataSource
        .createQueryBuilder()
        .update(CacheVersionEntity)
        .set({ version: () => 'version + 1' })
        .where({ name: In(names) })
        .callListeners(false)
        .execute();
    } catch (error) {
      // The data is committed; failing the request now would not undo it.
      this.logger.error(`Could not announce changes to ${names.join(', ')}: ${String(error)}`);
    }
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.written(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.written(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.written(event);
  }

  afterSoftRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.written(event);
  }

  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const tables = this.pending.get(queryRunner);
    if (!tables || queryRunner.isTransactionActive) return; // a savepoint, not the outer commit
    this.pending.delete(queryRunner);
    await this.changed(tables);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }

  private async written({ metadata, queryRunner }: WriteEvent): Promise<void> {
    const table = metadata.tableName;
    if (!this.tracked.has(table)) return;
    if (!queryRunner.isTransactionActive) return this.changed([table]);
    const tables = this.pending.get(queryRunner) ?? new Set<string>();
    tables.add(table);
    this.pending.set(queryRunner, tables);
  }
}
