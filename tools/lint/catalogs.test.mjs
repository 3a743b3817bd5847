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

test("libs/ui's words may be in either of its catalogs (the home page's first screens' and the others'), never in both", () => {
  const first = { 'Select Package': 'Select Package' };
  const others = { Total: 'Total' };
  const files = {
    'libs/ui/src/first-screens/locales/en.json': first,
    'libs/ui/src/first-screens/locales/es.json': { 'Select Package': 'Elegir paquete' },
    'libs/ui/src/first-screens/locales/vi.json': { 'Select Package': 'Chọn gói' },
    'libs/ui/src/locales/en.json': others,
    'libs/ui/src/locales/es.json': others,
    'libs/ui/src/locales/vi.json': { Total: 'Tổng cộng' },
    'libs/ui/src/card.tsx': "const a = tr('Select Package'); const b = tr('Total');\n",
  };
  assert.deepEqual(verdict(files), []);
  assert.deepEqual(
    verdict({ ...files, 'libs/ui/src/locales/en.json': { ...others, ...first }, 'libs/ui/src/locales/es.json': { ...others, 'Select Package': 'Elegir paquete' }, 'libs/ui/src/locales/vi.json': { Total: 'Tổng cộng', 'Select Package': 'Chọn gói' } }),
    ['libs/ui\'s "Select Package" is in both libs/ui/src/locales/en.json and libs/ui/src/first-screens/locales/en.json'],
  );
});

test("the API's message catalogs are checked too: a Spanish or Vietnamese one that lacks an English message fails", () => {
  const messages = { 'received.subject': 'Booking {number} received: {when}', 'reminder.sms': "{business}: reminder, your detail is {relative}." };
  assert.deepEqual(
    verdict({
      'api/src/messaging/locales/en.json': messages,
      'api/src/messaging/locales/es.json': { 'received.subject': 'Reserva {number} recibida: {when}' },
      'api/src/messaging/locales/vi.json': { 'reminder.sms': '{business}: nhắc lịch {relative}.' },
    }),
    ['api/src/messaging/locales/es.json lacks "reminder.sms"', 'api/src/messaging/locales/vi.json lacks "received.subject"'],
  );
  assert.deepEqual(
    verdict({
      'api/src/messaging/locales/en.json': messages,
      'api/src/messaging/locales/es.json': { 'received.subject': 'Reserva {number} recibida: {when}', 'reminder.sms': '{business}: recordatorio {relative}.' },
      'api/src/messaging/locales/vi.json': { 'received.subject': 'Đã nhận lịch hẹn {number}: {when}', 'reminder.sms': '{business}: nhắc lịch {relative}.' },
    }),
    [],
  );
});

test('a lazy part’s own catalog beside its code is checked like an app’s', () => {
  const { 'book.title': _dropped, ...lacking } = vietnamese;
  assert.deepEqual(verdict({ 'shell/src/auth/locales/en.json': english, 'shell/src/auth/locales/es.json': spanish, 'shell/src/auth/locales/vi.json': lacking }), [
    'shell/src/auth/locales/vi.json lacks "book.title"',
  ]);
});

test('a Spanish or Vietnamese message left as its English sentence fails; a name, a size or arguments alone do not', () => {
  const en = { 'plans.join': 'I agree to the plan terms', 'receipt.business': "Dad's Detailing", 'size.suv': 'SUV', 'plans.slot': '{days}, {window} ({hours})', 'rewards.points': '{count, plural, one {# point} other {# points}}' };
  assert.deepEqual(
    verdict({
      'mfe-customer/src/locales/en.json': en,
      'mfe-customer/src/locales/es.json': { ...en, 'plans.join': 'Acepto los términos del plan', 'rewards.points': '{count, plural, one {# punto} other {# puntos}}' },
      'mfe-customer/src/locales/vi.json': { ...en, 'rewards.points': '{count} điểm' },
    }),
    ['mfe-customer/src/locales/vi.json "plans.join" is still the English words'],
  );
});

