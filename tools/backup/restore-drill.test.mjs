// The restore drill: bookings arrive, a backup is taken, more arrive, a moment is noted, more
// arrive, the database is dropped; a restore to the noted moment brings back every booking
// committed before it and none after; the uploaded images come back with them, those uploaded after
// the backup from the last archive run. Runs after the integration suite, which builds dist/api.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { archiveBinlogs, backup, restore } from './backup.mjs';
import { startPrivateMariadb } from './private-mariadb.mjs';

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
const backups = join(dir, 'backups');
const uploads = join(dir, 'uploads');
/** An image is uploaded: a file of its own content under a booking's folder, as the local storage writes it. */
const upload = (name) => {
  mkdirSync(join(uploads, 'bookings', 'drill'), { recursive: true });
  writeFileSync(join(uploads, 'bookings', 'drill', name), `image ${name}`);
};
const stored = (name) => readFileSync(join(uploads, 'bookings', 'drill', name), 'utf8');
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
  upload('a.jpg');
  await backup(db.url, backups, { uploads });
  for (let i = 1; i <= 3; i++) book(`drill B${i}`);
  upload('b.jpg');
  // The scheduled archive run (every few minutes): the binary logs and the images since the backup.
  await archiveBinlogs(db.url, backups, { uploads });
  const moment = await quietMoment();
  for (let i = 1; i <= 3; i++) book(`drill C${i}`);
  const beforeTheDrop = await quietMoment();

  // The disk is lost: the database and the uploads with it; the new disk's uploads folder is empty.
  db.sql('DROP DATABASE drill');
  rmSync(uploads, { recursive: true });
  mkdirSync(uploads);
  await archiveBinlogs(db.url, backups, { uploads });
  await restore(db.url, backups, { at: moment, uploads });
  assert.deepEqual(labels(), ['drill A1', 'drill A2', 'drill A3', 'drill B1', 'drill B2', 'drill B3']);
  assert.equal(Number(db.sql('SELECT COUNT(*) FROM bookings')), demo + 6);
  assert.equal(stored('a.jpg'), 'image a.jpg');
  assert.equal(stored('b.jpg'), 'image b.jpg');

  // The same backup, to the last moment before the drop: every booking.
  await restore(db.url, backups, { at: beforeTheDrop });
  assert.deepEqual(labels().slice(-3), ['drill C1', 'drill C2', 'drill C3']);
  assert.equal(Number(db.sql('SELECT COUNT(*) FROM bookings')), demo + 9);
});

test('a backup older than --keep-days goes, with the binary logs only it needed, and the newest still restores', async () => {
  const [first] = readdirSync(backups).filter((name) => name.endsWith('Z'));
  const logsBefore = readdirSync(join(backups, 'binlogs')).filter((name) => /\.\d+$/.test(name));
  const later = await backup(db.url, backups, { uploads, keepDays: 14, now: new Date(Date.now() + 15 * 86_400_000) });
  const kept = readdirSync(backups).filter((name) => name.endsWith('Z'));
  assert.deepEqual(kept, [later.split('/').at(-1)]);
  assert.ok(!kept.includes(first));
  const logsAfter = readdirSync(join(backups, 'binlogs')).filter((name) => /\.\d+$/.test(name));
  assert.ok(logsBefore.some((name) => !logsAfter.includes(name)), `the logs before the kept backup went: ${logsBefore} -> ${logsAfter}`);

  db.sql('DROP DATABASE drill');
  await restore(db.url, backups, { uploads });
  assert.equal(labels().length, 9);
});
