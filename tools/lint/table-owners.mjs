// Each table has one owner: the feature whose folder defines its entity. Only that feature queries
// or registers it (TypeORM calls naming the entity, @InjectRepository, forFeature); the others go
// through its public service. Queries that still reach into another feature's tables are listed
// in api/known-foreign-queries.json, a list that may only shrink (tools/lint/ratchet.mjs).
//   node tools/lint/table-owners.mjs [--write]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratchet } from './ratchet.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The composition root and test support may use every table. */
const ANYWHERE = new Set(['app', 'testing']);
const QUERY = new RegExp(
  String.raw`\b(?:getRepository|InjectRepository|findBy|findOne|findOneBy|findOneByOrFail|findOneOrFail|find|findAndCount|count|countBy|exists|existsBy|sum|update|insert|upsert|delete|remove|save|create|increment|decrement|createQueryBuilder|from|innerJoin|leftJoin|innerJoinAndSelect|leftJoinAndSelect)\(\s*(\w+Entity)\b` +
    String.raw`|\binsertRows\(\s*[\w.]+,\s*(\w+Entity)\b`,
  'g',
);

/** The API's source files under `dir`, tests left out. */
export const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : /(?<!\.spec|\.int-spec)\.ts$/.test(e.name) ? [path] : [];
  });

/** `file -> Entity (owner)` for every query or registration of another feature's entity in `root`'s api/src. */
export function foreignQueries(root = ROOT) {
  const src = join(root, 'api/src');
  const featureOf = (path) => relative(src, path).split('/')[0];
  // Test support (testing/ folders, testing.ts, *.fakes.ts) builds fixtures on any table, as tests do.
  const files = sources(src).filter((path) => relative(src, path).includes('/') && !/(\/testing\/|\/testing\.ts$|\.fakes\.ts$)/.test(path));
  const owner = new Map();
  for (const path of files) for (const [, name] of readFileSync(path, 'utf8').matchAll(/export class (\w+Entity)\b/g)) owner.set(name, featureOf(path));
  return files.flatMap((path) => {
    const feature = featureOf(path);
    if (ANYWHERE.has(feature)) return [];
    const text = readFileSync(path, 'utf8');
    const used = new Set([...text.matchAll(QUERY)].map((m) => m[1] ?? m[2]));
    for (const [, list] of text.matchAll(/forFeature\(\[([^\]]*)\]/g)) for (const [name] of list.matchAll(/\w+Entity/g)) used.add(name);
    return [...used]
      .filter((name) => owner.has(name) && owner.get(name) !== feature)
      .sort()
      .map((name) => `${relative(root, path)} -> ${name} (${owner.get(name)})`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ratchet({
    file: join(ROOT, 'api/known-foreign-queries.json'),
    found: foreignQueries(),
    rule: 'one owner per table',
    fix: "query only your feature's own entities; ask the owning feature's public service for the rest",
  });
}
