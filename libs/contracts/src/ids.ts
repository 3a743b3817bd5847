import { z } from 'zod';

/**
 * Every id the API makes is a UUID (36 characters, hex and dashes). Ids are checked exactly at the edge:
 * MySQL's collation ignores trailing spaces, so a loose id ("<uuid> ") would otherwise still match.
 */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

/** A required id field: `missing` when absent or blank, `invalid` when it is not a UUID. */
export const idField = (missing: string, invalid = missing) =>
  z.string({ error: missing }).min(1, missing).regex(ID_PATTERN, invalid);

/** An optional id field: blank or null means none. */
export const optionalIdField = (invalid: string) =>
  z
    .string({ error: invalid })
    .regex(ID_PATTERN, invalid)
    .or(z.literal(''))
    .nullish()
    .transform((id) => id || null);
