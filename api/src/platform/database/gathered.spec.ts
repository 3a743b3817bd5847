import { Gathered, paddedTo } from './gathered';

/** A read that answers each key doubled, recording the batches it was sent, held until released. */
function doubling() {
  const batches: string[][] = [];
  const held: Array<() => void> = [];
  const reads = new Gathered<string>(async (keys) => {
    batches.push(keys);
    await new Promise<void>((release) => held.push(release));
    return new Map(keys.filter((key) => key !== 'absent').map((key) => [key, key + key]));
  }, 3);
  const releaseNext = async () => {
    while (!held.length) await new Promise(setImmediate);
    held.shift()!();
  };
  return { reads, batches, releaseNext };
}

describe('Gathered', () => {
  it('sends the keys asked for in one turn together, each answered its own value', async () => {
    const { reads, batches, releaseNext } = doubling();
    const answers = Promise.all([reads.get('a'), reads.get('b'), reads.get('a'), reads.get('absent')]);
    await releaseNext();
    expect(await answers).toEqual(['aa', 'bb', 'aa', undefined]);
    expect(batches).toEqual([['a', 'b', 'absent']]);
  });

  it('holds what is asked while a statement runs for the next one, and sends at most max keys each', async () => {
    const { reads, batches, releaseNext } = doubling();
    const first = reads.get('a');
    while (!batches.length) await new Promise(setImmediate);
    // Asked while the first is in flight: they wait for it, then go together, four keys in two statements.
    const later = Promise.all(['b', 'c', 'd', 'e'].map((key) => reads.get(key)));
    await new Promise(setImmediate);
    expect(batches).toEqual([['a']]);
    await releaseNext();
    expect(await first).toBe('aa');
    await releaseNext();
    await releaseNext();
    expect(await later).toEqual(['bb', 'cc', 'dd', 'ee']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it("fails every read of a failed statement, and the next read is sent afresh", async () => {
    let fail = true;
    const reads = new Gathered<number>(async (keys) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key.length]));
    });
    await expect(Promise.all([reads.get('x'), reads.get('yy')])).rejects.toThrow('database gone');
    fail = false;
    expect(await reads.get('yy')).toBe(2);
  });
});

describe('paddedTo', () => {
  it('repeats the last key up to a power of two', () => {
    expect(paddedTo(['a'])).toEqual(['a']);
    expect(paddedTo(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c']);
    expect(paddedTo(['a', 'b', 'c', 'd', 'e'])).toHaveLength(8);
  });
});
