import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { catalogProblems } from './catalogs.mjs';

const LANGUAGES = "export const LANGUAGES = ['en', 'es', 'vi'] as const;\n";

function verdict(files) {
  const root = mkdtempSync(join(tmpdir(), 'catalogs-'));
  try {
    for (const [path, content] of Object.entries({ 'libs/contracts/src/language.ts': LANGUAGES, ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
    }
    return catalogProblems(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const english = { 'book.title': 'Book a Detail', 'book.stepOf': 'Step {step} of {total}' };
const spanish = { 'book.title': 'Reservar un detallado', 'book.stepOf': 'Paso {step} de {total}' };
const vietnamese = { 'book.title': 'Đặt lịch chăm sóc xe', 'book.stepOf': 'Bước {step} / {total}' };

test('catalogs with every English id in every language pass', () => {
  assert.deepEqual(verdict({ 'mfe-public/src/locales/en.json': english, 'mfe-public/src/locales/es.json': spanish, 'mfe-public/src/locales/vi.json': vietnamese }), []);
});

test('a language that lacks an id the English catalog has fails, and so does a missing file', () => {
  const { 'book.stepOf': _dropped, ...lacking } = spanish;
  assert.deepEqual(verdict({ 'shell/src/locales/en.json': english, 'shell/src/locales/es.json': lacking }), [
    'shell/src/locales/es.json lacks "book.stepOf"',
    'shell/src/locales/vi.json is missing',
  ]);
});

test('an id the English catalog does not have, a broken message or other arguments fail', () => {
  assert.deepEqual(
    verdict({
      'mfe-public/src/locales/en.json': english,
      'mfe-public/src/locales/es.json': { ...spanish, 'book.old': 'Viejo' },
      'mfe-public/src/locales/vi.json': { 'book.title': '{count, plural, one {# xe}', 'book.stepOf': 'Bước {n} / {total}' },
    }).map((problem) => problem.replace(/ICU: .*/, 'ICU')),
    [
      'mfe-public/src/locales/es.json has "book.old", which the English catalog does not',
      'mfe-public/src/locales/vi.json "book.title" is not valid ICU',
      'mfe-public/src/locales/vi.json "book.stepOf" uses {n, total}, the English {step, total}',
    ],
  );
});

test("libs/ui's tr('English') must be in its English catalog", () => {
  const ui = { Total: 'Total' };
  assert.deepEqual(
    verdict({
      'libs/ui/src/locales/en.json': ui,
      'libs/ui/src/locales/es.json': ui,
      'libs/ui/src/locales/vi.json': { Total: 'Tổng cộng' },
      'libs/ui/src/price.tsx': "const a = tr('Total'); const b = tr(\"Grand total\");\n",
    }),
    ['libs/ui/src/price.tsx: tr("Grand total") is not in libs/ui/src/locales/en.json'],
  );
});
