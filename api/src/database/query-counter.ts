import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestListener } from 'node:http';
import type { Logger } from 'typeorm';

/**
 * TypeORM's logger, used only to count the queries each HTTP request makes: the integration tests
 * assert "no query" / "one query" with it and `npm run bench` prints it (LOG_QUERY_COUNTS=true).
 * Background work (the cache version poll, jobs) runs outside any request and is not counted.
 */
export class QueryCounter implements Logger {
  private readonly request = new AsyncLocalStorage<{ queries: number }>();
  /** Queries made while answering requests, since start. */
  inRequests = 0;

  /** Wraps the server's request listener: each API request counts in a context of its own; `report` hears its count when the response is sent. */
  around(listener: RequestListener, report?: (line: string) => void): RequestListener {
    return (request, response) => {
      if (!request.url?.startsWith('/api')) return listener(request, response);
      const counted = { queries: 0 };
      if (report) response.on('finish', () => report(`queries ${request.method} ${request.url} ${counted.queries}`));
      this.request.run(counted, () => listener(request, response));
    };
  }

  logQuery(): void {
    const counted = this.request.getStore();
    if (!counted) return;
    counted.queries++;
    this.inRequests++;
  }

  // TypeORM's own logging is off ("logging: false" before this logger); these stay silent too.
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** One per module registry: the data source logs into it and createApp mounts its middleware. */
export const queryCounter = new QueryCounter();
