import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { brand } from './theme';

/**
 * The offline shell (issue 37 item 10, decision 0378): registers the shell's service worker
 * (/offline-sw.js, shell/public) for an area's pages, telling it which GET answers of the API it may
 * keep for a reload with no signal. The worker knows no area: the scope and the list are the area's.
 */
export function registerOfflineShell(scope: string, keep: readonly string[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(`/offline-sw.js?keep=${encodeURIComponent(keep.join(','))}`, { scope }).catch(() => undefined);
}

/** Whether the browser says it is online, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** A remote's banner: registers the offline shell for its area and says so while there is no signal. */
export function offlineBanner(scope: string, keep: readonly string[], text: ReactNode) {
  return function OfflineBanner() {
    useEffect(() => registerOfflineShell(scope, keep), []);
    if (useOnline()) return null;
    return (
      <div role="status" data-testid="offline-notice" style={{ background: '#fff7e6', color: brand.text, padding: '8px 16px', fontSize: 14, borderBottom: `1px solid ${brand.border}` }}>
        {text}
      </div>
    );
  };
}
