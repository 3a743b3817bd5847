import { Suspense, useEffect } from 'react';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { lazyThemed } from './lazy-themed';
import type { PageErrorProps } from './page-error';
import { useUiText } from './i18n';

// antd's Result (and the theme) stay out of a page's first load: only a failure needs them.
const PageError = lazyThemed(() => import('./page-error').then((m) => ({ default: m.PageError })));

/** The spec's load-failure toast (customer-side §8: 'Failed to Load Packages', 'Failed to Load Bookings', ...), once per failure. */
export function useLoadFailureToast(title: string, isError: boolean, error: unknown) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (isError) dispatch(showToast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
  }, [title, isError, error, dispatch]);
}

/** PageError, loaded when first shown. */
export function LazyPageError(props: PageErrorProps) {
  return (
    <Suspense fallback={null}>
      <PageError {...props} />
    </Suspense>
  );
}

/** A failed load in place of the content, with the spec's Try Again. */
export function LoadFailed({ title, error, onRetry, testId }: { title: string; error: unknown; onRetry: () => void; testId?: string }) {
  const tr = useUiText();
  return <LazyPageError title={title} text={tr(errorMessage(error, 'Please try again.'))} onRetry={onRetry} retryLabel={tr('Try Again')} testId={testId} />;
}
