import type { DataSource, QueryRunner } from 'typeorm';
import { currentWork } from './work-context';

/** The parts of TypeORM's one SQLite query runner this reads and wraps. */
type SqliteRunner = Omit<QueryRunner, 'isTransactionActive'> & {
  isTransactionActive: boolean;
  transactionDepth: number;
  broadcaster: { broadcast(event: string, ...args: unknown[]): Promise<void> };
};

/** Statements made outside any unit of work (start-up, the cache poll's timer). */
const NOBODY = {};

/**
 * The embedded SQLite file has one connection, and TypeORM hands every caller the same query runner:
 * a second transaction begun while one is open fails ("cannot start a transaction within a
 * transaction") and leaves its statements to commit one by one, and anyone's statement runs inside
 * whatever transaction is open, to be rolled back with it. So here, as on MySQL's pool, each unit of
 * work's transaction is its own: transactions take turns, and a statement from any other work waits
 * until the open one has ended. A work's own nested transactions are savepoints, as before.
 */
export function takeTurnsOnSqlite(dataSource: DataSource): void {
  const runner = dataSource.createQueryRunner() as SqliteRunner; // the driver's only one
  let holder: object | null = null;
  let turnOver: Promise<void> = Promise.resolve();
  let endTurn = () => {};
  const owner = () => currentWork() ?? NOBODY;
  const release = () => {
    holder = null;
    endTurn();
  };

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    while (holder && holder !== owner()) await turnOver;
    return query(...args);
  }) as QueryRunner['query'];

  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = async (isolationLevel) => {
    const me = owner();
    if (holder === me) return start(isolationLevel); // a savepoint in the work's own transaction
    while (holder) await turnOver;
    holder = me;
    turnOver = new Promise((resolve) => (endTurn = resolve));
    try {
      await start(isolationLevel);
    } catch (error) {
      runner.isTransactionActive = false;
      release();
      throw error;
    }
  };

  // The turn ends as the outermost COMMIT or ROLLBACK is done, before the after-commit subscribers
  // run: what they do is outside the transaction, as on MySQL.
  const broadcast = runner.broadcaster.broadcast.bind(runner.broadcaster);
  runner.broadcaster.broadcast = (event: string, ...args: unknown[]) => {
    if ((event === 'AfterTransactionCommit' || event === 'AfterTransactionRollback') && runner.transactionDepth === 0 && holder) release();
    return broadcast(event, ...args);
  };

  // A ROLLBACK that fails leaves no transaction to end (SQLite has already rolled it back): the turn ends anyway.
  const rollback = runner.rollbackTransaction.bind(runner);
  runner.rollbackTransaction = async () => {
    try {
      await rollback();
    } catch (error) {
      if (holder === owner() && runner.transactionDepth <= 1) {
        runner.isTransactionActive = false;
        runner.transactionDepth = 0;
        release();
      }
      throw error;
    }
  };
}
