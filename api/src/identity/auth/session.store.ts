import type { Request } from 'express';
import { Store, type SessionData } from 'express-session';
import { LessThan, type EntityMetadata, type Repository } from 'typeorm';
import { SIGNED_IN_READS } from '../../platform/cache/cache-versions';
import { keepReadStamp, type ReadStamp } from '../../platform/cache/replayed-reads';
import { UserEntity } from '../users/user.entity';
import { SessionEntity } from './session.entity';

/** Stands for the session id in the statement built once. */
const SID = Symbol('sid');

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** What passport keeps in a session: the signed-in user's id (SessionSerializer). */
type WithUser = SessionData & { passport?: { user?: string } };

/**
 * express-session's store on the app's own database, so any number of API instances share
 * sign-ins. Expired rows are ignored on read and pruned whenever someone signs in.
 *
 * A signed-in request costs one query: the session row comes with its active user, which the
 * serializer takes from here instead of loading it again. Sessions expire 14 days after sign-in,
 * like their cookie, so nothing is written back on reads (no `touch`).
 *
 * That query runs on every signed-in request, so its SQL is built once (building it through the query
 * builder and mapping the rows back was a fifth of a signed-in read's CPU time); the row is turned into
 * entities with the driver's own hydration, so the user reads exactly as a repository would give it.
 */
export class DatabaseSessionStore extends Store {
  /** Session data as read -> its user as read with it (null: signed out, deactivated or gone). */
  private readonly usersRead = new WeakMap<SessionData, UserEntity | null>();
  private readonly usersByRequest = new WeakMap<Request, UserEntity | null>();
  /** Session data as read -> its read stamp (see `stampOf`). */
  private readonly stamps = new WeakMap<SessionData, ReadStamp>();

  constructor(
    private readonly sessions: Repository<SessionEntity>,
    private readonly defaultTtlMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const { sql, parameters } = this.readStatement(sid);
    this.sessions.query(sql, parameters).then((rows: Record<string, unknown>[]) => {
      const row = rows[0] && this.hydrate<SessionEntity>(this.sessions.metadata, 'session', rows[0]);
      if (!row || row.expiresAt <= Date.now()) return callback(null, null);
      const data = JSON.parse(row.data) as SessionData;
      this.stamps.set(data, readStamp(rows[0].dataVersion, row.data));
      if (row.userId) this.usersRead.set(data, rows[0].user_id == null ? null : this.hydrate<UserEntity>(this.userMetadata, 'user', rows[0]));
      callback(null, data);
    }, callback);
  }

