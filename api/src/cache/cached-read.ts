import type { CacheVersions } from './cache-versions';

/**
 * A public read kept in memory until a table it depends on changes (on any instance, see
 * CacheVersions): in steady state it costs no query. Concurrent callers share one load.
 */
export class CachedRead<T> {
  private entry?: { stamp: string; value: Promise<T> };

  constructor(
    private readonly versions: CacheVersions,
    private readonly tables: readonly string[],
    private readonly load: () => Promise<T>,
  ) {
    versions.track(tables);
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
