import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * `/` loads the home page's catalog (src/home/locales) and libs/ui's first-screens catalog, nothing
 * more (decision 0476). Each module the home page reaches, its lazy parts included, must then read
 * its words from those two alone: the remote's through `useHomeT` (its ids typed by the home
 * catalog), libs/ui's by a `tr('...')` the first-screens catalog has. A word from elsewhere would
 * show in English on a Spanish or Vietnamese home page.
 */
const WORKSPACE = resolve(__dirname, '../../..');
const UI_SRC = join(WORKSPACE, 'libs/ui/src');
const HOME_PAGE = join(__dirname, 'HomePage.tsx');

const sourceOf = (base: string) => ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file));

/** The workspace's sources `file` imports, statically or lazily (relative, or libs/ui's `@dd/ui/...`). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g)].flatMap(([, specifier]) => {
    if (specifier.endsWith('.json')) return [];
    const base = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier.startsWith('@dd/ui/') ? join(UI_SRC, specifier.slice('@dd/ui/'.length)) : undefined;
    const source = base && sourceOf(base);
    return source ? [source] : [];
  });
}

/** The code without its comments (a comment's `tr('Total')` is an example, not a word shown). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function reachedFromHome(): Map<string, string> {
  const reached = new Map<string, string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const text = readFileSync(file, 'utf8');
    reached.set(file, withoutComments(text));
    for (const next of importsOf(file, text)) visit(next);
  };
  visit(HOME_PAGE);
  return reached;
}

describe("the home page's words", () => {
  const reached = reachedFromHome();
  const name = (file: string) => relative(WORKSPACE, file);

  it('reaches the pieces it shows, libs/ui components among them', () => {
    const files = [...reached.keys()].map(name);
    expect(files).toEqual(expect.arrayContaining(['mfe-public/src/common/package-list.tsx', 'mfe-public/src/common/cta.tsx', 'libs/ui/src/package-card.tsx', 'libs/ui/src/trust-claims.tsx']));
  });

  it("reads the remote's words through useHomeT only", () => {
    const fullCatalog = [...reached].filter(([file, code]) => file.startsWith(join(WORKSPACE, 'mfe-public')) && /\buseT\s*\(/.test(code) && !file.endsWith(join('src', 'i18n.ts')));
    expect(fullCatalog.map(([file]) => name(file))).toEqual([]);
  });

  it("finds each of libs/ui's words it shows in the first-screens catalog", () => {
    const first = JSON.parse(readFileSync(join(UI_SRC, 'first-screens/locales/en.json'), 'utf8')) as Record<string, string>;
    const words = [...reached].flatMap(([file, code]) => [...code.matchAll(/\btr\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((match) => ({ file: name(file), word: match[2].replace(/\\(.)/g, '$1') })));
    expect(words.length).toBeGreaterThan(5);
    expect(words.filter(({ word }) => !(word in first))).toEqual([]);
    // A failed load's default words (load-state's errorMessage fallback) show on the home page too.
    expect(first['Please try again.']).toBe('Please try again.');
  });
});
