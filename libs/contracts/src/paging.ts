import { z } from 'zod';

// The headers and their parsing have no zod: the browser's first load needs them (@dd/api-client).
export { LINK_HEADER, nextLinkOf, TOTAL_COUNT_HEADER } from './paging-headers';

/** Lists that grow with the business: `limit` defaults to 50 and is at most 200. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

/** The longest search text a list takes; the search boxes stop there (issue 37 item 15: longer showed an error over the unfiltered list). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * `q`, `limit` and `cursor` of every paged list; each list extends it with its own filters.
 * The cursor is opaque: the `Link: <...>; rel="next"` header of the previous page carries it.
 */
export const pageQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: z
    .string()
    .max(1000, 'cursor is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid')
    .optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list filter: one of `values`, or 'all' (or absent) for no filter. */
export function oneOrAll<const T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z
    .enum([...values, 'all'], { error })
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number])));
}

/** One page as a client sees it: the items, the total over every page, and the next page's URL. */
export interface Page<T> {
  items: T[];
  total: number;
  next: string | null;
}
