import { lazy, Suspense } from 'react';
import type { PageErrorProps } from '@dd/ui/page-error';

const PageErrorImpl = lazy(() => import('@dd/ui/page-error').then((m) => ({ default: m.PageError })));

/** PageError (antd Result and its illustrations) loads only when an error, 404 or Access Denied shows. */
export function PageError(props: PageErrorProps) {
  return (
    <Suspense fallback={null}>
      <PageErrorImpl {...props} />
    </Suspense>
  );
}
