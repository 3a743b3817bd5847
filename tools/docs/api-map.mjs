// The API's map, drawn from the code: its features in their order (api/features.cjs) and the events
// they announce and handle (`'x.y':` entries of `interface EventMap` in *.events.ts, @OnChange and
// @AfterCommit handlers). Written between the api-map markers of docs/explanation/architecture.md.
//   node tools/docs/api-map.mjs          rewrite the page's map
//   node tools/docs/api-map.mjs --check  fail when the page's map is not today's
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources } from '../lint/table-owners.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'api/src');
const PAGE = join(ROOT, 'docs/explanation/architecture.md');
const START = '<!-- api-map:start (node tools/docs/api-map.mjs) -->';
const END = '<!-- api-map:end -->';

const featureOf = (path) => relative(SRC, path).split('/')[0];

export function apiMap() {
  const { FEATURES, FOUNDATION } = createRequire(import.meta.url)(join(ROOT, 'api/features.cjs'));
  const events = new Map();
  const entry = (name) => events.get(name) ?? events.set(name, { by: new Set(), inside: new Set(), after: new Set() }).get(name);
  for (const path of sources(SRC)) {
    // Comments left out: they may show an event map as an example.
    const text = readFileSync(path, 'utf8').replace(/^\s*(\*|\/\/|\/\*).*$/gm, '');
    // The entries of `interface EventMap {`, one a line, up to the line that closes it.
    const map = /^(\s*)interface EventMap \{\n([\s\S]*?)^\1\}/m.exec(text);
    if (map) for (const [, name] of map[2].matchAll(/^\s*'([\w.-]+)':/gm)) entry(name).by.add(featureOf(path));
    for (const [, kind, name] of text.matchAll(/@(OnChange|AfterCommit)\('([\w.-]+)'\)/g)) entry(name)[kind === 'OnChange' ? 'inside' : 'after'].add(featureOf(path));
  }
  const list = (set) => [...set].sort().join(', ') || '—';
  return [
    `Features from the bottom up; each imports only ${FOUNDATION.map((f) => `\`${f}/\``).join(', ')}, \`libs/\` and the features before it in this table (a number below its own).`,
    '',
    '| # | feature | owns |',
    '|---|---|---|',
    ...FEATURES.map((f, i) => `| ${i + 1} | \`${f.name}/\` | ${f.owns} |`),
    '',
    'Events, who announces them, and who reacts inside the change\'s transaction (`@OnChange`) or after it committed (`@AfterCommit`).',
    '',
    '| event | announced by | in the transaction | after commit |',
    '|---|---|---|---|',
    ...[...events.keys()].sort().map((name) => {
      const e = events.get(name);
      return `| \`${name}\` | ${list(e.by)} | ${list(e.inside)} | ${list(e.after)} |`;
    }),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = readFileSync(PAGE, 'utf8');
  const [head, rest] = page.split(START);
  if (rest === undefined || !rest.includes(END)) throw new Error(`${relative(ROOT, PAGE)} has no api-map markers`);
  const next = `${head}${START}\n${apiMap()}\n${END}${rest.split(END)[1]}`;
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error(`${relative(ROOT, PAGE)}: the API map is not today's; run node tools/docs/api-map.mjs`);
      process.exit(1);
    }
  } else writeFileSync(PAGE, next);
}
