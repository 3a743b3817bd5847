import { Button } from 'antd';

/** An admin list's Refresh: asks the page's query again, spinning while it does. */
export function RefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <Button onClick={() => void query.refetch()} loading={query.isFetching}>
      Refresh
    </Button>
  );
}