test('an error code without its Spanish or Vietnamese text fails, and so does a sentence the API no longer says or libs/ui translates', () => {
  const errors = "export const ERROR_CODES = [\n  'SLOT_TAKEN',\n  'PAYMENT_FAILED',\n] as const;\n";
  const en = { SLOT_TAKEN: 'That time was just taken.', PAYMENT_FAILED: 'Your card was declined.', 'Booking not found': 'Booking not found' };
  const es = { SLOT_TAKEN: 'Ese horario se acaba de reservar.', 'Booking not found': 'No encontramos la reserva' };
  const vi = { SLOT_TAKEN: 'Khung giờ này vừa có người đặt.', PAYMENT_FAILED: 'Thẻ của bạn bị từ chối.', 'Booking not found': 'Không tìm thấy lịch hẹn' };
  const files = {
    'libs/contracts/src/errors.ts': errors,
    'api/src/bookings/bookings.errors.ts': "export const missing = () => notFound('Booking not found');\n",
    'api/src/common/locales/en.json': en,
    'api/src/common/locales/es.json': { ...es, PAYMENT_FAILED: 'Su tarjeta fue rechazada.' },
    'api/src/common/locales/vi.json': vi,
  };
  assert.deepEqual(verdict(files), []);
  assert.deepEqual(verdict({ ...files, 'api/src/common/locales/es.json': es }), [
    'api/src/common/locales/es.json lacks "PAYMENT_FAILED"',
    'api/src/common/locales/es.json has no text for the error code PAYMENT_FAILED',
  ]);
  assert.deepEqual(verdict({ ...files, 'api/src/bookings/bookings.errors.ts': "export const missing = () => notFound('No such booking');\n" }), [
    'api/src/common/locales/en.json has "Booking not found", which no API source says any more',
  ]);
  const ui = { 'Booking not found': 'Booking not found' };
  assert.deepEqual(verdict({ ...files, 'libs/ui/src/locales/en.json': ui, 'libs/ui/src/locales/es.json': { 'Booking not found': 'Reserva no encontrada' }, 'libs/ui/src/locales/vi.json': { 'Booking not found': 'Không thấy lịch hẹn' } }), [
    'api/src/common/locales/en.json has "Booking not found", which libs/ui/src/locales translates already',
  ]);
});

test("an error code whose English libs/ui translates too is said the same way in every language", () => {
  const errors = "export const ERROR_CODES = [\n  'EMAIL_LINK_INVALID',\n] as const;\n";
  const sentence = 'This link is invalid or has expired.';
  const files = {
    'libs/contracts/src/errors.ts': errors,
    'api/src/common/locales/en.json': { EMAIL_LINK_INVALID: sentence },
    'api/src/common/locales/es.json': { EMAIL_LINK_INVALID: 'Este enlace no es válido o ya venció.' },
    'api/src/common/locales/vi.json': { EMAIL_LINK_INVALID: 'Đường liên kết không hợp lệ hoặc đã hết hạn.' },
    'libs/ui/src/locales/en.json': { [sentence]: sentence },
    'libs/ui/src/locales/es.json': { [sentence]: 'Este enlace no es válido o ya venció.' },
    'libs/ui/src/locales/vi.json': { [sentence]: 'Đường liên kết không hợp lệ hoặc đã hết hạn.' },
  };
  assert.deepEqual(verdict(files), []);
  assert.deepEqual(verdict({ ...files, 'libs/ui/src/locales/es.json': { [sentence]: 'Este enlace no es válido o ha caducado.' } }), [
    `api/src/common/locales/es.json says EMAIL_LINK_INVALID as "Este enlace no es válido o ya venció.", libs/ui/src/locales/es.json its English "${sentence}" as "Este enlace no es válido o ha caducado."`,
  ]);
});

test("the repository's own catalogs pass: an id missing in Spanish or Vietnamese anywhere fails here, not only in the lint", () => {
  assert.deepEqual(catalogProblems(join(import.meta.dirname, '../..')), []);
});
