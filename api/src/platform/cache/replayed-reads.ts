import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { currentWork } from '../database/work-context';
import { nameRoute, REQUEST_ID_HEADER, routeOf } from '../observability/request-log';
import { SESSION_COOKIE } from '../web/session-cookie';
import { BOOKKEEPING_TABLES, CacheVersions } from './cache-versions';

/** Bounds memory against made-up query strings: past this many URLs, new ones go to the framework until the next change. */
const MAX_URLS = 100;
/** Bounds the signed-in answers kept (the oldest go first). */
const MAX_SIGNED_IN_BYTES = 64 * 1024 * 1024;
/** A signed-in answer is computed afresh at least this often, so a field that follows the clock is never older. */
export const SIGNED_IN_MAX_AGE_MS = 30_000;

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The route pattern it answered, for the request log and metrics. */
  route: string;
  /** The signed-in user it answered, for the request log. */
  userId?: string;
}

interface SignedInAnswer extends Answer {
  /** The session it was computed for, and its read stamp then (DatabaseSessionStore.stampOf). */
  sid: string;
  stamp: ReadStamp;
  until: number;
}

/** What a signed-in answer depends on besides the route's data: the signed-in data counter and the session as stored. */
export interface ReadStamp {
  version: number;
  data: string;
}

/** Reads a session's current read stamp; null once the session has ended. */
export type StampOf = (sid: string) => Promise<ReadStamp | null>;

const READ_STAMP = Symbol('read stamp');
type Stamped = IncomingMessage & { [READ_STAMP]?: ReadStamp; sessionID?: string };

/** The session store hands over the stamp it read with the request's session, before any handler ran. */
export function keepReadStamp(request: IncomingMessage, stamp: ReadStamp): void {
  (request as Stamped)[READ_STAMP] = stamp;
}

/**
 * GETs of the hottest reads, answered before Express and Nest run: the framework's pipeline (middleware,
 * guards, interceptors, serialisation) and the handler's queries were most of their cost. The
 * framework's 200 for a URL of a ReplayedRead route is kept whole (headers, CSP and ETag included, and
 * its body bytes) and sent again as is while nothing it shows has changed:
 * - anonymous (public reads, from memory): until any cached table changes, here at once, on another
 *   instance at its next poll (CacheVersions);
 * - signed in: per session cookie, and each replay first reads the session's stamp in one statement (the
 *   session row as stored and the counter every committed write moves, see SIGNED_IN_READS), so a
 *   signed-out session, a change made on any instance, or a changed session is never answered from
 *   memory. Only answers that read no bookkeeping table and wrote nothing are kept.
 * A conditional or HEAD request, or any other route, goes to the framework as before.
 */
@Injectable()
export class ReplayedReads {
  private generation = -1;
  private readonly anonymous = new Map<string, Answer>();
  private readonly signedIn = new Map<string, SignedInAnswer>();
  private signedInBytes = 0;
  /** Requests answered here (the tests count them). */
  replayed = 0;

  constructor(private readonly versions: CacheVersions) {}

  around(framework: RequestListener, stampOf: StampOf): RequestListener {
    return (request, response) => {
      if (!replayable(request)) return framework(request, response);
      const cookie = sessionCookieOf(request);
      if (cookie === undefined) {
        const answer = this.current().get(request.url!);
        return answer ? this.send(request, response, answer) : framework(request, response);
      }
      const key = `${cookie}\n${request.url}`;
      const answer = this.signedIn.get(key);
      if (!answer) return framework(request, response);
      stampOf(answer.sid).then(
        (stamp) => {
          if (stamp?.version === answer.stamp.version && stamp.data === answer.stamp.data && Date.now() < answer.until) return this.send(request, response, answer);
          this.drop(key);
          framework(request, response);
        },
        () => framework(request, response),
      );
    };
  }

  /** Before the handler runs: keeps its answer to this read if the answer may be sent again. */
  keep(request: Request, response: Response): void {
    const route = routeOf(request);
    const cookie = sessionCookieOf(request);
    if (cookie === undefined) {
      const generation = this.versions.generation;
      return whenAnswered(response, (headers, body) => {
        // No change while the framework answered.
        if (generation === this.versions.generation && this.current().size < MAX_URLS) this.anonymous.set(request.originalUrl, { headers, body, route });
      });
    }
    const stamp = (request as Stamped)[READ_STAMP];
    const work = currentWork();
    // The stamp was read before the handler; the caches it reads (CachedRead) must already know that counter.
    if (!request.user || !stamp || !work || !(this.versions.signedInSeen >= stamp.version)) return;
    const tables = (work.tables = new Set());
    const key = `${cookie}\n${request.originalUrl}`;
    whenAnswered(response, (headers, body) => {
      if ([...tables].some((table) => table === null || BOOKKEEPING_TABLES.has(table))) return;
      this.drop(key);
      this.signedIn.set(key, { headers, body, route, userId: (request.user as { id: string }).id, sid: request.sessionID, stamp, until: Date.now() + SIGNED_IN_MAX_AGE_MS });
      this.signedInBytes += body.length;
      for (const oldest of this.signedIn.keys()) {
        if (this.signedInBytes <= MAX_SIGNED_IN_BYTES) break;
        this.drop(oldest);
      }
    });
  }

  private send(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
    this.replayed++;
    nameRoute(request, answer.route, answer.userId);
    response.writeHead(200, answer.headers).end(answer.body);
  }

  private drop(key: string): void {
    const answer = this.signedIn.get(key);
    if (!answer) return;
    this.signedIn.delete(key);
    this.signedInBytes -= answer.body.length;
  }

  /** The anonymous answers kept since the last change (all dropped once any cached table changed). */
  private current(): Map<string, Answer> {
    if (this.versions.generation !== this.generation) {
      this.anonymous.clear();
      this.generation = this.versions.generation;
    }
    return this.anonymous;
  }
}

/**
 * Hands the response's headers and body to `keep` if it is a 200 that may be sent again as is: the
 * body one chunk, no cookie set, no Vary (it would differ by a request header: an encoding, an origin).
 */
function whenAnswered(response: ServerResponse, keep: (headers: OutgoingHttpHeaders, body: Buffer) => void): void {
  const end = response.end;
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    response.end = end;
    const whole = response.statusCode === 200 && !response.headersSent && !response.hasHeader('set-cookie') && !response.hasHeader('vary');
    if (whole && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
      // The id was that request's own; each replay has its own (set before this runs).
      const { [REQUEST_ID_HEADER.toLowerCase()]: _ownId, ...headers } = response.getHeaders();
      keep(headers, body);
    }
    return end.call(response, chunk, encoding as BufferEncoding, callback as () => void);
  }) as ServerResponse['end'];
}

/** Only on ReplayedRead routes: hands the read's answer to ReplayedReads. */
@Injectable()
class KeepAnswer implements NestInterceptor {
  constructor(private readonly replays: ReplayedReads) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (replayable(request)) this.replays.keep(request, http.getResponse<Response>());
    return next.handle();
  }
}

/**
 * A read whose answer ReplayedReads may keep and send again: a public read answered only from cached
 * reads (CachedRead), or a signed-in read of the caller's own data.
 */
export const ReplayedRead = () => UseInterceptors(KeepAnswer);

function replayable(request: IncomingMessage): boolean {
  const { headers } = request;
  return request.method === 'GET' && request.url!.startsWith('/api/') && headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined;
}

const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`);

/** The session cookie's raw value, if the request carries one. */
function sessionCookieOf(request: IncomingMessage): string | undefined {
  return request.headers.cookie?.match(SESSION_COOKIE_VALUE)?.[1];
}
