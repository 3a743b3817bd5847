import type { INestApplicationContext } from '@nestjs/common';

/**
 * On SIGTERM or SIGINT: the app's shutdown hooks (requests and jobs finish), then a normal exit, so the
 * log lines still buffered are written (pino flushes on exit; Nest's own shutdown hooks re-raise the
 * signal, which ends the process without that).
 */
export function exitOnSignals(app: INestApplicationContext): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0), () => process.exit(1)));
  }
}
