import { useMemo } from 'react';
import { useGetPackagesQuery } from '@dd/api-client';
import { toCents } from '@dd/domain/pricing';
import { useLoadFailureToast } from '@dd/ui/load-state';

/** The bookable packages, cheapest first, with the 'Failed to Load Packages' toast on failure. */
export function useActivePackages() {
  const query = useGetPackagesQuery();
  const packages = useMemo(
    () => (query.data ?? []).filter((pkg) => pkg.isActive).sort((a, b) => toCents(a.basePriceSedans) - toCents(b.basePriceSedans)),
    [query.data],
  );
  useLoadFailureToast('Failed to Load Packages', query.isError, query.error);
  return { ...query, packages };
}
