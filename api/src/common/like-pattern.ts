/** The escape character of `likeMatch` ('!': MySQL and SQLite read a backslash differently). */
const ESCAPE = '!';

/**
 * A case-insensitive "contains" on any of `columns`, for a list's `q`, with LIKE's wildcards in the
 * text taken literally. Returns the SQL and its parameter for `andWhere`.
 */
export function likeMatch(columns: readonly string[], text: string, param = 'q'): [string, Record<string, string>] {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (c) => `${ESCAPE}${c}`)}%`;
  const sql = columns.map((column) => `LOWER(${column}) LIKE :${param} ESCAPE '${ESCAPE}'`).join(' OR ');
  return [`(${sql})`, { [param]: pattern }];
}
