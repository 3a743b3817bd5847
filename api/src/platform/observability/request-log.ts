import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { LogFormat } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client sent is kept only if it cannot forge a log line or a header. */
const SAFE_REQUEST_ID = /^[\w.:-]{8,64}$/;

const ROUTE = Symbol('route');
const USER = Symbol('user');

type Observed = IncomingMessage & { id?: unknown; route?: { path?: unknown }; user?: { id?: unknown }; [ROUTE]?: string; [USER]?: string };

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
  return request.url?.startsWith('/api') ? '(no route)' : '(static)';
}

function newRequestId(request: IncomingMessage, response: ServerResponse): string {
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * One log line per request, when its response ends: id, method, path (never the query: it may hold
 * names, addresses or tokens), route, status, latency and the signed-in user. It wraps the server's
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
      const level = statusCode >= 500 ? 'error' : format === 'pretty' && !request.url?.startsWith('/api') && statusCode < 400 ? 'debug' : 'info';
      if (!lines.isLevelEnabled(level)) return;
      const message = `${request.method} ${pathOf(request)} ${statusCode}${level === 'error' ? '' : ` ${latencyMs} ms`}`;
      lines[level]({ requestId, ...lineOf(request, response, latencyMs) }, message);
    });
    listener(request, response);
  };
}

const pathOf = (request: IncomingMessage) => request.url?.split('?')[0];

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
