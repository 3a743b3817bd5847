import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { LogFormat } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client sent is kept only if it cannot forge a log line or a header. */
const SAFE_REQUEST_ID = /^[\w.:-]{8,64}$/;

const ROUTE = Symbol('route');
const USER = Symbol('user');

type Observed = IncomingMessage & { id?: unknown; originalUrl?: string; route?: { path?: unknown }; user?: { id?: unknown }; [ROUTE]?: string; [USER]?: string };

/** The address as it came: Express's middleware mounted at /api sees it without the /api, and a refusal there leaves it so. */
const urlOf = (request: IncomingMessage) => (request as Observed).originalUrl ?? request.url;

/** The id of this request (also in its X-Request-Id header, its log line and any error body). */
export function requestIdOf(request: IncomingMessage): string | undefined {
  const { id } = request as Observed;
  return typeof id === 'string' ? id : undefined;
}

/** Names the route pattern, and the signed-in user, of a request answered outside the framework (a replayed read). */
export function nameRoute(request: IncomingMessage, pattern: string, userId?: string): void {
  (request as Observed)[ROUTE] = pattern;
  if (userId) (request as Observed)[USER] = userId;
}

/**
 * The route pattern, never the path (`/api/bookings/:id`): the framework's match, or the name a
 * replayed read was given; requests no route matched are told apart only as API or not.
 */
export function routeOf(request: IncomingMessage): string {
  const observed = request as Observed;
  if (observed[ROUTE]) return observed[ROUTE];
  if (typeof observed.route?.path === 'string') return observed.route.path;
  return urlOf(request)?.startsWith('/api') ? '(no route)' : '(static)';
}

function newRequestId(request: IncomingMessage, response: ServerResponse): string {
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * One log line per request, when its response ends: id, method, path (never the query: it may hold
 * names, addresses or tokens; never a link's key, see pathOf), route, status, latency and the signed-in user. It wraps the server's
 * whole listener chain, so requests answered before the framework (replayed reads, the deadline's
 * 503) have their line and id too. In development, successful static files stay quiet.
 * Written by hand rather than with pino-http: its per-request child logger and the redaction of a line
 * made only of chosen fields were a fifth of a replayed read's time.
 */
export function logRequests(listener: RequestListener, logger: Logger, format: LogFormat): RequestListener {
  // The line is made only of the fields below: nothing to redact.
  const lines = logger.child({}, { redact: [] });
  return (request, response) => {
    const started = Date.now();
    const requestId = newRequestId(request, response);
    (request as Observed).id = requestId;
    response.once('close', () => {
      const latencyMs = Date.now() - started;
      const { statusCode } = response;
      const level = statusCode >= 500 ? 'error' : format === 'pretty' && !urlOf(request)?.startsWith('/api') && statusCode < 400 ? 'debug' : 'info';
      if (!lines.isLevelEnabled(level)) return;
      const message = `${request.method} ${pathOf(request)} ${statusCode}${level === 'error' ? '' : ` ${latencyMs} ms`}`;
      lines[level]({ requestId, ...lineOf(request, response, latencyMs) }, message);
    });
    listener(request, response);
  };
}

/** An API route whose path carries a link's key names the parameter so: `/api/track/:token`, `/api/…/:key`. */
const KEYED_ROUTE = /\/:(token|key)(\/|$)/;
/** In a page's address (the apps' routes are theirs, not the server's): a segment holding an id, as a link's key does (an offer's id, a tracking token's booking id). */
const KEY_SEGMENT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The path as the log writes it: whoever holds a link whose key is in its path (a tracking link, a
 * waitlist offer's, decision 0456) may act on it, and logs are read by more people and kept longer.
 * A request on a keyed route is written as its route, on another route as it is (its ids are no keys:
 * a booking's needs its customer's session); a page's address, or an API path no route took (refused
 * before routing, unknown), has each segment holding an id written as `:key`.
 */
export function pathOf(request: IncomingMessage): string | undefined {
  const path = urlOf(request)?.split('?')[0];
  if (!path) return path;
  const route = routeOf(request);
  if (KEYED_ROUTE.test(route)) return route;
  if (route.startsWith('/')) return path;
  return path
    .split('/')
    .map((segment) => (KEY_SEGMENT.test(segment) ? ':key' : segment))
    .join('/');
}

function lineOf(request: IncomingMessage, response: ServerResponse, latencyMs: number) {
  const userId = (request as Observed)[USER] ?? (request as Observed).user?.id;
  return {
    context: 'Http',
    method: request.method,
    path: pathOf(request),
    route: routeOf(request),
    status: response.statusCode,
    latencyMs,
    ...(typeof userId === 'string' || typeof userId === 'number' ? { userId: String(userId) } : {}),
    ...(response.writableFinished ? {} : { aborted: true }),
  };
}
