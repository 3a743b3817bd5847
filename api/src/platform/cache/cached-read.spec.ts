import { CachedRead } from './cached-read';
import type { CacheVersions } from './cache-versions';

/** A CachedRead over a counter the test moves (what CacheVersions' stamp does when a table changes), and loads the test settles. */
function setUp() {
  let stamp = 1;
  const loads: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const versions = { track: (tables: readonly string[]) => [...tables], stamp: () => String(stamp) } as unknown as CacheVersions;
  const read = new CachedRead(versions, ['things'], () => new Promise<string>((resolve, reject) => loads.push({ resolve, reject })));
  return { read, loads, change: () => stamp++ };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('CachedRead.ifCurrent', () => {
  it('answers nothing until a value is loaded, and starts that load itself', async () => {
    const { read, loads } = setUp();
    expect(read.ifCurrent()).toBeUndefined();
    expect(loads).toHaveLength(1);
    // Under way: a caller inside a transaction must not wait for it (it would hold its connection meanwhile).
    expect(read.ifCurrent()).toBeUndefined();
    expect(loads).toHaveLength(1);
    loads[0].resolve('first');
    await settled();
    await expect(read.ifCurrent()).resolves.toBe('first');
  });

  it('answers nothing once a table changed, and loads again', async () => {
    const { read, loads, change } = setUp();
    const value = read.get();
    loads[0].resolve('first');
    await value;
    await settled();
    change();
    expect(read.ifCurrent()).toBeUndefined();
    expect(loads).toHaveLength(2);
    loads[1].resolve('second');
    await settled();
    await expect(read.ifCurrent()).resolves.toBe('second');
    await expect(read.get()).resolves.toBe('second');
  });

  it('keeps no failed load: the next caller starts another', async () => {
    const { read, loads } = setUp();
    expect(read.ifCurrent()).toBeUndefined();
    loads[0].reject(new Error('database gone'));
    await settled();
    expect(read.ifCurrent()).toBeUndefined();
    expect(loads).toHaveLength(2);
  });
});
