// The API's walls (api/dependency-cruiser.cjs) on its import graph. Breaches still being removed
// are listed in api/known-wall-breaches.json; anything new fails, and so does a listed breach that
// is gone (take it off the list, so the list only shrinks).
//   node tools/lint/api-walls.mjs            check api/src
//   node tools/lint/api-walls.mjs --write    take off the list what is gone (it never adds a breach)
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratchet } from './ratchet.mjs';

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
  ratchet({ file: KNOWN, found: breaches(), rule: "the API's walls (api/features.cjs)", fix: 'import only features below this one; announce an event for what must flow upwards' });
}
