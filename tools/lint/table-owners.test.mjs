import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { foreignQueries } from './table-owners.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

function verdict(files) {
  const root = mkdtempSync(join(tmpdir(), 'table-owners-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, 'api/src', path)), { recursive: true });
      writeFileSync(join(root, 'api/src', path), text);
    }
    return foreignQueries(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const entities = {
  'bookings/booking.entity.ts': 'export class BookingEntity {}\n',
  'payments/refund.entity.ts': 'export class RefundEntity {}\n',
};

test("a feature's own tables are its to query", () => {
  assert.deepEqual(verdict({ ...entities, 'bookings/bookings.repository.ts': 'await manager.findOneBy(BookingEntity, { id });\n' }), []);
});

test("querying or registering another feature's table is a breach, however it is written", () => {
  assert.deepEqual(
    verdict({
      ...entities,
      'payments/ledger.ts': 'await manager.update(BookingEntity, { id }, { paid: true });\n',
      'payments/payments.module.ts': '@Module({ imports: [TypeOrmModule.forFeature([RefundEntity, BookingEntity])] })\n',
      'bookings/detail.ts': 'constructor(@InjectRepository(RefundEntity) private readonly refunds) {}\n',
    }),
    [
      'api/src/bookings/detail.ts -> RefundEntity (payments)',
      'api/src/payments/ledger.ts -> BookingEntity (bookings)',
      'api/src/payments/payments.module.ts -> BookingEntity (bookings)',
    ],
  );
});

/**
 * The lint itself (`node tools/lint/table-owners.mjs [--write]`) run on a copy of the repository
 * made of `files` under api/src and the list `known`: its exit code, what it said, and the list after.
 */
function lint(files, known, ...args) {
  const root = mkdtempSync(join(tmpdir(), 'table-owners-cli-'));
  try {
    for (const script of ['table-owners.mjs', 'ratchet.mjs']) {
      mkdirSync(join(root, 'tools/lint'), { recursive: true });
      copyFileSync(join(HERE, script), join(root, 'tools/lint', script));
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, 'api/src', path)), { recursive: true });
      writeFileSync(join(root, 'api/src', path), text);
    }
    writeFileSync(join(root, 'api/known-foreign-queries.json'), JSON.stringify(known));
    const run = spawnSync(process.execPath, [join(root, 'tools/lint/table-owners.mjs'), ...args], { encoding: 'utf8' });
    return { status: run.status, said: run.stdout + run.stderr, list: JSON.parse(readFileSync(join(root, 'api/known-foreign-queries.json'), 'utf8')) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const reachingIn = { ...entities, 'payments/ledger.ts': 'await manager.update(BookingEntity, { id }, { paid: true });\n' };
const breach = 'api/src/payments/ledger.ts -> BookingEntity (bookings)';

test('with the list empty, the lint fails on a foreign query, and --write does not list it', () => {
  const checked = lint(reachingIn, []);
  assert.equal(checked.status, 1);
  assert.match(checked.said, /new breach of one owner per table: api\/src\/payments\/ledger\.ts -> BookingEntity \(bookings\)/);
  const written = lint(reachingIn, [], '--write');
  assert.equal(written.status, 1);
  assert.deepEqual(written.list, []);
});

test('a listed query that is gone fails until --write takes it off; the list only shrinks', () => {
  const fixed = { ...entities, 'payments/ledger.ts': 'await bookings.markPaid(id);\n' };
  assert.equal(lint(fixed, [breach]).status, 1);
  const written = lint(fixed, [breach], '--write');
  assert.deepEqual([written.status, written.list], [0, []]);
  assert.equal(lint(fixed, []).status, 0);
  assert.equal(lint(reachingIn, [breach]).status, 0, 'a breach still listed is tolerated while it is being removed');
});

test("the API's lists of known breaches are empty: every table is queried by its owner alone, and no wall is breached", () => {
  for (const list of ['api/known-foreign-queries.json', 'api/known-wall-breaches.json']) {
    assert.deepEqual(JSON.parse(readFileSync(join(HERE, '../..', list), 'utf8')), [], list);
  }
});
