import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Narrows a query on users to those whose full name ("First Last") contains `q`, case-insensitively.
 * SQLite concatenates with ||, MySQL with CONCAT (|| is OR there).
 */
export function whereFullNameContains<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, dataSource: DataSource, alias: string, q: string): SelectQueryBuilder<T> {
  const sqlite = ['sqlite', 'better-sqlite3'].includes(dataSource.options.type);
  const fullName = sqlite ? `${alias}.firstName || ' ' || ${alias}.lastName` : `CONCAT(${alias}.firstName, ' ', ${alias}.lastName)`;
  const pattern = `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return query.andWhere(`LOWER(${fullName}) LIKE :namePattern ESCAPE '!'`, { namePattern: pattern });
}
