// The API's walls (api/dependency-cruiser.cjs) on its import graph. Breaches still being removed
// are listed in api/known-wall-breaches.json; anything new fails, and so does a listed breach that
// is gone (take it off the list, so the list only shrinks).
//   node tools/lint/api-walls.mjs            check api/src
//   node tools/lint/api-walls.mjs --write    rewrite the list from today's breaches (only to shrink it)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const KNOWN = join(ROOT, 'api/known-wall-breaches.json');

/** Each breach as one line, `rule: from -> to`, for the tree under `cwd` (api/src inside it). */
export function breaches(cwd = ROOT) {
  const bin = join(ROOT, 'node_modules/.bin/depcruise');
  let out;
  try {
    out = execFileSync(bin, ['--config', join(ROOT, 'api/dependency-cruiser.cjs'), '--output-type', 'json', 'api/src'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    // depcruise exits non-zero when it finds errors; its JSON is on stdout all the same.
    if (!error.stdout) throw error;
    out = error.stdout;
  }
  const { summary } = JSON.parse(out);
  return [...new Set(summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`))].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = breaches();
  if (process.argv.includes('--write')) {
    writeFileSync(KNOWN, JSON.stringify(found, null, 2) + '\n');
    console.log(`api/known-wall-breaches.json: ${found.length} breaches`);
    process.exit(0);
  }
  const known = new Set(JSON.parse(readFileSync(KNOWN, 'utf8')));
  const added = found.filter((b) => !known.has(b));
  const gone = [...known].filter((b) => !found.includes(b));
  for (const b of added) console.error(`new breach of the API's walls (api/features.cjs): ${b}`);
  for (const b of gone) console.error(`fixed, so take it off api/known-wall-breaches.json: ${b}`);
  if (added.length || gone.length) process.exit(1);
  console.log(`API walls: no new breach (${known.size} known, being removed)`);
}
