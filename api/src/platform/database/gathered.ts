type Waiting<V> = Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>;

/**
 * Keys asked for together, sent as one statement (reads of rows by id, or bumps of counters): one
 * statement in flight at a time, and the keys asked for while it runs go together in the next (at most
 * `max` each). At a peak, requests share a round trip instead of each taking a pooled connection for a
 * one-row statement; alone, a key waits only for the rest of the event loop's turn. Each key joins a
 * statement not yet sent, so no answer is older than the request that asked.
 */
export class Gathered<V> {
  private gathering?: Map<string, Waiting<V>>;
  private previous: Promise<void> = Promise.resolve();

  /** `sendAll` answers the value of each key it found (a key absent from the map answers undefined). */
  constructor(
    private readonly sendAll: (keys: string[]) => Promise<Map<string, V>>,
    private readonly max = 256,
  ) {}

  get(key: string): Promise<V | undefined> {
    let batch = this.gathering;
    if (!batch || batch.size === this.max) {
      const gathered = (batch = this.gathering = new Map());
      // After the statement before it, and after this turn's other requests have joined.
      this.previous = this.previous.then(() => new Promise(setImmediate)).then(() => {
        if (this.gathering === gathered) this.gathering = undefined;
        return this.send(gathered);
      });
    }
    const waiting = batch.get(key) ?? [];
    batch.set(key, waiting);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private async send(batch: Map<string, Waiting<V>>): Promise<void> {
    try {
      const values = await this.sendAll([...batch.keys()]);
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(values.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }
}

/** A list's length rounded up to a power of two, so an `IN (...)` of any length is one of few prepared statements. */
export const paddedLength = (count: number) => 2 ** Math.ceil(Math.log2(count));

/** The keys, the last repeated up to the padded length. */
export const paddedTo = (keys: string[]) => Array.from({ length: paddedLength(keys.length) }, (_, i) => keys[Math.min(i, keys.length - 1)]);
