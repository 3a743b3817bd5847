import type { SelectQueryBuilder, ObjectLiteral } from 'typeorm';

/** `text` as a LIKE prefix pattern, its wildcards taken literally (with ESCAPE '!': one character both databases read alike). */
export const prefixPattern = (text: string) => `${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * Narrows `qb` to people (alias `alias`, a users row) whose first name, last name or email starts
 * with `q`; "Ana Lo" matches first name Ana* and last name Lo*. Prefixes, so the name and email
 * indexes serve the search.
 */
export function whereNameOrEmail<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, q: string): SelectQueryBuilder<T> {
  const [first, ...rest] = q.split(/\s+/);
  const last = rest.join(' ');
  if (last) {
    return qb.andWhere(`(${alias}.firstName LIKE :first ESCAPE '!' AND ${alias}.lastName LIKE :last ESCAPE '!')`, {
      first: prefixPattern(first),
      last: prefixPattern(last),
    });
  }
  return qb.andWhere(`(${alias}.firstName LIKE :p ESCAPE '!' OR ${alias}.lastName LIKE :p ESCAPE '!' OR ${alias}.email LIKE :p ESCAPE '!')`, {
    p: prefixPattern(q),
  });
}
