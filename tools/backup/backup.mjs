// Backups of a MySQL/MariaDB database (DATABASE_URL) that restore to any moment: a consistent dump
// (one transaction, with the binary log position it stands at), the binary logs after it archived
// beside it, and the uploaded files. See docs/how-to/operators/backup-and-restore.md.
//   node tools/backup/backup.mjs backup --to DIR [--uploads DIR] [--keep-days 14]
//   node tools/backup/backup.mjs archive-binlogs --to DIR [--uploads DIR]
//   node tools/backup/backup.mjs restore --from DIR [--at 2026-11-28T21:14:05Z] [--uploads DIR]
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';

const DUMP = 'database.sql.gz';
/** The uploads as the last archive run found them, beside the binary logs: the files' recovery point. */
const LATEST_UPLOADS = 'uploads-latest';
const DAY_MS = 86_400_000;

/** The client tools' connection flags for a mysql:// URL; the password goes by environment, never on a command line. */
export function connection(databaseUrl) {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (!/^mysql|mariadb/.test(url.protocol) || !database) throw new Error('DATABASE_URL must be mysql://user:password@host:port/database');
  return {
    database,
    args: ['--no-defaults', `--host=${url.hostname}`, `--port=${url.port || 3306}`, `--user=${decodeURIComponent(url.username)}`],
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
  };
}

/** A backup folder's name: its moment, sortable, safe in a path. */
const stampOf = (date) => date.toISOString().replace(/[:.]/g, '-');
const momentOf = (stamp) => new Date(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d+)Z$/, 'T$1:$2:$3.$4Z'));
/** The archived binary logs' names (binlog.000042), oldest first. */
const binlogsIn = (dir) => (existsSync(join(dir, 'binlogs')) ? readdirSync(join(dir, 'binlogs')).filter((name) => /\.\d+$/.test(name)).sort() : []);
const backupsIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => existsSync(join(dir, name, DUMP))).sort() : []);

/** Runs a client tool: `input` streams into it, and its output streams through `output` (e.g. gzip, then a file). */
async function run(command, args, env, { input, output = [] } = {}) {
  const child = spawn(command, args, { env, stdio: [input ? 'pipe' : 'ignore', output.length ? 'pipe' : 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
  await Promise.all([done, input && pipeline(input, child.stdin), output.length && pipeline(child.stdout, ...output)]);
}

/**
 * Copies every binary log of the server, raw, into DIR/binlogs (the ones there already are fetched
 * again: the last may have grown), and with `uploads` brings DIR/uploads-latest up to date with it.
 */
export async function archiveBinlogs(databaseUrl, dir, { uploads } = {}) {
  const { args, env } = connection(databaseUrl);
  const logs = execFileSync('mariadb', [...args, '-N', '-e', 'SHOW BINARY LOGS'], { env, encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[0]);
  const target = join(dir, 'binlogs');
  mkdirSync(target, { recursive: true });
  await run('mariadb-binlog', [...args, '--read-from-remote-server', '--raw', '--to-last-log', `--result-file=${target}/`, logs[0]], env);
  if (uploads) mirrorUploads(uploads, join(dir, LATEST_UPLOADS));
  return logs;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  );
}

/**
 * Makes `mirror` hold exactly the files of `uploads`: a new or changed one (size or time) is copied,
 * one gone from the uploads goes (an erased customer's photos leave the mirror at the next run; the
 * dated backups keep theirs for --keep-days). Images are written once, so a run copies only what is new.
 */
export function mirrorUploads(uploads, mirror) {
  const wanted = new Set(filesUnder(uploads));
  // An empty folder is a new disk, not a business that deleted every image: keep the mirror for the restore.
  if (!wanted.size) return { copied: 0, removed: 0 };
  let copied = 0;
  for (const file of wanted) {
    const from = statSync(join(uploads, file));
    const to = join(mirror, file);
    const existing = existsSync(to) ? statSync(to) : undefined;
    if (existing && existing.size === from.size && existing.mtimeMs === from.mtimeMs) continue;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(uploads, file), to);
    utimesSync(to, from.atime, from.mtime);
    copied++;
  }
  const removed = filesUnder(mirror).filter((file) => !wanted.has(file));
  for (const file of removed) rmSync(join(mirror, file));
  return { copied, removed: removed.length };
}

/**
 * A consistent dump in one transaction (InnoDB: the site keeps taking bookings meanwhile), starting
 * a new binary log so the dump's position is a file's start; then the logs and the uploads; then
 * backups older than `keepDays` go, the newest always kept.
 */
export async function backup(databaseUrl, dir, { uploads, keepDays = 14, now = new Date() } = {}) {
  const { database, args, env } = connection(databaseUrl);
  const target = join(dir, stampOf(now));
  mkdirSync(target, { recursive: true });
  const dumpArgs = [...args, '--single-transaction', '--master-data=2', '--flush-logs', '--routines', '--triggers', '--hex-blob', '--databases', database];
  await run('mariadb-dump', dumpArgs, env, { output: [createGzip(), createWriteStream(join(target, DUMP))] });
  if (uploads && existsSync(uploads)) cpSync(uploads, join(target, 'uploads'), { recursive: true });
  await archiveBinlogs(databaseUrl, dir, { uploads });
  for (const old of backupsIn(dir).slice(0, -1)) if (now.getTime() - momentOf(old).getTime() > keepDays * DAY_MS) rmSync(join(dir, old), { recursive: true, force: true });
  // The archived logs before the oldest backup kept can restore nothing any more: they go with it.
  const { file } = await positionOf(join(dir, backupsIn(dir)[0], DUMP));
  for (const log of binlogsIn(dir)) if (log < file) rmSync(join(dir, 'binlogs', log));
  return target;
}

/** Where the dump stands in the binary logs (the comment --master-data=2 writes at its top). */
async function positionOf(dump) {
  let head = '';
  for await (const chunk of createReadStream(dump).pipe(createGunzip())) {
    head += chunk;
    const found = /MASTER_LOG_FILE='([^']+)', MASTER_LOG_POS=(\d+)/.exec(head);
    if (found) return { file: found[1], position: Number(found[2]) };
    if (head.length > 1 << 20) break;
  }
  throw new Error(`${dump} does not say its binary log position (taken without --master-data?)`);
}

