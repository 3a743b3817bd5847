import { AsyncLocalStorage } from 'node:async_hooks';

/** One unit of work, followed through every await: an HTTP request or a background job. */
export interface Work {
  /** Names it in logs: `POST /api/bookings`, `job card-hold-renewal`. */
  readonly label: string;
  /** Whether it answers an HTTP request (only those count queries, see QueryCounter). */
  readonly request: boolean;
  /** Database queries it made. */
  queries: number;
  /** Pool connections it holds right now (DatabasePool keeps this at one at most). */
  connections: number;
  /** The HTTP request's id (X-Request-Id), put on every log line written for it. */
  readonly requestId?: string;
  /** Tables its statements named from now on, when someone asks (ReplayedReads: what a kept answer read); `null` marks a write. */
  tables?: Set<string | null>;
  /** Cache counters its commits moved, bumped in the database once when it answers (CacheVersions.announceOnce); undefined: at once. */
  unannounced?: Set<string>;
}

const storage = new AsyncLocalStorage<Work>();

/** The work the caller is part of, if any (timers such as the cache poll run outside any). */
export const currentWork = (): Work | undefined => storage.getStore();

/**
 * Runs `fn` as part of no unit of work, as a timer would: for work a request starts and does not wait
 * for (a cache's load), which must not count as its second connection nor join its SQLite turn.
 */
export function outsideWork<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Runs `fn` as one unit of work. */
export function runWork<T>(label: string, request: boolean, fn: () => T, requestId?: string): T {
  return storage.run({ label, request, queries: 0, connections: 0, requestId }, fn);
}
