import { useCallback, useEffect, useState } from 'react';
import { routeTable, type RouteTable } from './registry';

/**
 * The shell's route table from the remotes' own route lists; null while it loads. `retry` reads
 * them again from a spinner; `reread` reads them again behind the current table.
 */
export function useRouteTable(): { table: RouteTable | null; retry: () => void; reread: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [table, setTable] = useState<RouteTable | null>(null);

  useEffect(() => {
    let cancelled = false;
    void routeTable(attempt > 0).then((loaded) => !cancelled && setTable(loaded));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setTable(null);
    setAttempt((count) => count + 1);
  }, []);
  const reread = useCallback(() => void routeTable(true).then(setTable), []);
  return { table, retry, reread };
}
