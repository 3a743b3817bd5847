/**
 * The message catalogs' check (decision 0390), run by `npm run lint`: every app's and libs/ui's
 * `src/locales/<language>.json`, and the API's message catalogs (`api/src/<feature>/locales`), exists for each offered language and holds exactly the English
 * catalog's ids, every message is valid ICU, a translation uses the same `{arguments}` as its
 * English, and none is a copy of its English sentence left untranslated. libs/ui's ids are its
 * English words (`tr('Total')`): each `tr('...')` in its sources must be in one of its English
 * catalogs (`src/locales`, `src/first-screens/locales`: decision 0476), and each id in one only, so
 * none escapes translation. The API's error catalogs hold a text for every error code (decision 0477).
 *
 *   node tools/lint/catalogs.mjs            # exits 1 and lists the problems
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The offered languages, read from the one list (libs/contracts/src/language.ts). */
export function offeredLanguages(root) {
  const source = readFileSync(join(root, 'libs/contracts/src/language.ts'), 'utf8');
  const list = /export const LANGUAGES = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('libs/contracts/src/language.ts has no LANGUAGES list');
  return [...list[1].matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
}

/**
 * Every folder with catalogs: the apps' and the libs' `src/locales`, a lazy part's own
 * (`shell/src/auth/locales`), and the API features' `locales` (the messages' words, decision 0410).
 */
function catalogFolders(root) {
  const candidates = ['api', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-')), ...readdirSync(join(root, 'libs')).map((lib) => join('libs', lib))];
  return candidates
    .map((dir) => join(root, dir, 'src'))
    .filter((src) => existsSync(src))
    .flatMap((src) => ['.', ...readdirSync(src, { recursive: true, encoding: 'utf8' })].filter((path) => path === 'locales' || path.endsWith('/locales')).map((path) => join(src, path)))
    .filter((dir) => existsSync(join(dir, 'en.json')));
}

/** The `{argument}` names a message uses (plural/select arguments included). */
function argumentsOf(message) {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/**
 * The words of a message outside its `{arguments}`: a translation equal to its English with three or
 * more of them is a copy left untranslated (a name such as "Dad's Detailing" or "SUV" is fewer).
 */
function wordsOf(message) {
  const text = message
    .replace(/\{\s*\w+\s*\}/g, ' ') // {name}
    .replace(/\{\s*\w+\s*,\s*\w+\s*,/g, ' ') // {count, plural,
    .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, ' '); // one {
  return text.match(/\p{L}{2,}/gu)?.length ?? 0;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * libs/ui's English catalogs (an app loads one or both, libs/ui/src/i18n.tsx): each id with the
 * catalog that has it, and an id that two of them have.
 */
function uiCatalogs(root) {
  const words = new Map();
  const twice = [];
  for (const dir of catalogFolders(root).filter((folder) => relative(root, folder).startsWith(join('libs', 'ui', 'src')))) {
    const where = relative(root, join(dir, 'en.json'));
    for (const id of Object.keys(readJson(join(dir, 'en.json')))) {
      if (words.has(id)) twice.push(`libs/ui's "${id}" is in both ${words.get(id)} and ${where}`);
      else words.set(id, where);
    }
  }
  return { words, twice };
}

/** libs/ui's `tr('English')` calls: their ids must be in its English catalog. */
function uiLiterals(root) {
  const src = join(root, 'libs/ui/src');
  if (!existsSync(src)) return [];
  const found = [];
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name))) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const match of text.matchAll(/\btr\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) found.push({ file: join('libs/ui/src', file), id: match[2].replace(/\\(.)/g, '$1') });
  }
  return found;
}

/** The API's error catalogs (decision 0477): where a coded error's words live in every language. */
const ERROR_CATALOGS = 'api/src/common/locales';

/** The ERROR_CODES list of libs/contracts/src/errors.ts. */
function errorCodes(root) {
  const file = join(root, 'libs/contracts/src/errors.ts');
  if (!existsSync(file)) return [];
  const list = /export const ERROR_CODES = \[([^\]]*)\]/.exec(readFileSync(file, 'utf8'));
  return list ? [...list[1].matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]) : [];
}

/** The TypeScript sources (no tests) under `dirs`, as one text with its escapes undone: where an error's English is written. */
function sourceText(root, dirs) {
  return dirs
    .map((dir) => join(root, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.ts$/.test(name) && !/\.(int-)?spec\.ts$/.test(name)).map((name) => readFileSync(join(dir, name), 'utf8')))
    .join('\n')
    .replace(/\\(.)/g, '$1');
}

