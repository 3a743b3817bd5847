import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import { SESSION_COOKIE } from '../auth/session';
import { nameRoute, REQUEST_ID_HEADER, routeOf } from '../observability/request-log';
import { CacheVersions } from './cache-versions';

/** Bounds memory against made-up query strings: past this many URLs, new ones go to the framework until the next change. */
const MAX_URLS = 100;

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The route pattern it answered, for the request log and metrics. */
  route: string;
}

/**
 * Anonymous GETs of the public reads, answered before Express and Nest run. Those reads already come
 * from memory, so the framework's pipeline (middleware, guards, interceptors, serialisation) was most
 * of their cost. The framework's first 200 for a URL of a ReplayedRead route is kept whole (its
 * headers, CSP and ETag included, and its body bytes) and sent again as is until any cached table
 * changes: here at once, on another instance at its next poll (CacheVersions). A session cookie, a
 * conditional or HEAD request, or any other route goes to the framework as before.
 */
@Injectable()
export class ReplayedReads {
  private generation = -1;
  private readonly answers = new Map<string, Answer>();
  /** Requests answered here (the tests count them). */
  replayed = 0;

  constructor(private readonly versions: CacheVersions) {}

  around(framework: RequestListener): RequestListener {
    return (request, response) => {
      const answer = anonymousRead(request) ? this.current().get(request.url!) : undefined;
      if (!answer) return framework(request, response);
      this.replayed++;
      nameRoute(request, answer.route);
      response.writeHead(200, answer.headers).end(answer.body);
    };
  }

  /** Keeps the framework's answer to this anonymous read if it is the same for everyone. */
  keep(url: string, route: string, response: ServerResponse): void {
    const generation = this.versions.generation;
    const end = response.end;
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      response.end = end;
      const kept =
        response.statusCode === 200 &&
        !response.headersSent && // nothing streamed before: the body is this one chunk
        !response.hasHeader('set-cookie') &&
        !response.hasHeader('vary') && // differs by a request header (an encoding, an origin)
        (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
        generation === this.versions.generation && // no change while the framework answered
        this.current().size < MAX_URLS;
      if (kept) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
        // The id was that request's own; each replay has its own (set before this runs).
        const { [REQUEST_ID_HEADER.toLowerCase()]: _ownId, ...headers } = response.getHeaders();
        this.answers.set(url, { headers, body, route });
      }
      return end.call(response, chunk, encoding as BufferEncoding, callback as () => void);
    }) as ServerResponse['end'];
  }

  /** The answers kept since the last change (all dropped once any cached table changed). */
  private current(): Map<string, Answer> {
    if (this.versions.generation !== this.generation) {
      this.answers.clear();
      this.generation = this.versions.generation;
    }
    return this.answers;
  }
}

/** Only on ReplayedRead routes: hands an anonymous read's answer to ReplayedReads. */
@Injectable()
class KeepAnswer implements NestInterceptor {
  constructor(private readonly replays: ReplayedReads) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (anonymousRead(request)) this.replays.keep(request.originalUrl, routeOf(request), http.getResponse<Response>());
    return next.handle();
  }
}

/**
 * A public read answered only from cached reads (CachedRead): the same for every visitor until a
 * cached table changes. ReplayedReads may keep its anonymous answer and send it again.
 */
export const ReplayedRead = () => applyDecorators(Public(), UseInterceptors(KeepAnswer));

function anonymousRead(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    request.url!.startsWith('/api/') &&
    !headers.cookie?.includes(`${SESSION_COOKIE}=`) &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined
  );
}
