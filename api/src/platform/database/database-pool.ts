import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { takeTurnsOnSqlite } from './sqlite-turns';
import { currentWork, type Work } from './work-context';

/** What a load balancer, an operator and the bench see of the pool. */
export interface PoolStats {
  /** Connections the pool may open (1 on the embedded SQLite file). */
  size: number;
  inUse: number;
  waiting: number;
  /** How long the longest waiter has waited, in ms. */
  oldestWaitMs: number;
  /** Acquisitions that gave up since start, and when the last one did. */
  timeouts: number;
  lastTimeoutAt: string | null;
}

/** No connection came free in time: the request answers 503 with Retry-After (ApiExceptionFilter). */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
}

/** MySQL's lock wait timeout and deadlock, MariaDB's and MySQL's statement timeouts. */
const BUSY_ERRNOS = new Set([1205, 1213, 1969, 3024]);

/**
 * The server cannot be reached or went away mid-statement (a restart, a failover, a cut network): the
 * socket's errors, mysql2's lost connection, MySQL's "server shutting down", "too many connections".
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_CON_COUNT_ERROR']);
const UNREACHABLE_ERRNOS = new Set([1040, 1053, 2002, 2003, 2006, 2013]);

/**
 * A failure that says the database is too busy or unreachable right now, not that the request is wrong:
 * 503, try again. (A lost connection is never reused: the pool drops it, and the next request takes a new one.)
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError) return true;
  const driverError = error instanceof QueryFailedError ? (error.driverError as { errno?: unknown; code?: unknown }) : (error as { errno?: unknown; code?: unknown } | null);
  const { errno, code } = driverError ?? {};
  if (error instanceof QueryFailedError && typeof errno === 'number' && BUSY_ERRNOS.has(errno)) return true;
  return (typeof code === 'string' && UNREACHABLE_CODES.has(code)) || (typeof errno === 'number' && UNREACHABLE_ERRNOS.has(errno) && typeof code === 'string');
}

/** A unit of work asked for a second connection while holding one: the way a burst starves the pool for good. */
export class SecondConnectionError extends Error {}

/** The part of a mysql2 pool connection this uses. */
interface PoolConnection {
  release(): void;
  query(sql: string, callback: (error: Error | null) => void): void;
}

interface MysqlDriverLike {
  obtainMasterConnection(): Promise<PoolConnection>;
  obtainSlaveConnection(): Promise<PoolConnection>;
}

/** A starved pool says so to readiness for this long after its last timeout. */
const STARVED_FOR_MS = 10_000;

/**
 * The MySQL connection pool's guard (mysql2 has no acquire timeout of its own):
 * - nothing waits for a connection longer than the acquire timeout: it gets DatabaseBusyError (503);
 * - a unit of work (request or job) holds at most one connection at a time: asking for a second
 *   while holding one is how ten checkouts at once deadlocked the pool, each holding a connection
 *   and waiting for another. It is logged naming the work, and refused outright under NODE_ENV=test
 *   so every integration test checks the rule;
 * - once the app has started, every connection runs with a statement and lock-wait timeout;
 * - it counts what is in use and waiting, for readiness and the bench.
 * On the embedded SQLite file there is no pool: its one connection's transactions take turns (sqlite-turns.ts).
 */
