import { Suspense } from 'react';
import { lazyThemed } from '@dd/ui/lazy-themed';
import type { PageErrorProps } from '@dd/ui/page-error';

const PageErrorImpl = lazyThemed(() => import('@dd/ui/page-error').then((m) => ({ default: m.PageError })));

/** PageError (antd Result and its illustrations) loads only when an error, 404 or Access Denied shows. */
export function PageError(props: PageErrorProps) {
  return (
    <Suspense fallback={null}>
      <PageErrorImpl {...props} />
    </Suspense>
  );
}
