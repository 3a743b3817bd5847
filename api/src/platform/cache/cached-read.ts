import { outsideWork } from '../database/work-context';
import type { CacheVersions } from './cache-versions';

/** What the public reviews and gallery show of a booking's package and car. */
export const PACKAGE_NAME_AND_CAR = ['packages.name', 'cars.year', 'cars.make', 'cars.model'] as const;

/**
 * A read kept in memory until a table it depends on changes (on any instance, see
 * CacheVersions): in steady state it costs no query. Concurrent callers share one load.
 */
export class CachedRead<T> {
  private entry?: { stamp: string; value: Promise<T>; loaded: boolean };
  private readonly tables: readonly string[];

  /** `dependencies`: the tables, or `table.column`s, the read shows (see CacheVersions). */
  constructor(
    private readonly versions: CacheVersions,
    dependencies: readonly string[],
    private readonly load: () => Promise<T>,
  ) {
    this.tables = versions.track(dependencies);
  }

  /**
   * The value if it is current and loaded, or undefined: for a caller inside a transaction, which holds
   * its connection and must neither take a second one nor wait for a load that needs one (it reads with
   * its own). A stale value starts a load on a connection of its own, for the callers after it.
   */
  ifCurrent(): Promise<T> | undefined {
    const entry = this.entry;
    if (entry?.stamp === this.versions.stamp(this.tables)) return entry.loaded ? entry.value : undefined;
    void outsideWork(() => this.get()).catch(() => undefined);
    return undefined;
  }

  get(): Promise<T> {
    const stamp = this.versions.stamp(this.tables);
    if (this.entry?.stamp === stamp) return this.entry.value;
    const entry = { stamp, value: this.load(), loaded: false };
    this.entry = entry;
    entry.value.then(
      () => (entry.loaded = true),
      // A failed load is not kept: the next caller tries again.
      () => {
        if (this.entry === entry) this.entry = undefined;
      },
    );
    return entry.value;
  }
}
