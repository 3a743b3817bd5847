import type { ClientErrorReport } from '@dd/contracts/client-errors';
import type { RemoteName } from '@dd/contracts/routes';
import { getApiBaseUrl } from '@dd/api-client';
import { releaseOf } from './registry';

/** A remote's own script: its URL names the remote and the version. */
const REMOTE_SCRIPT = /\/remotes\/(public|customer|dad|admin)\/([\w.-]{1,64})\//;
const CHUNK_FAILURE = /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|RUNTIME-00\d/;
/** A page that keeps failing reports a few times, not once per render. */
const REPORTS_PER_REMOTE = 5;
const sent = new Map<RemoteName, number>();

/**
 * Tells the API that a remote version failed in this browser (POST /api/client-errors): which remote,
 * which version, what kind of failure; nothing about the page or the person. The canary's rollback
 * and the admin's System Status count these.
 */
export function reportClientError(remote: RemoteName, kind: ClientErrorReport['kind'], version = releaseOf(remote)): void {
  const count = sent.get(remote) ?? 0;
  if (!version || count >= REPORTS_PER_REMOTE) return;
  sent.set(remote, count + 1);
  const report: ClientErrorReport = { remote, version, kind };
  void fetch(`${getApiBaseUrl()}/client-errors`, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report) }).catch(
    () => undefined,
  );
}

/** A render failure: a screen's chunk that did not arrive, or the screen's own error. */
export const failureKind = (error: unknown): ClientErrorReport['kind'] =>
  CHUNK_FAILURE.test(error instanceof Error ? `${error.name} ${error.message}` : String(error)) ? 'chunk' : 'boundary';

/** Uncaught errors and rejections thrown from a remote's scripts. */
export function reportUncaughtRemoteErrors(): void {
  const report = (where: string) => {
    const match = REMOTE_SCRIPT.exec(where);
    if (match) reportClientError(match[1] as RemoteName, 'error', match[2]);
  };
  window.addEventListener('error', (event) => report(event.filename ?? ''));
  window.addEventListener('unhandledrejection', (event) => report(String((event.reason as Error | undefined)?.stack ?? '')));
}
