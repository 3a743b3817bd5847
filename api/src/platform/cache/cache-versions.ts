import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntitySubscriberInterface, type InsertEvent, type QueryRunner, type RemoveEvent, type TransactionCommitEvent, type TransactionRollbackEvent, type UpdateEvent } from 'typeorm';
import { Gathered } from '../database/gathered';
import { currentWork } from '../database/work-context';
import { CacheVersionEntity } from './cache-version.entity';

/** How often each instance reads the shared counters: a change shows everywhere within this. */
export const CACHE_POLL_MS = 1000;

type WriteEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/**
 * The counter behind signed-in answers (ReplayedReads): one row, bumped after every committed write to
 * any table but the bookkeeping ones below, so a replayed answer is current while it has not moved.
 */
export const SIGNED_IN_READS = '(signed-in reads)';
/** Written per request or by the machinery, never shown by a replayed signed-in read (ReplayedReads checks that). */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'sessions', 'cache_versions', 'rate_limits', 'job_leases', 'sign_in_events', 'admin_audit', 'payment_events', 'remote_release_stats', 'messages', 'password_tokens', 'test_payment_intents',
]);

/**
 * Knows when cached reads are stale, on every instance. A TypeORM subscriber sees every write
 * through the ORM; once it is committed, this instance forgets its copies at once and bumps the
 * table's row in `cache_versions`, which the other instances poll once a second. Bumping after
 * the commit means an instance that sees the new number always reads the new data. A request's
 * commits are bumped together as it answers (announceOnce), holding no connection by then; other
 * work's bump runs on the committing connection, which is still held: taking a second one from the
 * pool while holding it is how a burst of commits starved the pool for good.
 * A poll does not count this instance's own bumps again (decision 0400): its copies are dropped once per write.
 *
 * A read depends on whole tables (`'packages'`) or on some columns of one (`'users.firstName'`):
 * then only an update of one of those columns, or a removal, makes it stale (a new user appears in
 * the reviews only through a new review), so a booking raising its customer's bookingCount leaves
 * the public reviews cached.
 * (Raw SQL writes bypass the subscriber: call `changed(table)` after them.)
 */
