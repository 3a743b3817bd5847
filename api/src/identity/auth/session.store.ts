import type { Request } from 'express';
import { Store, type SessionData } from 'express-session';
import { LessThan, type EntityMetadata, type Repository } from 'typeorm';
import { SIGNED_IN_READS } from '../../platform/cache/cache-versions';
import { keepReadStamp, type ReadStamp } from '../../platform/cache/replayed-reads';
import { Gathered, paddedLength, paddedTo } from '../../platform/database/gathered';
import { UserEntity } from '../users/user.entity';
import { SessionEntity } from './session.entity';

/** Stands for a session id in the statements built once. */
const SID = Symbol('sid');

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** What passport keeps in a session: the signed-in user's id (SessionSerializer). */
type WithUser = SessionData & { passport?: { user?: string } };

/**
 * express-session's store on the app's own database, so any number of API instances share
 * sign-ins. Expired rows are ignored on read and pruned whenever someone signs in.
 *
 * A signed-in request costs one query at most: the session row comes with its active user, which the
 * serializer takes from here instead of loading it again, and the sessions asked for together (a busy
 * moment's requests) are read in one statement. Sessions expire 14 days after sign-in,
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
    this.rowsRead.get(sid).then((raw) => {
      const row = raw && this.hydrate<SessionEntity>(this.sessions.metadata, 'session', raw);
      if (!row || row.expiresAt <= Date.now()) return callback(null, null);
      const data = JSON.parse(row.data) as SessionData;
      this.stamps.set(data, readStamp(raw.dataVersion, row.data));
      if (row.userId) this.usersRead.set(data, raw.user_id == null ? null : this.hydrate<UserEntity>(this.userMetadata, 'user', raw));
      callback(null, data);
    }, callback);
  }

  /** Session rows with their users, as the read statement gives them: those asked for together in one statement. */
  private readonly rowsRead = new Gathered<Record<string, unknown>>(async (sids) => {
    const { sql, parameters } = this.readStatement(sids);
    const rows = (await this.sessions.query(sql, parameters)) as Record<string, unknown>[];
    return new Map(rows.map((row) => [row.session_id as string, row]));
  });

  /**
   * What a signed-in answer depends on besides the route's data, read in one lean statement: the session as
   * stored and the signed-in data counter (CacheVersions); null when the session is gone or expired.
   * Equal stamps mean the session and every table a signed-in read shows are as they were.
   *
   * Every replayed read asks this, so the stamps asked for together are read in one statement
   * (Gathered). The statement counts as its first request's query (it runs in that request's unit of work).
   */
  stampOf(sid: string): Promise<ReadStamp | null> {
    return this.stampsRead.get(sid).then((stamp) => stamp ?? null);
  }

  private readonly stampsRead = new Gathered<ReadStamp | null>(async (sids) => {
    const rows = (await this.sessions.query(this.stampStatement(sids.length), paddedTo(sids))) as { id: string; data: string; expiresAt: string | number; dataVersion: unknown }[];
    const now = Date.now();
    return new Map(rows.map((row) => [row.id, Number(row.expiresAt) > now ? readStamp(row.dataVersion, row.data) : null]));
  });

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

  /** The read statement by its padded number of ids. */
  private readonly statements = new Map<number, { sql: string; parameters: unknown[] }>();
  private get userMetadata(): EntityMetadata {
    return this.sessions.manager.connection.getMetadata(UserEntity);
  }

  /** Session rows joined with their active users: SQL built once per padded count, the session ids put in each time. */
  private readStatement(sids: string[]): { sql: string; parameters: unknown[] } {
    const ids = paddedTo(sids);
    let statement = this.statements.get(ids.length);
    if (!statement) {
      const [sql, parameters] = this.sessions
        .createQueryBuilder('session')
        .leftJoin(UserEntity, 'user', 'user.id = session.userId AND user.isActive = :active', { active: true })
        .select(['session', 'user'])
        // Not among a user's usual columns; the checkout's card hold skips its conditional UPDATE when false (PasswordLinks.sendDue).
        .addSelect('user.passwordLinkDue')
        .addSelect(`(${this.countSql})`, 'dataVersion')
        .where('session.id IN (:...sids)', { sids: ids.map(() => SID) })
        .getQueryAndParameters();
      this.statements.set(ids.length, (statement = { sql, parameters }));
    }
    let next = 0;
    return { sql: statement.sql, parameters: statement.parameters.map((value) => (value === SID ? ids[next++] : value)) };
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


/** The counter as the driver gave it (MariaDB: a number; a missing row: null, which never matches) and the session's stored data. */
const readStamp = (dataVersion: unknown, data: string): ReadStamp => ({ version: dataVersion == null ? NaN : Number(dataVersion), data });