/** `2026-11-28 21:14:05`: the form mariadb-binlog reads, in UTC (it runs with TZ=UTC). */
const binlogTime = (date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Brings the database back as it was at `at` (to the second; default: as late as the archived logs
 * go): the newest backup taken before then, then every change the binary logs hold from its
 * position up to that moment. The database is replaced; the uploads folder is filled from the
 * backup's copy, then from the last archive run's (the images uploaded since the backup: a file
 * without a row is harmless, a row without its file a broken image).
 */
export async function restore(databaseUrl, dir, { at, uploads } = {}) {
  const { database, args, env } = connection(databaseUrl);
  const candidates = backupsIn(dir).filter((name) => !at || momentOf(name) <= at);
  if (!candidates.length) throw new Error(at ? `no backup in ${dir} was taken before ${at.toISOString()}` : `no backup in ${dir}`);
  const chosen = join(dir, candidates.at(-1));
  const dump = join(chosen, DUMP);
  const { file, position } = await positionOf(dump);
  execFileSync('mariadb', [...args, '-e', `DROP DATABASE IF EXISTS \`${database}\``], { env });
  await run('mariadb', args, env, { input: createReadStream(dump).pipe(createGunzip()) });
  const logs = binlogsIn(dir)
    .filter((name) => name >= file)
    .map((name) => join(dir, 'binlogs', name));
  const replay = ['--no-defaults', `--start-position=${position}`, `--database=${database}`, ...(at ? [`--stop-datetime=${binlogTime(at)}`] : []), ...logs];
  const changes = spawn('mariadb-binlog', replay, { env: { ...env, TZ: 'UTC' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await run('mariadb', args, env, { input: changes.stdout });
  if (uploads) {
    for (const copy of [join(chosen, 'uploads'), join(dir, LATEST_UPLOADS)]) if (existsSync(copy)) cpSync(copy, uploads, { recursive: true, preserveTimestamps: true });
  }
  return { backup: chosen, from: { file, position }, logs: logs.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  const flag = (name) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL (mysql://user:password@host:port/database)');
  const uploads = flag('uploads') ?? process.env.UPLOADS_DIR;
  if (command === 'backup') console.log(`backup written: ${await backup(databaseUrl, flag('to'), { uploads, keepDays: Number(flag('keep-days') ?? 14) })}`);
  else if (command === 'archive-binlogs') console.log(`binary logs archived: ${(await archiveBinlogs(databaseUrl, flag('to'), { uploads })).join(', ')}`);
  else if (command === 'restore') {
    const at = flag('at') ? new Date(flag('at')) : undefined;
    if (at && Number.isNaN(at.getTime())) throw new Error(`--at ${flag('at')} is not a moment (e.g. 2026-11-28T21:14:05Z)`);
    const done = await restore(databaseUrl, flag('from'), { at, uploads });
    console.log(`restored from ${done.backup}, then ${done.logs} binary log(s) from ${done.from.file}:${done.from.position}${at ? ` up to ${at.toISOString()}` : ''}`);
  } else {
    console.error('usage: backup --to DIR [--uploads DIR] | archive-binlogs --to DIR [--uploads DIR] | restore --from DIR [--at ISO-MOMENT] [--uploads DIR]');
    process.exit(2);
  }
}
