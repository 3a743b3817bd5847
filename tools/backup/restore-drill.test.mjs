// The restore drill: bookings arrive, a backup is taken, more arrive, a moment is noted, more
// arrive, the database is dropped; a restore to the noted moment brings back every booking
// committed before it and none after. Runs after the integration suite, which builds dist/api.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { archiveBinlogs, backup, restore } from './backup.mjs';
import { startPrivateMariadb } from './private-mariadb.mjs';

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
const backups = join(dir, 'backups');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let db;

/** A booking arrives: a copy of a demo booking under a new id, named by `label` in its instructions. */
const book = (label) =>
  db.sql(`CREATE TEMPORARY TABLE arriving AS SELECT * FROM bookings LIMIT 1; UPDATE arriving SET id = UUID(), specialInstructions = '${label}'; INSERT INTO bookings SELECT * FROM arriving; DROP TEMPORARY TABLE arriving;`);
const labels = () => db.sql("SELECT specialInstructions FROM bookings WHERE specialInstructions LIKE 'drill %' ORDER BY specialInstructions").split('\n').filter(Boolean);
/** A moment with no change in the second before or after it (binary log times are whole seconds). */
async function quietMoment() {
  await sleep(1_100);
  const moment = new Date();
  await sleep(1_100);
  return moment;
}

before(async () => {
  db = await startPrivateMariadb(dir);
});
after(() => db?.stop());

test('a restore to a moment brings back every booking committed before it and none after', async () => {
  const demo = Number(db.sql('SELECT COUNT(*) FROM bookings'));
  assert.ok(demo > 0, 'the demo bookings are there to copy');
  for (let i = 1; i <= 3; i++) book(`drill A${i}`);
  await backup(db.url, backups);
  for (let i = 1; i <= 3; i++) book(`drill B${i}`);
  const moment = await quietMoment();
  for (let i = 1; i <= 3; i++) book(`drill C${i}`);
  const beforeTheDrop = await quietMoment();

  db.sql('DROP DATABASE drill');
  await archiveBinlogs(db.url, backups);
  await restore(db.url, backups, { at: moment });
  assert.deepEqual(labels(), ['drill A1', 'drill A2', 'drill A3', 'drill B1', 'drill B2', 'drill B3']);
  assert.equal(Number(db.sql('SELECT COUNT(*) FROM bookings')), demo + 6);

  // The same backup, to the last moment before the drop: every booking.
  await restore(db.url, backups, { at: beforeTheDrop });
  assert.deepEqual(labels().slice(-3), ['drill C1', 'drill C2', 'drill C3']);
  assert.equal(Number(db.sql('SELECT COUNT(*) FROM bookings')), demo + 9);
});
