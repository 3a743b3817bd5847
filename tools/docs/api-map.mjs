// The API's map, drawn from the code: its features in their order (api/features.cjs) and the events
// they announce and handle (`'x.y':` entries of `interface EventMap` in *.events.ts, @OnChange and
// @AfterCommit handlers). Written between the api-map markers of docs/explanation/architecture.md
// (the tables), and in brief between those of README.md's architecture section.
//   node tools/docs/api-map.mjs          rewrite both pages' maps
//   node tools/docs/api-map.mjs --check  fail when a page's map is not today's
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources } from '../lint/table-owners.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'api/src');
const PAGE = join(ROOT, 'docs/explanation/architecture.md');
const README = join(ROOT, 'README.md');
const START = '<!-- api-map:start (node tools/docs/api-map.mjs) -->';
const END = '<!-- api-map:end -->';

const featureOf = (path) => relative(SRC, path).split('/')[0];
const features = () => createRequire(import.meta.url)(join(ROOT, 'api/features.cjs'));

/** Each event the API's code names, with the features that announce it and those that react inside its transaction and after it committed. */
function eventsOfCode() {
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
  return new Map([...events].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const list = (set) => [...set].sort().join(', ') || '—';

/** The architecture page's tables: every feature with what it owns, every event with who announces it and who reacts. */
export function apiMap() {
  const { FEATURES, FOUNDATION } = features();
  const events = eventsOfCode();
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
    ...[...events].map(([name, e]) => `| \`${name}\` | ${list(e.by)} | ${list(e.inside)} | ${list(e.after)} |`),
  ].join('\n');
}

/** The README's brief: the features in their order, and the events each feature announces. */
export function apiMapBrief() {
  const { FEATURES } = features();
  const announced = new Map();
  for (const [name, e] of eventsOfCode()) for (const by of e.by) announced.set(by, [...(announced.get(by) ?? []), name]);
  return [
    `**Features**, from the bottom up (each imports only those before it): ${FEATURES.map((f) => `\`${f.name}\``).join(' < ')}.`,
    '',
    '**Events**, by the feature that announces them (the others subscribe; who reacts to which: [architecture](docs/explanation/architecture.md#the-map)):',
    '',
    ...FEATURES.filter((f) => announced.has(f.name)).map((f) => `- ${f.name}: ${announced.get(f.name).map((name) => `\`${name}\``).join(', ')}`),
  ].join('\n');
}

/** `page` with today's `content` between its api-map markers. */
function withMap(page, content, file) {
  const [head, rest] = page.split(START);
  if (rest === undefined || !rest.includes(END)) throw new Error(`${relative(ROOT, file)} has no api-map markers`);
  return `${head}${START}\n${content}\n${END}${rest.split(END)[1]}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let stale = false;
  for (const [file, content] of [[PAGE, apiMap()], [README, apiMapBrief()]]) {
    const page = readFileSync(file, 'utf8');
    const next = withMap(page, content, file);
    if (next === page) continue;
    if (process.argv.includes('--check')) {
      console.error(`${relative(ROOT, file)}: the API map is not today's; run node tools/docs/api-map.mjs`);
      stale = true;
    } else writeFileSync(file, next);
  }
  if (stale) process.exit(1);
}
