import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

// The project's own config: what `npm run lint` runs on the translated areas (decision 0390).
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

async function unlocalized(code, filePath = 'mfe-public/src/book/steps/Fixture.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'lingui/no-unlocalized-strings').map((message) => `${message.line}:${message.column}`);
}

const screen = (body) => `import { useT } from '../../i18n';\nexport function Fixture() {\n  const t = useT();\n  return ${body};\n}\n`;

test('words from the catalog pass, and so do ids, test ids, styles and class names', async () => {
  assert.deepEqual(await unlocalized(screen(`<button type="submit" data-testid="confirm-booking" style={{ margin: '0 auto', textAlign: 'center' }}>{t('book.checkout.confirm')}</button>`)), []);
});

test('a user-visible literal in a translated area fails: text, a label or a title', async () => {
  assert.deepEqual(await unlocalized(screen('<button type="submit">Confirm Booking</button>')), ['4:32']);
  assert.deepEqual(await unlocalized(screen(`<Notice title="Payment Failed">{t('book.checkout.declinedText')}</Notice>`)), ['4:24']);
  assert.deepEqual(await unlocalized(`export const label = () => showToast({ title: 'Booking Created' });\n`), ['1:47']);
});

test('outside the translated areas the rule does not apply (yet)', async () => {
  assert.deepEqual(await unlocalized(screen('<button type="submit">Confirm Booking</button>'), 'mfe-admin/src/Fixture.tsx'), []);
});
