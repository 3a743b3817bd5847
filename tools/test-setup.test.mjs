// The set-up's failure path: a database that does not answer stops npm test at once with one line.
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('an unreachable TEST_MYSQL_URL stops with one line naming it and the fix', () => {
  const run = spawnSync(process.execPath, ['tools/test-setup.mjs', 'mysql'], {
    env: { ...process.env, TEST_MYSQL_URL: 'mysql://dd:dd@127.0.0.1:1' },
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0], /^npm test cannot run: TEST_MYSQL_URL \(127\.0\.0\.1:1\) does not answer .*Fix: /);
});

test('a reachable server with the account passes quietly and changes nothing', () => {
  const run = spawnSync(process.execPath, ['tools/test-setup.mjs', 'mysql'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '');
});
