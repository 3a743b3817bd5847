import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@dd/contracts/routes';
import { PageSpinner } from '@dd/ui/page-spinner';
import { PageError } from '../pages/LazyPageError';
import type { RemoteModule } from '@dd/ui/remote-module';
import { failureKind, reportClientError } from './client-errors';
import { loadedRemoteModule, loadRemoteModule } from './registry';

export const REMOTE_UNAVAILABLE_TITLE = 'This section is unavailable';
export const REMOTE_UNAVAILABLE_TEXT = "We couldn't load this part of the site. Please try again.";

/** A remote that could not be loaded (or whose routes could not be read, `remote` then unknown). */
export function RemoteUnavailable({ remote, onRetry }: { remote?: RemoteName; onRetry: () => void }) {
  return (
    <div data-remote-error={remote}>
      <PageError testId="remote-error" status="warning" title={REMOTE_UNAVAILABLE_TITLE} text={REMOTE_UNAVAILABLE_TEXT} onRetry={onRetry} />
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so the header, sidebar and other remotes live on. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`The ${this.props.remote} remote failed while rendering`, error, info.componentStack);
    reportClientError(this.props.remote, failureKind(error));
  }

  render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'error'; error: unknown };

function initialState(remote: RemoteName, entry: string): LoadState {
  const module = loadedRemoteModule(remote, entry);
  return module && module !== 'stale' ? { status: 'ready', module } : { status: 'loading' };
}

/**
 * A remote's outlet: loads `mfe_<remote>/Module` on first use and renders it for `path` (the
 * matched route pattern) and its `title`. Load or render failures show the unavailable state with
 * a Retry that really loads again. `entry` is the release that declared the route: when this page
 * runs an older release of the remote, the page is loaded again to get the new one.
 */
export function RemoteView({ remote, path, title, entry }: { remote: RemoteName; path: string; title: string; entry: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote, entry));

  useEffect(() => {
    let cancelled = false;
    const cached = loadedRemoteModule(remote, entry);
    if (cached === 'stale') {
      window.location.reload();
      return;
    }
    if (cached) {
      setState((current) => (current.status === 'ready' && current.module === cached ? current : { status: 'ready', module: cached }));
      return;
    }
    setState({ status: 'loading' });
    loadRemoteModule(remote).then(
      (module) => !cancelled && setState({ status: 'ready', module }),
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`The ${remote} remote could not be loaded`, error);
        reportClientError(remote, 'chunk');
        setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, entry, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') return <RemoteUnavailable remote={remote} onRetry={retry} />;
  const Module = state.module.default;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Module path={path} title={title} />
    </RemoteErrorBoundary>
  );
}
