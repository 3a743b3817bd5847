import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { foreignQueries } from './table-owners.mjs';

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
