// npm test's own set-up, idempotent: the MariaDB/MySQL account the integration tests use and
// Debian's Chromium for the browser tests. Where it cannot do a part (no server, no permission)
// it stops at once with one line that says what is missing and the command that fixes it.
//
//   node tools/test-setup.mjs            both parts
//   node tools/test-setup.mjs mysql      only the database
//   node tools/test-setup.mjs chromium   only the browser
//
// TEST_MYSQL_URL points the tests at another server (an account that may create dd_* databases);
// then nothing is started or created, only checked.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { createConnection } from 'mysql2/promise';

const DEFAULT_URL = 'mysql://dd:dd@127.0.0.1:3306';
const CHROMIUM = '/usr/bin/chromium';
const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((path) => existsSync(path));

// The account tools/test-setup.mjs makes: it may create and drop the tests' dd_* databases only.
const ACCOUNT_SQL = `
CREATE USER IF NOT EXISTS 'dd'@'127.0.0.1' IDENTIFIED BY 'dd';
CREATE USER IF NOT EXISTS 'dd'@'localhost' IDENTIFIED BY 'dd';
GRANT ALL PRIVILEGES ON \`dd\\_%\`.* TO 'dd'@'127.0.0.1';
GRANT ALL PRIVILEGES ON \`dd\\_%\`.* TO 'dd'@'localhost';
FLUSH PRIVILEGES;`;

function stop(missing, fix) {
  console.error(`npm test cannot run: ${missing}. Fix: ${fix}`);
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function canSignIn(url) {
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 5000 });
    await connection.end();
    return null;
  } catch (error) {
    return error;
  }
}

async function setUpMysql() {
  const url = process.env.TEST_MYSQL_URL;
  if (url) {
    const error = await canSignIn(url);
    if (error) stop(`TEST_MYSQL_URL (${new URL(url).host}) does not answer (${error.code ?? error.message})`, 'start that server or correct TEST_MYSQL_URL (mysql://user:password@host:3306, an account that may create dd_* databases)');
    return;
  }
  const { hostname, port } = new URL(DEFAULT_URL);
  if (!(await portOpen(hostname, Number(port)))) {
    if (!MARIADBD || !isRoot) {
      stop(`MariaDB/MySQL is not running on ${hostname}:${port}`, 'start it (sudo start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd) or set TEST_MYSQL_URL=mysql://user:password@host:3306');
    }
    spawnSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', MARIADBD], { stdio: 'ignore' });
    let up = false;
    for (let i = 0; i < 20 && !up; i++) {
      await sleep(500);
      up = await portOpen(hostname, Number(port));
    }
    if (!up) stop(`MariaDB/MySQL is not running on ${hostname}:${port} and ${MARIADBD} did not start`, `see the server's log, start it by hand, or set TEST_MYSQL_URL=mysql://user:password@host:3306`);
  }
  if (!(await canSignIn(DEFAULT_URL))) return;
  // The server runs but the test account is missing: make it as the server's root over the socket.
  const made = spawnSync('mysql', ['-uroot'], { input: ACCOUNT_SQL, encoding: 'utf8' });
  if (made.status !== 0 || (await canSignIn(DEFAULT_URL))) {
    stop(`the test account dd on ${hostname}:${port} is missing and could not be made (${(made.stderr || made.error?.message || '').trim().split('\n')[0]})`, `run as root: node tools/test-setup.mjs mysql (or set TEST_MYSQL_URL)`);
  }
  console.log('test set-up: made the MariaDB account dd for the integration tests');
}

function setUpChromium() {
  if (existsSync(CHROMIUM)) return;
  const apt = ['apt-get', 'update', '-qq'];
  const install = ['apt-get', 'install', '-y', '-qq', 'chromium'];
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if ((!isRoot && !sudo) || spawnSync('which', ['apt-get']).status !== 0) {
    stop(`Chromium is not installed at ${CHROMIUM}`, 'sudo apt-get update && sudo apt-get install chromium');
  }
  console.log("test set-up: installing Debian's Chromium for the browser tests");
  const run = (argv) => spawnSync(sudo ? 'sudo' : argv[0], sudo ? ['-n', ...argv] : argv.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  // One retry: a mirror can drop a connection.
  for (let attempt = 0; attempt < 2 && !existsSync(CHROMIUM); attempt++) {
    run(apt);
    run(install);
  }
  if (!existsSync(CHROMIUM)) stop(`Chromium is not installed at ${CHROMIUM} and apt-get could not install it`, 'sudo apt-get update && sudo apt-get install chromium');
}

const parts = process.argv.slice(2);
const wants = (part) => parts.length === 0 || parts.includes(part);
if (wants('mysql')) await setUpMysql();
if (wants('chromium')) setUpChromium();