@Injectable()
export class DatabasePool {
  private readonly logger = new Logger(DatabasePool.name);
  private readonly mysql: boolean;
  private inUse = 0;
  private readonly waiters = new Set<number>();
  private timeouts = 0;
  private lastTimeoutAt = 0;
  /** The session statement that bounds statements and lock waits, once the app has started. */
  private limits?: string;
  private readonly limited = new WeakSet<PoolConnection>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.mysql = dataSource.options.type === 'mysql';
    if (!this.mysql) {
      takeTurnsOnSqlite(dataSource);
      return;
    }
    const driver = dataSource.driver as unknown as MysqlDriverLike;
    const obtain = driver.obtainMasterConnection.bind(driver);
    driver.obtainMasterConnection = () => this.acquire(obtain);
    // No replicas are configured, so "slave" reads use the same pool.
    driver.obtainSlaveConnection = driver.obtainMasterConnection;
  }

  /**
   * From now on each connection bounds its statements and lock waits (migrations, which may run
   * long on big tables, ran before). MariaDB bounds every statement; MySQL 8 only SELECTs.
   */
  async limitStatements(): Promise<void> {
    if (!this.mysql) return;
    const [{ version }] = await this.dataSource.query<Array<{ version: string }>>('SELECT VERSION() AS version');
    const ms = this.config.database.statementTimeoutMs;
    const statement = /mariadb/i.test(version) ? `max_statement_time = ${ms / 1000}` : `max_execution_time = ${ms}`;
    this.limits = `SET SESSION ${statement}, innodb_lock_wait_timeout = ${Math.max(1, Math.ceil(ms / 1000))}`;
  }

  stats(): PoolStats {
    const now = Date.now();
    return {
      size: this.mysql ? this.config.database.poolSize : 1,
      inUse: this.inUse,
      waiting: this.waiters.size,
      oldestWaitMs: this.waiters.size ? now - Math.min(...this.waiters) : 0,
      timeouts: this.timeouts,
      lastTimeoutAt: this.lastTimeoutAt ? new Date(this.lastTimeoutAt).toISOString() : null,
    };
  }

  /** Why the instance should get no traffic now, if it should not: a waiter older than a second, or a recent timeout. */
  starved(): string | null {
    const { oldestWaitMs, waiting, inUse } = this.stats();
    if (Date.now() - this.lastTimeoutAt < STARVED_FOR_MS) return `a request waited ${this.config.database.acquireTimeoutMs} ms for a database connection in the last ${STARVED_FOR_MS / 1000} s`;
    if (oldestWaitMs > 1000) return `${waiting} waiting for a database connection (${inUse} in use), the oldest for ${oldestWaitMs} ms`;
    return null;
  }

  private acquire(obtain: () => Promise<PoolConnection>): Promise<PoolConnection> {
    const work = currentWork();
    if (work && work.connections > 0) {
      const message = `${work.label} asked for a second database connection while holding one (pass the transaction's EntityManager down)`;
      this.logger.error(message);
      if (this.config.env === 'test') return Promise.reject(new SecondConnectionError(message));
    }
    const since = Date.now() + Math.random() / 1000; // distinct keys for waiters of the same millisecond
    this.waiters.add(since);
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        this.waiters.delete(since);
        this.timeouts++;
        this.lastTimeoutAt = Date.now();
        const { inUse, waiting } = this.stats();
        this.logger.error(`${work?.label ?? 'background work'} waited ${this.config.database.acquireTimeoutMs} ms for a database connection and gave up (${inUse} in use, ${waiting} waiting)`);
        reject(new DatabaseBusyError('No database connection came free in time'));
      }, this.config.database.acquireTimeoutMs);
      obtain().then(
        (connection) => {
          // Too late: the waiter has already answered 503, so the connection goes straight back.
          if (settled) return connection.release();
          settled = true;
          clearTimeout(timer);
          this.waiters.delete(since);
          this.lease(connection, work);
          if (!this.limits || this.limited.has(connection)) return resolve(connection);
          connection.query(this.limits, (error) => {
            if (error) {
              connection.release();
              return reject(error);
            }
            this.limited.add(connection);
            resolve(connection);
          });
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          this.waiters.delete(since);
          reject(error);
        },
      );
    });
  }

  /** Counts the connection as held by `work` until its (first) release. */
  private lease(connection: PoolConnection, work: Work | undefined): void {
    this.inUse++;
    if (work) work.connections++;
    connection.release = () => {
      // The pool's own release again (the prototype's), for the next lease.
      delete (connection as Partial<PoolConnection>).release;
      this.inUse--;
      if (work) work.connections--;
      connection.release();
    };
  }
}
