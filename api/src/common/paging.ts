import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { LINK_HEADER, TOTAL_COUNT_HEADER, type PageQuery } from '@dd/contracts/paging';
import { badRequest } from './api-exception';

/** One page of a list; PagingInterceptor sends `items` as the body and the rest as headers. */
export class PagedList<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly nextCursor: string | null,
  ) {}
}

type CursorValue = string | number | Date | null;

/**
 * How a list is ordered for keyset paging: a sort expression and a unique tie-breaker (the id),
 * and how to read both off a fetched row so the next page starts right after it.
 */
export interface PageOrder<Row> {
  sort: { expr: string; dir: 'ASC' | 'DESC'; valueOf: (row: Row) => CursorValue };
  id: { expr: string; valueOf: (row: Row) => string };
}

const encodeCursor = (value: CursorValue, id: string): string =>
  Buffer.from(JSON.stringify([value instanceof Date ? { d: value.toISOString() } : value, id])).toString('base64url');

function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const [raw, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const value = raw && typeof raw === 'object' && typeof (raw as { d?: unknown }).d === 'string' ? new Date((raw as { d: string }).d) : raw;
    const valid = (value === null || ['string', 'number'].includes(typeof value) || (value instanceof Date && !isNaN(value.getTime()))) && typeof id === 'string';
    if (valid) return [value as CursorValue, id];
  } catch {
    // fall through to the 400
  }
  throw badRequest('VALIDATION_FAILED', 'cursor is not valid', { fieldErrors: { cursor: 'cursor is not valid' } });
}

/** Whether every join of the query adds at most one row per entity (relations to one, not to many). */
function joinsAtMostOne<Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>): boolean {
  return query.expressionMap.joinAttributes.every(({ relation }) => relation && (relation.isManyToOne || relation.isOneToOne));
}

/**
 * The one list query of the API: reads `limit` rows after the cursor in a stable keyset order (sort
 * expression, then id), so page 2,000 costs what page 1 does, and counts every row the filters match
 * (unless the first page holds them all).
 * `fetch` reads the rows (getMany by default; pass getRawMany for aggregate lists), `count` overrides
 * the count query when the builder's own would be wrong (grouped raw queries).
 */
export async function paginate<Entity extends ObjectLiteral, Row = Entity>(
  query: SelectQueryBuilder<Entity>,
  page: PageQuery,
  order: PageOrder<Row>,
  options: { fetch?: (qb: SelectQueryBuilder<Entity>) => Promise<Row[]>; count?: () => Promise<number> } = {},
): Promise<PagedList<Row>> {
  const qb = query.clone();
  const { sort, id } = order;
  if (page.cursor) {
    const [value, lastId] = decodeCursor(page.cursor);
    const after = sort.dir === 'ASC' ? '>' : '<';
    if (value === null) {
      // Nulls sort first ascending and last descending (MySQL and SQLite alike).
      qb.andWhere(
        sort.dir === 'ASC' ? `(${sort.expr} IS NOT NULL OR (${sort.expr} IS NULL AND ${id.expr} > :pageId))` : `(${sort.expr} IS NULL AND ${id.expr} < :pageId)`,
        { pageId: lastId },
      );
    } else {
      qb.andWhere(
        `(${sort.expr} ${after} :pageValue OR (${sort.expr} = :pageValue AND ${id.expr} ${after} :pageId)${sort.dir === 'DESC' ? ` OR ${sort.expr} IS NULL` : ''})`,
        { pageValue: value, pageId: lastId },
      );
    }
  }
  qb.orderBy(sort.expr, sort.dir).addOrderBy(id.expr, sort.dir);
  // take() reads the page's ids first (one more query) so that to-many joins cannot cut it short; with
  // none, each row is one entity and LIMIT is exact.
  if (options.fetch || joinsAtMostOne(qb)) qb.limit(page.limit + 1);
  else qb.take(page.limit + 1);
  const rows = await (options.fetch ? options.fetch(qb) : (qb.getMany() as unknown as Promise<Row[]>));
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  // A first page that holds every row is its own count (most customers' lists): no COUNT sent.
  const total = !page.cursor && !more ? items.length : options.count ? await options.count() : await query.clone().orderBy().getCount();
  const last = items[items.length - 1];
  if (!more || !last) return new PagedList(items, total, null);
  const value = sort.valueOf(last);
  const cursorValue = value instanceof Date ? await storedValue(query, sort.expr, id.expr, id.valueOf(last)) : value;
  return new PagedList(items, total, encodeCursor(cursorValue, id.valueOf(last)));
}

/**
 * A datetime as the database stores it ('2026-11-22 11:55:00.123456'): MySQL keeps microseconds a
 * JS Date cannot carry, so a cursor made from the Date would skip rows within the same millisecond.
 * The database compares that text with the column exactly (MySQL and SQLite alike).
 */
async function storedValue<Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>, expr: string, idExpr: string, id: string): Promise<string | null> {
  const row = await query
    .clone()
    .select(`CAST(${expr} AS CHAR)`, 'value')
    .andWhere(`${idExpr} = :pageLastId`, { pageLastId: id })
    .orderBy()
    .limit(1)
    .getRawOne<{ value: string | null }>();
  return row?.value ?? null;
}

/** Maps every row of a page (entities to DTOs), keeping its total and cursor. */
export const mapPage = <T, U>(page: PagedList<T>, mapper: (row: T) => U): PagedList<U> =>
  new PagedList(page.items.map(mapper), page.total, page.nextCursor);

/** Maps a page's rows all at once (a mapper that loads more for the whole page), keeping its total and cursor. */
export const mapPageAsync = async <T, U>(page: PagedList<T>, mapper: (rows: T[]) => Promise<U[]>): Promise<PagedList<U>> =>
  new PagedList(await mapper(page.items), page.total, page.nextCursor);

/**
 * A controller that returns a PagedList answers the spec's plain array, with `X-Total-Count` and,
 * when there is more, `Link: <same URL with cursor=...>; rel="next"`.
 */
@Injectable()
export class PagingInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof PagedList)) return result;
        const http = context.switchToHttp();
        const request = http.getRequest<Request>();
        const response = http.getResponse<Response>();
        response.setHeader(TOTAL_COUNT_HEADER, String(result.total));
        if (result.nextCursor) {
          const url = new URL(request.originalUrl, 'http://placeholder');
          url.searchParams.set('cursor', result.nextCursor);
          response.setHeader(LINK_HEADER, `<${url.pathname}${url.search}>; rel="next"`);
        }
        return result.items;
      }),
    );
  }
}
