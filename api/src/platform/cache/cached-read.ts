import type { CacheVersions } from './cache-versions';

/** What the public reviews and gallery show of a booking's package and car. */
export const PACKAGE_NAME_AND_CAR = ['packages.name', 'cars.year', 'cars.make', 'cars.model'] as const;

/**
 * A public read kept in memory until a table it depends on changes (on any instance, see
 * CacheVersions): in steady state it costs no query. Concurrent callers share one load.
 */
export class CachedRead<T> {
  private entry?: { stamp: string; value: Promise<T> };
  private readonly tables: readonly string[];

  /** `dependencies`: the tables, or `table.column`s, the read shows (see CacheVersions). */
  constructor(
    private readonly versions: CacheVersions,
    dependencies: readonly string[],
    private readonly load: () => Promise<T>,
  ) {
    this.tables = versions.track(dependencies);
  }

  /** The value if it is current, without loading it (a caller inside a transaction must not take a second connection to load). */
  ifCurrent(): Promise<T> | undefined {
    return this.entry?.stamp === this.versions.stamp(this.tables) ? this.entry.value : undefined;
  }

  get(): Promise<T> {
    const stamp = this.versions.stamp(this.tables);
    if (this.entry?.stamp === stamp) return this.entry.value;
    const entry = { stamp, value: this.load() };
    this.entry = entry;
    // A failed load is not kept: the next caller tries again.
    entry.value.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return entry.value;
  }
}
