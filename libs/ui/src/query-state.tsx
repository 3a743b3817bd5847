import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { isApiError } from '@dd/api-client';
import { LazyPageError, LoadFailed, useLoadFailureToast } from './load-state';

/** The parts of an RTK Query result a screen's states depend on. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The spec's screen title for a failure: 'Failed to Load Bookings'. */
  errorTitle: string;
  /** Also raise the spec's load-failure toast (once per failure). */
  toast?: boolean;
  /** What a 404 shows instead of the error screen: no Try Again, since trying again cannot help. */
  notFound?: { title: string; text?: ReactNode; action?: ReactNode };
  /** Accessible name of the loading placeholder. */
  loadingLabel?: string;
  /** The placeholder's shape; a few skeleton lines by default. */
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one loading / failed / empty / loaded chain of a screen: a skeleton while the first load runs,
 * the spec's error screen with Try Again, a 404 as "not found" once, the empty state, then the content.
 */
export function QueryState<T>({ query, errorTitle, toast, notFound, loadingLabel = 'Loading', skeleton, isEmpty, empty, children }: QueryStateProps<T>) {
  const missing = Boolean(notFound) && isApiError(query.error) && query.error.status === 404;
  useLoadFailureToast(errorTitle, Boolean(toast) && query.isError && !missing, query.error);

  if (query.isLoading)
    return (
      <div role="status" aria-label={loadingLabel} aria-busy data-testid="query-loading">
        {skeleton ?? <Skeleton active paragraph={{ rows: 4 }} />}
      </div>
    );
  if (missing && notFound) return <LazyPageError status="404" title={notFound.title} text={notFound.text} extra={notFound.action} testId="not-found" />;
  if (query.data === undefined) return <LoadFailed title={errorTitle} error={query.error} onRetry={() => void query.refetch()} testId="load-failed" />;
  if (empty && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
