// Expand, then contract (docs/how-to/operators/upgrade.md): during a rolling update the previous release
// serves the database this release migrates, so a migration may drop or rename a column or table only
// when the previous release no longer uses it. This check finds each migration's contractions and refuses
// the ones whose column the previous release's entities still map.
//
// The previous release of a migration: the newest `v*` tag before the commit that added it, or, where
// nothing is tagged, the commit before it (an uncommitted migration: HEAD). So a change that stops
// mapping a column and drops it at once always fails, and with tags the drop must wait a release.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const NAME = String.raw`['"\`]?(\w+)['"\`]?`;
const quoted = String.raw`['"\`](\w+)['"\`]`;

/** The body of a migration's `up`: what runs while the previous release still serves. */
function upBody(source) {
  const start = source.search(/\basync\s+up\s*\(/);
  if (start < 0) return '';
  const end = source.slice(start).search(/\basync\s+down\s*\(/);
  return end < 0 ? source.slice(start) : source.slice(start, start + end);
}

/** What a migration's `up` drops or renames: `{ table, column }`, column null for a whole table. */
export function contractions(source) {
  const up = upBody(source);
  const found = [];
  const add = (table, column, how) => found.push({ table, column, how });
  for (const m of up.matchAll(new RegExp(String.raw`\.dropColumn\(\s*${quoted}\s*,\s*${quoted}`, 'g'))) add(m[1], m[2], 'drops');
  for (const m of up.matchAll(new RegExp(String.raw`\.dropColumns\(\s*${quoted}\s*,\s*\[([^\]]*)\]`, 'g')))
    for (const c of m[2].matchAll(new RegExp(quoted, 'g'))) add(m[1], c[1], 'drops');
  for (const m of up.matchAll(new RegExp(String.raw`\.renameColumn\(\s*${quoted}\s*,\s*${quoted}`, 'g'))) add(m[1], m[2], 'renames');
  // changeColumn(table, old, new TableColumn({ name: 'x' | ...c.helper('x', ...) })) renames when x differs.
  for (const m of up.matchAll(new RegExp(String.raw`\.changeColumn\(\s*${quoted}\s*,\s*${quoted}\s*,\s*new TableColumn\(\s*(?:\{[^)]*?name:\s*${quoted}|(?:\{\s*\.\.\.)?\s*\w+\.\w+\(\s*${quoted})`, 'g'))) {
    const next = m[3] ?? m[4];
    if (next !== m[2]) add(m[1], m[2], 'renames');
  }
  for (const m of up.matchAll(new RegExp(String.raw`\.(dropTable|renameTable)\(\s*${quoted}`, 'g'))) add(m[2], null, m[1] === 'dropTable' ? 'drops' : 'renames');
  // Raw SQL in queryRunner.query(...).
  for (const m of up.matchAll(new RegExp(String.raw`ALTER\s+TABLE\s+${NAME}([^;'"\`]*(?:\`[^\`]*\`[^;'"\`]*)*)`, 'gi'))) {
    const clauses = m[2];
    for (const d of clauses.matchAll(new RegExp(String.raw`\bDROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?${NAME}`, 'gi')))
      if (!/^(INDEX|KEY|FOREIGN|PRIMARY|CONSTRAINT|CHECK|PARTITION|DEFAULT)$/i.test(d[1])) add(m[1], d[1], 'drops');
    for (const r of clauses.matchAll(new RegExp(String.raw`\bRENAME\s+COLUMN\s+${NAME}`, 'gi'))) add(m[1], r[1], 'renames');
    for (const c of clauses.matchAll(new RegExp(String.raw`\bCHANGE\s+(?:COLUMN\s+)?${NAME}\s+${NAME}`, 'gi'))) if (c[1] !== c[2]) add(m[1], c[1], 'renames');
    if (/\bRENAME\s+(?:TO|AS)\b/i.test(clauses)) add(m[1], null, 'renames');
  }
  for (const m of up.matchAll(new RegExp(String.raw`DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'gi'))) add(m[1], null, 'drops');
  for (const m of up.matchAll(new RegExp(String.raw`RENAME\s+TABLE\s+${NAME}`, 'gi'))) add(m[1], null, 'renames');
  return found;
}

/** Whether `table` (and `column`, when given) is mapped by an entity in the given entity sources. */
export function mapped(entitySources, table, column) {
  for (const source of entitySources) {
    for (const m of source.matchAll(new RegExp(String.raw`@Entity\(\s*(?:\{[^}]*name:\s*)?${quoted}`, 'g'))) {
      if (m[1] !== table) continue;
      if (column === null) return true;
      const rest = source.slice(m.index + m[0].length);
      const next = rest.search(/@Entity\(/);
      const block = next < 0 ? rest : rest.slice(0, next);
      if (new RegExp(String.raw`(^|\s)(?:readonly\s+)?${column}[!?]?\s*:`, 'm').test(block) || new RegExp(String.raw`name:\s*${quoted.replace(String.raw`(\w+)`, column)}`).test(block)) return true;
    }
  }
  return false;
}

function git(root, ...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The release a migration file must keep working: see the header. */
export function previousReleaseOf(root, file) {
  const added = git(root, 'log', '--diff-filter=A', '--format=%H', '-1', '--', file);
  const base = added ? `${added}^` : 'HEAD';
  try {
    return git(root, 'describe', '--tags', '--abbrev=0', '--match', 'v*', base);
  } catch {
    return git(root, 'rev-parse', base);
  }
}

/** The entity sources of the API at a git ref. */
function entitiesAt(root, ref, cache) {
  if (!cache.has(ref)) {
    const files = git(root, 'ls-tree', '-r', '--name-only', ref, '--', 'api/src').split('\n').filter((f) => f.endsWith('.entity.ts'));
    cache.set(ref, files.map((f) => git(root, 'show', `${ref}:${f}`)));
  }
  return cache.get(ref);
}

/** The breaches in `root`'s migrations folder, as lines to print. */
export function migrationBreaches(root) {
  const folder = join(root, 'api/src/app/migrations');
  const cache = new Map();
  const breaches = [];
  for (const name of readdirSync(folder).filter((f) => /^\d+-.*\.ts$/.test(f) && !f.includes('.spec.') && !f.includes('.int-spec.')).sort()) {
    const file = relative(root, join(folder, name));
    const found = contractions(readFileSync(join(folder, name), 'utf8'));
    if (!found.length) continue;
    const release = previousReleaseOf(root, file);
    for (const { table, column, how } of found) {
      if (!mapped(entitiesAt(root, release, cache), table, column)) continue;
      const what = column ? `${table}.${column}` : `table ${table}`;
      breaches.push(`${file} ${how} ${what}, which the previous release (${release.slice(0, 12)}) still uses: stop using it in one release, drop it in the next`);
    }
  }
  return breaches;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const breaches = migrationBreaches(resolve(new URL('../..', import.meta.url).pathname));
  for (const breach of breaches) console.error(breach);
  if (breaches.length) process.exit(1);
  console.log('migrations: each drop or rename waits for a release that no longer uses it');
}
