import { lazy, Suspense, type ReactNode } from 'react';
import type { PackageDto } from '@dd/contracts/package';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { CardGrid } from './layout';
import { LoadFailed } from '@dd/ui/load-state';
import { useHomeT } from '../i18n';
import type { useActivePackages } from './use-packages';

// antd's Empty: only when there is nothing to list, so the home page's first load has no antd.
const EmptyState = lazy(() => import('@dd/ui/empty-state').then((m) => ({ default: m.EmptyState })));

interface PackageListProps {
  query: ReturnType<typeof useActivePackages>;
  /** The empty state's text (customer-side §2: 'No Packages Available' with a link to /contact). */
  emptyText: string;
  card: (pkg: PackageDto) => ReactNode;
  grid?: { min?: number; fit?: boolean };
}

/** The packages grid with its loading, 'Failed to Load Packages' and empty states, wherever packages are listed. */
export function PackageList({ query, emptyText, card, grid = { fit: true } }: PackageListProps) {
  const t = useHomeT();
  if (query.isLoading) return <PageSpinner label={t('packages.loading')} />;
  if (query.isError) return <LoadFailed title={t('packages.failed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.packages.length) {
    const contact = (
      <LinkButton to="/contact" type="primary">
        {t('packages.contactUs')}
      </LinkButton>
    );
    return (
      <Suspense fallback={null}>
        <EmptyState title={t('packages.none')} text={emptyText} action={contact} />
      </Suspense>
    );
  }
  return <CardGrid {...grid}>{query.packages.map(card)}</CardGrid>;
}
