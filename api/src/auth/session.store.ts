import { Store, type SessionData } from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * express-session's store on the app's own database, so any number of API instances share
 * sign-ins. Expired rows are ignored on read and pruned whenever someone signs in.
 */
export class DatabaseSessionStore extends Store {
  constructor(
    private readonly sessions: Repository<SessionEntity>,
    private readonly defaultTtlMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.sessions.findOneBy({ id: sid }).then(
      (row) => callback(null, row && row.expiresAt > Date.now() ? (JSON.parse(row.data) as SessionData) : null),
      callback,
    );
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const row = { id: sid, expiresAt: this.expiryOf(session), data: JSON.stringify(session) };
    this.sessions.upsert(row, ['id']).then(() => callback?.(), (error) => callback?.(error));
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.sessions.update({ id: sid }, { expiresAt: this.expiryOf(session) }).then(() => callback?.(), (error) => callback?.(error));
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
