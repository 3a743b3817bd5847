import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import { SESSION_COOKIE } from '../auth/session';
import type { CacheVersions } from './cache-versions';

const REPLAYABLE = Symbol('replayable');
type MarkedResponse = ServerResponse & { [REPLAYABLE]?: true };

/** Bounds memory against made-up query strings: past this many URLs, new ones go to the framework until the next change. */
const MAX_URLS = 100;

@Injectable()
class MarkReplayable implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    context.switchToHttp().getResponse<MarkedResponse>()[REPLAYABLE] = true;
    return next.handle();
  }
}

/**
 * A public read answered only from cached reads (CachedRead): the same for every visitor until a
 * cached table changes. ReplayedReads may keep its anonymous answer and send it again.
 */
export const ReplayedRead = () => applyDecorators(Public(), UseInterceptors(MarkReplayable));

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * Anonymous GETs of the public reads, answered before Express and Nest run. Those reads already come
 * from memory, so the framework's pipeline (middleware, guards, interceptors, serialisation) was most
 * of their cost. The framework's first 200 for a URL is kept whole (its headers, CSP and ETag
 * included, and its body bytes) and sent again as is until any cached table changes: here at once,
 * on another instance at its next poll (CacheVersions). A session cookie, a conditional or HEAD
 * request, or any other route goes to the framework as before.
 */
export class ReplayedReads {
  private generation = -1;
  private readonly answers = new Map<string, Answer>();
  /** Requests answered here (the tests count them). */
  replayed = 0;

  constructor(private readonly versions: CacheVersions) {}

  around(framework: RequestListener): RequestListener {
    return (request, response) => {
      const url = request.url;
      if (!url || !anonymousRead(request)) return framework(request, response);
      if (this.versions.generation !== this.generation) {
        this.answers.clear();
        this.generation = this.versions.generation;
      }
      const answer = this.answers.get(url);
      if (answer) {
        this.replayed++;
        response.writeHead(200, answer.headers).end(answer.body);
        return;
      }
      this.record(url, response);
      framework(request, response);
    };
  }

  /** Keeps the framework's answer if its route is a ReplayedRead and the answer is the same for everyone. */
  private record(url: string, response: MarkedResponse): void {
    const generation = this.generation;
    const end = response.end;
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      response.end = end;
      const kept =
        response[REPLAYABLE] &&
        response.statusCode === 200 &&
        !response.headersSent && // nothing streamed before: the body is this one chunk
        !response.hasHeader('set-cookie') &&
        !response.hasHeader('vary') && // differs by a request header (an encoding, an origin)
        (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
        generation === this.versions.generation && // no change while the framework answered
        this.answers.size < MAX_URLS;
      if (kept) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
        this.answers.set(url, { headers: response.getHeaders(), body });
      }
      return end.call(response, chunk, encoding as BufferEncoding, callback as () => void);
    }) as ServerResponse['end'];
  }
}

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
