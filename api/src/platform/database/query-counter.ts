import type { RequestListener } from 'node:http';
import type { Logger } from 'typeorm';
import { requestIdOf } from '../observability/request-log';
import { currentWork, runWork } from './work-context';

export interface RecordedStatement {
  /** The request's method and path. */
  request: string;
  sql: string;
  parameters: readonly unknown[];
}

/**
 * TypeORM's logger, used only to count the queries each HTTP request makes: the integration tests
 * assert "no query" / "one query" with it and `npm run bench` prints it (LOG_QUERY_COUNTS=true).
 * Background work (the cache version poll, jobs) is not counted.
 */
export class QueryCounter implements Logger {
  /** Queries made while answering requests, since start. */
  inRequests = 0;

  /** Wraps the server's request listener: each API request is a unit of work of its own; `report` hears its count when the response is sent. */
  around(listener: RequestListener, report?: (line: string) => void): RequestListener {
    return (request, response) => {
      if (!request.url?.startsWith('/api')) return listener(request, response);
      runWork(`${request.method} ${request.url.split('?')[0]}`, true, () => {
        const work = currentWork()!;
        if (report) response.on('finish', () => report(`queries ${request.method} ${request.url} ${work.queries}`));
        listener(request, response);
      }, requestIdOf(request));
    };
  }

  /** Statements of requests, kept only while a test records them. */
  private recorded?: RecordedStatement[];

  logQuery(query: string, parameters: readonly unknown[] = []): void {
    const work = currentWork();
    if (!work?.request) return;
    work.queries++;
    this.inRequests++;
    if (work.tables) noteTables(work.tables, query);
    this.recorded?.push({ request: work.label, sql: query, parameters });
  }

  /** Keeps each statement requests send from now until `stop` (tests assert what a request reads and writes). */
  record(): { statements: RecordedStatement[]; stop(): void } {
    const statements: RecordedStatement[] = [];
    this.recorded = statements;
    return { statements, stop: () => (this.recorded = undefined) };
  }

  /** What `fn` answers, and the statements requests sent while it ran. */
  async during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }> {
    const recording = this.record();
    try {
      return { result: await fn(), statements: recording.statements };
    } finally {
      recording.stop();
    }
  }

  // TypeORM's own logging is off ("logging: false" before this logger); these stay silent too.
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE|UPSERT)\b|\bFOR UPDATE\b/i;
const TABLE = /\b(?:FROM|JOIN|INTO|UPDATE)\s+[`"]?(\w+)/gi;

/** Adds the tables a statement names (null for a write) to `tables`. */
function noteTables(tables: Set<string | null>, sql: string): void {
  if (WRITE.test(sql)) tables.add(null);
  for (const [, table] of sql.matchAll(TABLE)) tables.add(table);
}

/** One per module registry: the data source logs into it and createApp mounts its middleware. */
export const queryCounter = new QueryCounter();
