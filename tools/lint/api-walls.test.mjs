import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { breaches } from './api-walls.mjs';

/** The walls' verdict on a small api/src made of `files` (path under api/src -> source). */
function verdict(files) {
  const dir = mkdtempSync(join(tmpdir(), 'api-walls-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, 'api/src', path)), { recursive: true });
      writeFileSync(join(dir, 'api/src', path), source);
    }
    return breaches(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a feature may import the platform and the features below it', () => {
  assert.deepEqual(
    verdict({
      'platform/events/events.ts': 'export const bus = 1;\n',
      'bookings/booking.ts': "import { bus } from '../platform/events/events';\nexport const booking = bus;\n",
      'payments/ledger.ts': "import { booking } from '../bookings/booking';\nexport const ledger = booking;\n",
    }),
    [],
  );
});

test('a feature that imports one above it is refused (a reach-around: announce an event instead)', () => {
  assert.deepEqual(
    verdict({
      'payments/ledger.ts': 'export const ledger = 1;\n',
      'bookings/booking.ts': "import { ledger } from '../payments/ledger';\nexport const booking = ledger;\n",
    }),
    ['bookings-imports-above: api/src/bookings/booking.ts -> api/src/payments/ledger.ts'],
  );
});

test('an import cycle is refused, even inside one feature', () => {
  const found = verdict({
    'payments/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'payments/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  // dependency-cruiser reports a cycle once, at the first of its files.
  assert.deepEqual(found, ['no-circular: api/src/payments/a.ts -> api/src/payments/b.ts']);
});

test('the platform knows no feature, and only tests import the composition root', () => {
  assert.deepEqual(
    verdict({
      'bookings/booking.ts': 'export const booking = 1;\n',
      'platform/web/page.ts': "import { booking } from '../../bookings/booking';\nexport const page = booking;\n",
      'app/app.module.ts': "import { booking } from '../bookings/booking';\nexport const app = booking;\n",
      'reviews/review.ts': "import { app } from '../app/app.module';\nexport const review = app;\n",
    }),
    [
      'feature-imports-composition-root: api/src/reviews/review.ts -> api/src/app/app.module.ts',
      'foundation-imports-feature: api/src/platform/web/page.ts -> api/src/bookings/booking.ts',
    ],
  );
});

test('a cycle between two feature folders is refused twice: as a cycle and as the import upwards', () => {
  assert.deepEqual(
    verdict({
      'bookings/booking.ts': "import { ledger } from '../payments/ledger';\nexport const booking = () => ledger;\n",
      'payments/ledger.ts': "import { booking } from '../bookings/booking';\nexport const ledger = () => booking;\n",
    }),
    ['bookings-imports-above: api/src/bookings/booking.ts -> api/src/payments/ledger.ts', 'no-circular: api/src/bookings/booking.ts -> api/src/payments/ledger.ts'],
  );
});