  /**
   * What a signed-in answer depends on besides the route's data, read in one lean statement: the session as
   * stored and the signed-in data counter (CacheVersions); null when the session is gone or expired.
   * Equal stamps mean the session and every table a signed-in read shows are as they were.
   *
   * Every replayed read asks this, so the sessions asked for meanwhile are read together: one statement in
   * flight at a time, holding the sessions asked for while the one before it ran. Each request joins a
   * statement not yet sent, so no stamp is older than the request it serves. The statement counts as its
   * first request's query (it runs in that request's unit of work).
   */
  stampOf(sid: string): Promise<ReadStamp | null> {
    let batch = this.gathering;
    if (!batch || batch.size === MAX_STAMPS_READ) {
      const gathered = (batch = this.gathering = new Map());
      // After the statement before it, and after this turn's other requests have joined.
      this.stampsRead = this.stampsRead.then(() => new Promise(setImmediate)).then(() => {
        if (this.gathering === gathered) this.gathering = undefined;
        return this.readStamps(gathered);
      });
    }
    const waiting = batch.get(sid) ?? [];
    batch.set(sid, waiting);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private gathering?: Map<string, Array<{ resolve: (stamp: ReadStamp | null) => void; reject: (error: unknown) => void }>>;
  private stampsRead: Promise<void> = Promise.resolve();

  private async readStamps(batch: NonNullable<typeof this.gathering>): Promise<void> {
    const sids = [...batch.keys()];
    try {
      const rows = (await this.sessions.query(this.stampStatement(sids.length), paddedTo(sids))) as { id: string; data: string; expiresAt: string | number; dataVersion: unknown }[];
      const now = Date.now();
      const stamps = new Map(rows.map((row) => [row.id, Number(row.expiresAt) > now ? readStamp(row.dataVersion, row.data) : null]));
      for (const [sid, waiting] of batch) for (const { resolve } of waiting) resolve(stamps.get(sid) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }

  /** The stamps of up to `count` sessions; the id list's length a power of two, so few statements are ever prepared. */
  private stampStatement(count: number): string {
    const quote = this.quote;
    const ids = Array.from({ length: paddedLength(count) }, () => '?').join(', ');
    return `SELECT ${quote('id')}, ${quote('data')}, ${quote('expiresAt')}, (${this.countSql}) AS ${quote('dataVersion')} FROM ${quote('sessions')} WHERE ${quote('id')} IN (${ids})`;
  }

  /** The signed-in data counter, as a sub-select. */
  private get countSql(): string {
    const quote = this.quote;
    return `SELECT ${quote('version')} FROM ${quote('cache_versions')} WHERE ${quote('name')} = '${SIGNED_IN_READS}'`;
  }

  /** An identifier quoted for this database. */
  private readonly quote = (name: string) => this.sessions.manager.connection.driver.escape(name);

  private statement?: { sql: string; parameters: unknown[] };
  private get userMetadata(): EntityMetadata {
    return this.sessions.manager.connection.getMetadata(UserEntity);
  }

  /** The session row joined with its active user: SQL built once, the session id put in each time. */
  private readStatement(sid: string): { sql: string; parameters: unknown[] } {
    this.statement ??= (() => {
      const [sql, parameters] = this.sessions
        .createQueryBuilder('session')
        .leftJoin(UserEntity, 'user', 'user.id = session.userId AND user.isActive = :active', { active: true })
        .select(['session', 'user'])
        // Not among a user's usual columns; the checkout's card hold skips its conditional UPDATE when false (PasswordLinks.sendDue).
        .addSelect('user.passwordLinkDue')
        .addSelect(`(${this.countSql})`, 'dataVersion')
        .where('session.id = :sid', { sid: SID })
        .getQueryAndParameters();
      return { sql, parameters };
    })();
    return { sql: this.statement.sql, parameters: this.statement.parameters.map((value) => (value === SID ? sid : value)) };
  }

  /** One entity from its alias's columns of a raw row (those selected by default, and any other the statement names), converted by the driver as the query builder would. */
  private hydrate<T>(metadata: EntityMetadata, alias: string, raw: Record<string, unknown>): T {
    const driver = this.sessions.manager.connection.driver;
    const entity = metadata.create() as T;
    for (const column of metadata.columns) {
      const key = `${alias}_${column.databaseName}`;
      if (column.isSelect || key in raw) column.setEntityValue(entity as object, driver.prepareHydratedValue(raw[key], column));
    }
    return entity;
  }

  /** express-session turns what `get` read into the request's session here: remember its user for the request. */
  override createSession(request: Request, data: SessionData) {
    const user = this.usersRead.get(data);
    if (user !== undefined) this.usersByRequest.set(request, user);
    const stamp = this.stamps.get(data);
    if (stamp) keepReadStamp(request, stamp);
    return super.createSession(request, data);
  }

  /** The user read with this request's session, if it was read for that user id (undefined: not read). */
  userReadFor(request: Request, userId: string): UserEntity | null | undefined {
    if (!this.usersByRequest.has(request)) return undefined;
    const user = this.usersByRequest.get(request) ?? null;
    return !user || user.id === userId ? user : undefined;
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const row = { id: sid, expiresAt: this.expiryOf(session), data: JSON.stringify(session), userId: (session as WithUser).passport?.user ?? null };
    this.sessions.upsert(row, ['id']).then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions.delete({ id: sid }).then(() => callback?.(), (error) => callback?.(error));
  }

  pruneExpired(): Promise<unknown> {
    return this.sessions.delete({ expiresAt: LessThan(Date.now()) });
  }

  private expiryOf(session: SessionData): number {
    const expires = session.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultTtlMs;
  }
}

/** Sessions read in one statement at most. */
const MAX_STAMPS_READ = 256;
const paddedLength = (count: number) => 2 ** Math.ceil(Math.log2(count));
/** The ids, the last repeated up to the statement's length. */
const paddedTo = (sids: string[]) => Array.from({ length: paddedLength(sids.length) }, (_, i) => sids[Math.min(i, sids.length - 1)]);

/** The counter as the driver gave it (MariaDB: a number; a missing row: null, which never matches) and the session's stored data. */
const readStamp = (dataVersion: unknown, data: string): ReadStamp => ({ version: dataVersion == null ? NaN : Number(dataVersion), data });