@Injectable()
export class CacheVersions implements EntitySubscriberInterface, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CacheVersions.name);
  /** Per tracked table, the columns (property names) reads depend on, or 'all'. */
  private readonly tracked = new Map<string, Set<string> | 'all'>();
  /** The shared counters as last polled, less this instance's own bumps among them (those are in `local` already). */
  private readonly shared = new Map<string, number>();
  /** The shared counters' values as last polled. */
  private readonly polled = new Map<string, number>();
  /** This instance's own writes, counted at once (before the next poll). */
  private readonly local = new Map<string, number>();
  /** This instance's own bumps that reached the database since the last poll began. */
  private readonly bumped = new Map<string, number>();
  private polling: Promise<void> = Promise.resolve();
  /** Tables written inside a transaction, announced when it commits. */
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();
  private timer?: NodeJS.Timeout;
  /** Goes up whenever any tracked table changes, here or on another instance (ReplayedReads reads it on every request). */
  generation = 0;
  /** SIGNED_IN_READS as last polled: this instance's cached reads are at least as new as the data it stands for. */
  signedInSeen = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    dataSource.subscribers.push(this);
    this.tracked.set(SIGNED_IN_READS, 'all');
  }

  /** Declares what a cached read depends on: tables, or `table.column`s; returns the tables. */
  track(dependencies: readonly string[]): string[] {
    for (const dependency of dependencies) {
      const [table, column] = dependency.split('.');
      const columns = this.tracked.get(table) ?? new Set<string>();
      if (columns === 'all' || !column) this.tracked.set(table, 'all');
      else this.tracked.set(table, columns.add(column));
    }
    return [...new Set(dependencies.map((dependency) => dependency.split('.')[0]))];
  }

  /** Changes whenever any of these tables has changed, here or on another instance. */
  stamp(tables: readonly string[]): string {
    return tables.map((t) => `${this.shared.get(t) ?? 0}.${this.local.get(t) ?? 0}`).join(',');
  }

  async onApplicationBootstrap(): Promise<void> {
    const rows = [...this.tracked.keys()].map((name) => ({ name, version: 1 }));
    if (rows.length) await this.dataSource.createQueryBuilder().insert().into(CacheVersionEntity).values(rows).orIgnore().callListeners(false).execute();
    await this.poll();
    this.timer = setInterval(() => void this.poll().catch((error: unknown) => this.logger.warn(`Cache version poll failed: ${String(error)}`)), CACHE_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Reads the shared counters (the timer does this every second; tests call it to skip the wait). One poll at a time. */
  poll(): Promise<void> {
    const run = this.polling.then(() => this.pollOnce());
    this.polling = run.catch(() => undefined);
    return run;
  }

  /**
   * A counter that moved by exactly this instance's own bumps is not stale here: those writes were
   * counted in `local` when they were made. Only bumps that had reached the database before the read
   * began are surely in what it reads; one that lands while it runs may or may not be, so it is not
   * taken off: seen now or at the next poll, it counts as another instance's (one reload too many,
   * never one too few).
   */
  private async pollOnce(): Promise<void> {
    const own = new Map(this.bumped);
    this.bumped.clear();
    let rows: CacheVersionEntity[];
    try {
      rows = await this.dataSource.getRepository(CacheVersionEntity).find();
    } finally {
      this.bumped.clear();
    }
    for (const row of rows) {
      if (row.name === SIGNED_IN_READS) {
        this.signedInSeen = row.version;
        continue;
      }
      const last = this.polled.get(row.name);
      this.polled.set(row.name, row.version);
      const moved = last === undefined ? row.version : row.version - last;
      const foreign = last === undefined || moved < (own.get(row.name) ?? 0) ? moved : moved - (own.get(row.name) ?? 0);
      if (last !== undefined && !foreign) continue;
      this.shared.set(row.name, (this.shared.get(row.name) ?? 0) + foreign);
      this.generation++;
    }
  }

  /**
   * A committed change to these tables: stale here at once, and on the other instances at their next
   * poll. `queryRunner` is the connection the change was made on, if the caller still holds one.
   */
  async changed(tables: Iterable<string>, queryRunner?: QueryRunner): Promise<void> {
    const names = [...tables].filter((t) => this.tracked.has(t));
    if (!names.length) return;
    for (const name of names) this.local.set(name, (this.local.get(name) ?? 0) + 1);
    if (names.some((name) => name !== SIGNED_IN_READS)) this.generation++;
    const unannounced = currentWork()?.unannounced;
    if (unannounced) {
      for (const name of names) unannounced.add(name);
      return;
    }
    await this.bump(names, queryRunner);
  }

  /**
   * Runs a request's handler with its commits announced to the other instances once, in one statement,
   * before it answers (decision 0475), shared with the requests answering at the same moment: stale here
   * at once as ever, elsewhere a little later but always before the client hears of the change. Work
   * outside a request, or after this, bumps at each commit.
   */
  async announceOnce<T>(handler: () => Promise<T>): Promise<T> {
    const work = currentWork();
    if (!work?.request || work.unannounced) return handler();
    const unannounced = (work.unannounced = new Set());
    try {
      return await handler();
    } finally {
      work.unannounced = undefined;
      if (unannounced.size) await Promise.all([...unannounced].map((name) => this.announced.get(name)));
    }
  }

  /** The bumps of requests answering at once, in one statement: one raise of a counter announces every commit before it. */
  private readonly announced = new Gathered<void>(async (names) => {
    await this.bump(names);
    return new Map();
  });

  private async bump(names: string[], queryRunner?: QueryRunner): Promise<void> {
    try {
      await this.dataSource
        .createQueryBuilder(queryRunner)
        .update(CacheVersionEntity)
        .set({ version: () => 'version + 1' })
        .where({ name: In(names) })
        .callListeners(false)
        .execute();
      // Committed now (the caller's transaction, if any, is over): the next poll finds it there.
      if (!queryRunner?.isTransactionActive) for (const name of names) this.bumped.set(name, (this.bumped.get(name) ?? 0) + 1);
    } catch (error) {
      // The data is committed; failing the request now would not undo it.
      this.logger.error(`Could not announce changes to ${names.join(', ')}: ${String(error)}`);
    }
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.written(event, this.tracked.get(event.metadata.tableName) === 'all');
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.written(event, this.touchesTracked(event));
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.written(event, true);
  }

  afterSoftRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.written(event, true);
  }

  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const tables = this.pending.get(queryRunner);
    if (!tables || queryRunner.isTransactionActive) return; // a savepoint, not the outer commit
    this.pending.delete(queryRunner);
    await this.changed(tables, queryRunner);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }

  /**
   * Whether an update sets a column some read depends on: `save()` names the changed columns, a
   * query builder's update (and `increment`) the values it sets; an update naming neither counts.
   */
  private touchesTracked({ metadata, updatedColumns, entity }: UpdateEvent<unknown>): boolean {
    const columns = this.tracked.get(metadata.tableName);
    if (!columns || columns === 'all') return !!columns;
    const set = updatedColumns.length ? updatedColumns.map((c) => c.propertyName) : entity ? Object.keys(entity) : [];
    return !set.length || set.some((name) => columns.has(name));
  }

  /** `relevant`: whether cached public reads of the table see this write; signed-in answers see every write but bookkeeping. */
  private async written({ metadata, queryRunner }: WriteEvent, relevant: boolean): Promise<void> {
    const table = metadata.tableName;
    const names = [...(relevant && this.tracked.has(table) ? [table] : []), ...(BOOKKEEPING_TABLES.has(table) ? [] : [SIGNED_IN_READS])];
    if (!names.length) return;
    if (!queryRunner.isTransactionActive) return this.changed(names, queryRunner);
    const tables = this.pending.get(queryRunner) ?? new Set<string>();
    for (const name of names) tables.add(name);
    this.pending.set(queryRunner, tables);
  }
}
