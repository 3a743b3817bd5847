import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '@dd/contracts/paging';
import { Button, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { usePagedList, type PageArgs, type PageQueryResult } from '@dd/api-client';
import { QueryState } from './query-state';
import { brand } from './theme';

/** Typing settles this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

export interface PagedListProps<T, F extends object> {
  /** A paged endpoint's hook (built with `toPage`). */
  useQuery: (args: F & PageArgs) => PageQueryResult<T>;
  /** The list's filters besides the search text (the filter slot's controls set them). */
  filters: F;
  /** Controls beside the search box (a status select, a date range). */
  filterSlot?: ReactNode;
  /** The search box's label ("Search customers"); no search box when absent. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /**
   * Keep the search text in the address under this parameter, so a reload, Back or a shared link shows
   * the same search (the page's other parameters, its filters, are kept). Without it the text is the list's own.
   */
  searchParam?: string;
  /** One <li> per item. */
  renderItem: (item: T) => ReactNode;
  /** Layout of the items' <ul> besides the default single column (a grid of cards). */
  listStyle?: CSSProperties;
  /** Controls acting on the page shown (Select All), above its items. */
  toolbar?: (items: T[]) => ReactNode;
  /** The list's accessible name. */
  label: string;
  errorTitle: string;
  /** Also raise the spec's load-failure toast. */
  toast?: boolean;
  empty: ReactNode;
  pageSize?: number;
}

/**
 * A list the server pages: search box and filters on top, the page's items, then "Showing 1-20 of
 * 134" with Previous and Next. Any change of search or filters goes back to the first page.
 */
export function PagedList<T, F extends object>({
  useQuery,
  filters,
  filterSlot,
  searchLabel,
  searchPlaceholder,
  searchParam,
  renderItem,
  listStyle,
  toolbar,
  label,
  errorTitle,
  toast,
  empty,
  pageSize,
}: PagedListProps<T, F>) {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const kept = searchParam ? (params.get(searchParam) ?? '').slice(0, SEARCH_MAX_LENGTH) : '';
  const [text, setText] = useState(kept);
  const [q, setQ] = useState(kept.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (!searchParam) return;
    setParams(
      (current) => {
        if ((current.get(searchParam) ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set(searchParam, q);
        else next.delete(searchParam);
        return next;
      },
      { replace: true },
    );
  }, [q, searchParam, setParams]);
  const list = usePagedList(useQuery, { ...filters, ...(q ? { q } : {}) }, pageSize);
  const first = (list.page - 1) * list.pageSize + 1;

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="paged-list">
      {(searchLabel || filterSlot) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          {searchLabel && (
            <div style={{ flex: '1 1 240px' }}>
              <label htmlFor={searchId} style={{ display: 'block', fontSize: 13, color: brand.textMuted, marginBottom: 4 }}>
                {searchLabel}
              </label>
              <Input id={searchId} type="search" allowClear maxLength={SEARCH_MAX_LENGTH} value={text} placeholder={searchPlaceholder} onChange={(event) => setText(event.target.value)} />
            </div>
          )}
          {filterSlot}
        </div>
      )}
      <QueryState query={list} errorTitle={errorTitle} toast={toast} isEmpty={(page) => page.items.length === 0} empty={empty}>
        {(page) => (
          <>
            {toolbar?.(page.items)}
            <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 12, ...listStyle }} aria-label={label} aria-busy={list.isFetching}>
              {page.items.map(renderItem)}
            </ul>
            <nav aria-label={`${label} pages`} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
              <span style={{ color: brand.textMuted }} data-testid="paged-list-range">
                Showing {first}-{first + page.items.length - 1} of {page.total}
              </span>
              <span style={{ display: 'flex', gap: 8 }}>
                <Button onClick={list.previous} disabled={!list.hasPrevious}>
                  Previous
                </Button>
                <Button onClick={list.next} disabled={!list.hasNext}>
                  Next
                </Button>
              </span>
            </nav>
          </>
        )}
      </QueryState>
    </div>
  );
}
