/** A day in milliseconds, for the retention jobs' periods and cut-offs. */
export const DAY_MS = 24 * 3600 * 1000;

/**
 * Retention work in batches (a first run may find years of rows): `next` answers up to `take` ids
 * still due, `act` removes or clears them so that `next` no longer finds them; answers how many were
 * done. One batch is one statement or transaction, never the whole table.
 */
export async function inBatches(next: (take: number) => Promise<string[]>, act: (ids: string[]) => Promise<unknown>, take = 1_000): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await next(take);
    if (!ids.length) return done;
    await act(ids);
    done += ids.length;
  }
}
