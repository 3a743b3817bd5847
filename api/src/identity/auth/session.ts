import type { RequestHandler, Request } from 'express';
import session from 'express-session';
import type { AppConfig } from '../../platform/config/app-config';
import { SESSION_COOKIE } from '../../platform/web/session-cookie';
import type { UserEntity } from '../users/user.entity';
import { clientAddress } from './client-address';
import type { DatabaseSessionStore } from './session.store';

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

/**
 * Runs the session middlewares only where a session can matter: a request that carries the
 * session cookie, or one that may start a session (sign-in, sign-up: never a GET). An anonymous
 * read skips them, so it touches no session storage and does no session work at all.
 */
export function forSessionRequests(...handlers: RequestHandler[]): RequestHandler {
  return (request, response, next) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && !request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    const run = (index: number, error?: unknown): void => {
      if (error || index === handlers.length) return next(error);
      handlers[index](request, response, (nextError?: unknown) => run(index + 1, nextError));
    };
    run(0);
  };
}

declare module 'express-session' {
  interface SessionData {
    /** When the person proved who they are (password or checkout sign-up), epoch ms. */
    signedInAt?: number;
    /** The password was right for this account and its second-factor code has not come yet. */
    secondFactorPending?: { userId: string; at: number; attempts: number };
    /** The browser the session lives in, for the account's devices list (auth/devices); `lastSeenAt` epoch ms. */
    device?: { userAgent: string; ip: string; lastSeenAt: number };
  }
}

/**
 * Records when the session's user signed in or last proved who they are (a recent proof may change the
 * password without the current one, and lets step-up actions through), and from which browser.
 */
export function markSignedIn(request: Request, at = Date.now()): void {
  request.session.signedInAt = at;
  request.session.device = { userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255), ip: clientAddress(request), lastSeenAt: Date.now() };
}

/**
 * Signs a user in on this request; passport regenerates the session id first. `signedInAt` is
 * carried over when the session is renewed without a new sign-in (after a password change).
 */
export async function startSession(request: Request, user: UserEntity, signedInAt = Date.now()): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
  markSignedIn(request, signedInAt);
}
