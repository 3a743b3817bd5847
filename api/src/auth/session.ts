import type { RequestHandler, Request } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import type { DatabaseSessionStore } from './session.store';

export const SESSION_COOKIE = 'dd.sid';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60_000;

export function sessionMiddleware(config: AppConfig, store: DatabaseSessionStore): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: !!config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production',
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
}

/** Signs a user in on this request; passport regenerates the session id first. */
export function startSession(request: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}
