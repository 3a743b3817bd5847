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

test('the DAD portal is a translated area: a literal on a job screen fails, its paths and URLs do not', async () => {
  const dadScreen = (body) => `import { useT } from '../i18n';\nexport function Fixture() {\n  const t = useT();\n  return ${body};\n}\n`;
  assert.deepEqual(await unlocalized(dadScreen(`<Button onClick={() => go('/dadportal/dad')}>I'm Finished</Button>`), 'mfe-dad/src/jobs/Fixture.tsx'), ['4:55']);
  assert.deepEqual(await unlocalized(dadScreen(`<a href={'https://www.google.com/maps/search/?api=1'}>{t('sheet.address')}</a>`), 'mfe-dad/src/jobs/Fixture.tsx'), []);
  assert.deepEqual(await unlocalized(`export const carText = (t) => t('job.noCar') + ', plate 8ABC123';\n`, 'mfe-dad/src/common/job-format.ts'), ['1:48']);
});

test('outside the translated areas the rule does not apply (yet)', async () => {
  assert.deepEqual(await unlocalized(screen('<button type="submit">Confirm Booking</button>'), 'mfe-admin/src/Fixture.tsx'), []);
});
