import assert from 'node:assert/strict';
import { test } from 'node:test';
import { updatedPage } from './figures-page.mjs';

const meta = { commit: 'abc1234', load: [1, 2, 3], at: new Date('2026-11-29T03:00:00Z') };
const page = '# Benchmarks\n\nIntro by hand.\n';

test('writes a block per part run and a table of every line naming a goal', () => {
  const first = updatedPage(page, new Map([['api', ['', 'API throughput', '  ratio 0.52 (goal >= 0.3: met)', '  p99 80 ms (goal < 50 ms: NOT met)']]]), meta);
  assert.match(first, /^# Benchmarks\n\nIntro by hand\.\n/);
  assert.match(first, /\| api \| ratio 0\.52 \(goal >= 0\.3: met\) \| met \| 2026-11-29 \|/);
  assert.match(first, /\| api \| p99 80 ms \(goal < 50 ms: NOT met\) \| \*\*NOT met\*\* \| 2026-11-29 \|/);
  assert.match(first, /Measured 2026-11-29 03:00 UTC at `abc1234`, load average 1\.00, 2\.00, 3\.00/);
});

test('a later run of another part keeps the first part and its date; a rerun replaces it', () => {
  const first = updatedPage(page, new Map([['api', ['ratio 0.52 (goal >= 0.3: met)']]]), meta);
  const second = updatedPage(first, new Map([['image', ['ratio 1.2 (goal <= 1.3: met)']]]), { ...meta, at: new Date('2026-11-30T03:00:00Z') });
  assert.match(second, /\| api \| ratio 0\.52 .*\| 2026-11-29 \|/);
  assert.match(second, /\| image \| ratio 1\.2 .*\| 2026-11-30 \|/);
  const third = updatedPage(second, new Map([['api', ['ratio 0.61 (goal >= 0.3: met)']]]), meta);
  assert.doesNotMatch(third, /0\.52/);
  assert.equal(third.match(/<!-- part:api -->/g).length, 1);
  assert.equal(third.match(/bench:start/g).length, 1);
});
