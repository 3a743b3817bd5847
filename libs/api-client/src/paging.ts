import { useState } from 'react';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Page } from '@dd/contracts/paging';
import { LINK_HEADER, nextLinkOf, TOTAL_COUNT_HEADER } from '@dd/contracts/paging-headers';

/** What a paged endpoint takes besides its own filters (the API's pageQuerySchema). */
export interface PageArgs {
  q?: string;
  limit?: number;
  cursor?: string;
}

/**
 * `transformResponse` of every paged endpoint: the body is the spec's plain array; the total and
 * the next page come from `X-Total-Count` and `Link: <...>; rel="next"`.
 */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  const headers = meta?.response?.headers;
  const total = Number(headers?.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) && headers?.has(TOTAL_COUNT_HEADER) ? total : items.length, next: nextLinkOf(headers?.get(LINK_HEADER)) };
}

/** The opaque cursor a next link carries (the client asks with its own base URL and filters). */
export function cursorOf(next: string | null): string | undefined {
  if (!next) return undefined;
  return new URL(next, 'http://placeholder').searchParams.get('cursor') ?? undefined;
}

/** The parts of an RTK Query hook result a paged list reads. */
export interface PageQueryResult<T> {
  data?: Page<T>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedList<T> extends Omit<PageQueryResult<T>, 'data'> {
  data?: Page<T>;
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
}

/** A paged list's page size unless it says otherwise (also its first page's prefetch). */
export const PAGE_SIZE = 20;

/**
 * Server paging for any list endpoint built with `toPage`: keeps the cursors of the pages seen so
 * Previous goes back, and starts again at page 1 whenever the filters (search text included) change.
 */
export function usePagedList<T, F extends object>(
  useQuery: (args: F & PageArgs) => PageQueryResult<T>,
  filters: F,
  pageSize = PAGE_SIZE,
): PagedList<T> {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({ key, cursors: [undefined] });
  const cursors = state.key === key ? state.cursors : [undefined];
  const cursor = cursors[cursors.length - 1];
  const result = useQuery({ ...filters, limit: pageSize, cursor });
  const nextCursor = cursorOf(result.data?.next ?? null);

  return {
    ...result,
    items: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    page: cursors.length,
    pageSize,
    hasNext: Boolean(nextCursor) && !result.isFetching,
    hasPrevious: cursors.length > 1,
    next: () => nextCursor && setState({ key, cursors: [...cursors, nextCursor] }),
    previous: () => cursors.length > 1 && setState({ key, cursors: cursors.slice(0, -1) }),
  };
}
