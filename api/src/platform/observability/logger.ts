import { hostname } from 'node:os';
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentWork } from '../database/work-context';

export type LogFormat = 'json' | 'pretty';

/**
 * What never reaches a log line, whoever logs an object carrying it: secrets, session and card data,
 * and the parts of an address past the ZIP code. The request log itself writes only chosen fields
 * (request-log.ts); this is the net under every other line.
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cardNumber',
  'cvc',
  'clientSecret',
  'address',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.cardNumber',
  '*.cvc',
  '*.clientSecret',
  '*.address',
  '*.cookie',
  '*.authorization',
];

export interface LoggerOptions {
  format: LogFormat;
  level: string;
  /** Names this process in every line (the pod's name on Kubernetes). */
  instance?: string;
  /** Where lines go instead of stdout (tests read them). */
  destination?: DestinationStream;
}

/**
 * The process's one logger: one JSON object a line in production, a short readable line in
 * development. Every line written inside a request carries its `requestId` (from the unit of work).
 * Production lines are written off the main thread, those logged meanwhile together (a write per line was
 * a tenth of a replayed read's time); pino flushes what is left when the process exits.
 */
export function createLogger({ format, level, instance = hostname(), destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // The request log's own line has the id bound already (request-log.ts); with tracing on, the trace too.
      mixin: (merge, _level, logger) => {
        const requestId = currentWork()?.requestId;
        const traceId = trace.getActiveSpan()?.spanContext().traceId;
        if (!requestId && !traceId) return {};
        const bound = !requestId || (typeof merge === 'object' && merge !== null && 'requestId' in merge) || 'requestId' in logger.bindings();
        return { ...(bound ? {} : { requestId }), ...(traceId ? { traceId } : {}) };
      },
    },
    destination ?? (format === 'pretty' ? prettyStdout() : pino.destination({ dest: 1, sync: false })),
  );
}

/** Said by the line's start or, for a request, by its message (`GET /api/packages 200 3 ms`). */
const PRETTY_FIELDS = new Set(['level', 'time', 'instance', 'msg', 'context', 'method', 'path', 'route', 'status', 'latencyMs']);

/** A developer's terminal: `12:00:01 INFO [Http] GET /api/packages 200 3 ms`, other fields after it. */
function prettyStdout(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
      const context = entry.context ? ` [${String(entry.context)}]` : '';
      const extra = Object.entries(entry)
        .filter(([key]) => !PRETTY_FIELDS.has(key))
        .map(([key, value]) => (key === 'stack' || key === 'err' ? `\n${typeof value === 'object' ? (value as { stack?: string }).stack : String(value)}` : ` ${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`))
        .join('');
      process.stdout.write(`${time} ${String(entry.level).toUpperCase().padEnd(5)}${context} ${String(entry.msg ?? '')}${extra}\n`);
    },
  };
}
