// Issue 38: the README is the front door. It stays small and reaches every docs page: guides, reference
// and explanation directly, each decision record through the decisions index.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

const pagesUnder = (dir) =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return pagesUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });

/** The Markdown pages a page links to, as paths from the repository's root. */
function linkedPages(page, text) {
  const links = [...text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((href) => !/^[a-z]+:/.test(href));
  return new Set(links.map((href) => relative(ROOT, join(ROOT, dirname(page), href))));
}

/** The docs pages a page does not reach: decision records count as reached through the index that lists them. */
function unreached(readme, decisionsIndex, pages) {
  const fromReadme = linkedPages('README.md', readme);
  const fromIndex = linkedPages('docs/decisions/README.md', decisionsIndex);
  return pages.filter((page) => !fromReadme.has(page) && !(/^docs\/decisions\/\d{4}-/.test(page) && fromIndex.has(page)));
}

test('the README is under 10 KB', () => {
  assert.ok(Buffer.byteLength(read('README.md')) < 10 * 1024, `README.md is ${Buffer.byteLength(read('README.md'))} bytes`);
});

test('the README reaches every docs page (decision records through their index)', () => {
  assert.deepEqual(unreached(read('README.md'), read('docs/decisions/README.md'), pagesUnder('docs')), []);
});

test('a page linked from nowhere is caught', () => {
  const pages = [...pagesUnder('docs'), 'docs/how-to/operators/a-new-page.md', 'docs/decisions/9999-unlisted.md'];
  assert.deepEqual(unreached(read('README.md'), read('docs/decisions/README.md'), pages), ['docs/how-to/operators/a-new-page.md', 'docs/decisions/9999-unlisted.md']);
});
