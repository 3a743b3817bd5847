import { DataSource, EntitySchema } from 'typeorm';
import { takeTurnsOnSqlite } from './sqlite-turns';
import { runWork } from './work-context';

const Row = new EntitySchema<{ id: number; v: string }>({ name: 'row', columns: { id: { type: Number, primary: true }, v: { type: String } } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('transactions on the embedded SQLite file take turns on its one connection', () => {
  let data: DataSource;
  const values = async () => (await data.manager.find(Row, { order: { id: 'ASC' } })).map((r) => r.v);

  beforeEach(async () => {
    data = await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Row], synchronize: true }).initialize();
    takeTurnsOnSqlite(data);
    await data.manager.insert(Row, [
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
  });
  afterEach(() => data.destroy());

  /** One request's transaction: two statements with the event loop turning between them, as when it awaits real I/O. */
  const change = (id: number, v: string, fail = false) =>
    runWork(`change ${id}`, true, () =>
      data.transaction(async (manager) => {
        await manager.update(Row, { id }, { v: `${v}-half` });
        await pause();
        await manager.update(Row, { id }, { v });
        if (fail) throw new Error('refused');
      }),
    );

  it('commits two requests that change rows at the same time, each in its own transaction', async () => {
    const outcomes = await Promise.allSettled([change(1, 'x'), change(2, 'y')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await values()).toEqual(['x', 'y']);
  });

  it("rolls back only the failing request's changes", async () => {
    const outcomes = await Promise.allSettled([change(1, 'x', true), change(2, 'y')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
    expect(await values()).toEqual(['a', 'y']);
  });

  it("never shows another request a transaction's half-done change, nor runs its statement inside it", async () => {
    const changing = change(1, 'x', true);
    await new Promise(setImmediate); // the transaction is open, its first change made
    const seen = await runWork('read', true, () => values());
    await expect(changing).rejects.toThrow('refused');
    expect(seen).toEqual(['a', 'b']);
    // A write by another request while the transaction was open is not rolled back with it.
    const writing = change(1, 'x', true).catch(() => undefined);
    await new Promise(setImmediate);
    await runWork('write', true, () => data.manager.update(Row, { id: 2 }, { v: 'kept' }));
    await writing;
    expect(await values()).toEqual(['a', 'kept']);
  });

  it("keeps a request's nested transaction a savepoint of its own", async () => {
    await runWork('nested', true, () =>
      data.transaction(async (manager) => {
        await manager.update(Row, { id: 1 }, { v: 'outer' });
        await expect(
          manager.transaction(async (inner) => {
            await inner.update(Row, { id: 2 }, { v: 'inner' });
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
      }),
    );
    expect(await values()).toEqual(['outer', 'b']);
  });
});
