// Recovery figures for a 100,000-booking database (docs/how-to/operators/backup-and-restore.md):
// how long a backup takes and weighs, and how long a restore to a moment takes, replaying the
// bookings that arrived after the backup from the binary logs. Needs dist/api (npm run build).
//   node tools/bench/restore-bench.mjs [bookings]
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { archiveBinlogs, backup, restore } from '../backup/backup.mjs';
import { startPrivateMariadb } from '../backup/private-mariadb.mjs';

const target = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'restore-bench-'));
const db = await startPrivateMariadb(dir, 'bench');
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
try {
  // Doubling copies of the demo bookings, then the rest, up to the target.
  while (Number(db.sql('SELECT COUNT(*) FROM bookings')) * 2 <= target) {
    db.sql('CREATE TEMPORARY TABLE more AS SELECT * FROM bookings; UPDATE more SET id = UUID(); INSERT INTO bookings SELECT * FROM more; DROP TEMPORARY TABLE more;');
  }
  const missing = target - Number(db.sql('SELECT COUNT(*) FROM bookings'));
  db.sql(`CREATE TEMPORARY TABLE more AS SELECT * FROM bookings LIMIT ${missing}; UPDATE more SET id = UUID(); INSERT INTO bookings SELECT * FROM more; DROP TEMPORARY TABLE more;`);
  const backups = join(dir, 'backups');
  let start = performance.now();
  const taken = await backup(db.url, backups);
  const took = seconds(start);
  const size = readdirSync(taken).reduce((sum, name) => sum + statSync(join(taken, name)).size, 0);
  // A day's worth of new bookings after the backup, to replay.
  db.sql('CREATE TEMPORARY TABLE more AS SELECT * FROM bookings LIMIT 1000; UPDATE more SET id = UUID(); INSERT INTO bookings SELECT * FROM more; DROP TEMPORARY TABLE more;');
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const moment = new Date();
  db.sql('DROP DATABASE bench');
  await archiveBinlogs(db.url, backups);
  start = performance.now();
  await restore(db.url, backups, { at: moment });
  const restored = seconds(start);
  console.log(`bookings: ${db.sql('SELECT COUNT(*) FROM bookings')} restored (backup of ${target} + 1000 replayed from the binary logs)`);
  console.log(`backup: ${took} s, ${(size / 1e6).toFixed(1)} MB gzipped; restore to a moment: ${restored} s`);
} finally {
  await db.stop();
}
