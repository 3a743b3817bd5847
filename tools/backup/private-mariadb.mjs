// A MariaDB server of its own for the backup drill and bench: binary logging on (the machine's
// server may have it off), in a temporary folder, on a free port, with the API's schema and demo
// data (the built API, dist/api, migrates and seeds at start).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the server in `dir` with a migrated, seeded database `database`; `sql` runs statements in it. */
export async function startPrivateMariadb(dir, database = 'drill') {
  const socket = join(dir, 'sock');
  execFileSync('mariadb-install-db', ['--no-defaults', '--user=root', `--datadir=${join(dir, 'data')}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
  const port = await freePort();
  const server = spawn('mariadbd', ['--no-defaults', '--user=root', `--datadir=${join(dir, 'data')}`, `--port=${port}`, '--bind-address=127.0.0.1', `--socket=${socket}`, `--log-bin=${join(dir, 'data/binlog')}`, '--server-id=1', '--binlog-format=ROW'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(socket); i++) await sleep(100);
  const client = (db, query) => execFileSync('mariadb', ['--no-defaults', '-uroot', `--socket=${socket}`, '-N', ...(db ? [db] : []), '-e', query], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim();
  client(null, `CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = `mysql://root@127.0.0.1:${port}/${database}`;

  const apiPort = await freePort();
  const api = spawn(process.execPath, [join(ROOT, 'dist/api/main.js')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(apiPort), DATA_DIR: join(dir, 'api'), SEED_DEMO: 'true', NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'ignore',
  });
  try {
    let ready = false;
    for (let i = 0; i < 1200 && !ready; i++) {
      ready = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then((r) => r.ok, () => false);
      if (!ready) await sleep(100);
    }
    if (!ready) throw new Error('the API did not migrate and seed the database within two minutes');
  } finally {
    api.kill();
  }
  return {
    url,
    sql: (query) => client(database, query),
    /** Stops the server and, once it has exited (it writes its files until then), removes its folder. */
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