/**
 * Every error code has its words in every language, so no coded error reaches a Spanish or
 * Vietnamese page in English; a sentence id is an English the API still says (a reworded one would
 * quietly fall back to its code's text), and not one of the form rules libs/ui's catalog translates
 * (one home for each sentence's translations).
 */
function errorCatalogProblems(root, languages) {
  if (!existsSync(join(root, ERROR_CATALOGS, 'en.json'))) return [];
  const problems = [];
  const codes = errorCodes(root);
  for (const language of languages) {
    const file = join(root, ERROR_CATALOGS, `${language}.json`);
    if (!existsSync(file)) continue; // said above
    const catalog = readJson(file);
    for (const code of codes) if (!(code in catalog)) problems.push(`${ERROR_CATALOGS}/${language}.json has no text for the error code ${code}`);
  }
  const english = readJson(join(root, ERROR_CATALOGS, 'en.json'));
  const sentences = Object.keys(english).filter((id) => !codes.includes(id));
  const sources = sourceText(root, ['api/src', 'libs/contracts/src']);
  const uiWords = uiCatalogs(root).words;
  // A page shows a code's text or libs/ui's for the same English sentence: both say it one way.
  const catalogOf = (file) => (existsSync(file) ? readJson(file) : {});
  for (const language of languages.filter((language) => language !== 'en')) {
    const apiCatalog = catalogOf(join(root, ERROR_CATALOGS, `${language}.json`));
    for (const code of codes.filter((code) => uiWords.has(english[code]))) {
      const uiFile = join(dirname(uiWords.get(english[code])), `${language}.json`);
      const [api, ui] = [apiCatalog[code], catalogOf(join(root, uiFile))[english[code]]];
      if (api !== undefined && ui !== undefined && api !== ui) problems.push(`${ERROR_CATALOGS}/${language}.json says ${code} as "${api}", ${uiFile} its English "${english[code]}" as "${ui}"`);
    }
  }
  for (const id of sentences) {
    if (!sources.includes(id)) problems.push(`${ERROR_CATALOGS}/en.json has "${id}", which no API source says any more`);
    if (uiWords.has(id)) problems.push(`${ERROR_CATALOGS}/en.json has "${id}", which ${dirname(uiWords.get(id))} translates already`);
  }
  return problems;
}

export function catalogProblems(root) {
  const languages = offeredLanguages(root);
  const problems = [];
  for (const dir of catalogFolders(root)) {
    const where = relative(root, dir);
    const english = readJson(join(dir, 'en.json'));
    for (const language of languages) {
      const file = join(dir, `${language}.json`);
      if (!existsSync(file)) {
        problems.push(`${where}/${language}.json is missing`);
        continue;
      }
      const catalog = language === 'en' ? english : readJson(file);
      for (const [id, message] of Object.entries(catalog)) {
        if (!(id in english)) problems.push(`${where}/${language}.json has "${id}", which the English catalog does not`);
        try {
          compileMessageOrThrow(message);
        } catch (error) {
          problems.push(`${where}/${language}.json "${id}" is not valid ICU: ${error.message.split('\n')[0]}`);
          continue;
        }
        if (language !== 'en' && english[id] === message && wordsOf(message) >= 3) problems.push(`${where}/${language}.json "${id}" is still the English words`);
        if (id in english && argumentsOf(message).join() !== argumentsOf(english[id]).join()) problems.push(`${where}/${language}.json "${id}" uses {${argumentsOf(message).join(', ')}}, the English {${argumentsOf(english[id]).join(', ')}}`);
      }
      for (const id of Object.keys(english)) if (!(id in catalog)) problems.push(`${where}/${language}.json lacks "${id}"`);
    }
  }
  problems.push(...errorCatalogProblems(root, languages));
  const ui = uiCatalogs(root);
  problems.push(...ui.twice);
  const uiFiles = [...new Set(ui.words.values())].sort().join(', ') || 'libs/ui/src/locales/en.json';
  for (const { file, id } of uiLiterals(root)) if (!ui.words.has(id)) problems.push(`${file}: tr("${id}") is not in ${uiFiles}`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = catalogProblems(join(import.meta.dirname, '../..'));
  if (problems.length) {
    console.error(`Message catalogs (docs/how-to/developers/add-a-language.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Message catalogs: every language has every message.');
}
