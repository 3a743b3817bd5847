/**
 * The message catalogs' check (decision 0390), run by `npm run lint`: every app's and libs/ui's
 * `src/locales/<language>.json`, and the API's message catalogs (`api/src/<feature>/locales`), exists for each offered language and holds exactly the English
 * catalog's ids, every message is valid ICU, a translation uses the same `{arguments}` as its
 * English, and none is a copy of its English sentence left untranslated. libs/ui's ids are its
 * English words (`tr('Total')`): each `tr('...')` in its sources must be in its English catalog, so
 * none escapes translation.
 *
 *   node tools/lint/catalogs.mjs            # exits 1 and lists the problems
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
  const uiEnglish = existsSync(join(root, 'libs/ui/src/locales/en.json')) ? readJson(join(root, 'libs/ui/src/locales/en.json')) : {};
  for (const { file, id } of uiLiterals(root)) if (!(id in uiEnglish)) problems.push(`${file}: tr("${id}") is not in libs/ui/src/locales/en.json`);
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
