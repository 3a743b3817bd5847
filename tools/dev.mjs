#!/usr/bin/env node
/**
 * The development loop.
 *   npm run dev                  the API in watch mode on the embedded database (:3000), the shell (:4200)
 *                                and every remote (4201-4204) with live reload: open http://localhost:4200
 *   npm run dev -- admin [dad]   those remotes with live reload, and the shell, against an API already
 *                                running on DD_API_URL (default http://localhost:3000): the other remotes
 *                                are the versions that API serves
 * Ctrl-C stops everything; one part exiting stops the rest.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = { public: 'mfe-public', customer: 'mfe-customer', dad: 'mfe-dad', admin: 'mfe-admin' };
const RSPACK = join(ROOT, 'node_modules/.bin/rspack');
const API_MAIN = join(ROOT, 'dist/api/main.js');

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in APPS));
if (unknown.length) {
  console.error(`No remote named ${unknown.join(', ')}: choose from ${Object.keys(APPS).join(', ')} (or none, for everything).`);
  process.exit(2);
}

const children = [];
let stopping = false;

function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Runs one part, each output line prefixed with its name (and handed to `onLine`). */
function run(name, command, args, env = {}, onLine = () => {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        console.log(`[${name}] ${line}`);
        onLine(line);
      }
    });
  }
  child.on('exit', (code) => {
    if (stopping || child.restarting) return;
    console.error(`[${name}] exited (${code}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

const serve = (app, env) => run(app, RSPACK, ['serve', '-c', `${app}/rspack.config.ts`, '--mode', 'development'], env);

if (chosen.length) {
  serve('shell', { DD_DEV_REMOTES: chosen.join(',') });
  for (const name of chosen) serve(APPS[name]);
  console.log(`Open http://localhost:4200 (${chosen.join(', ')} live, the rest from ${process.env.DD_API_URL ?? 'http://localhost:3000'}).`);
} else {
  // The API: Rspack rebuilds dist/api on a change, and each successful build (re)starts the server. Not node --watch:
  // the build replaces main.js, and Node 20's watcher loses a file replaced under it after the first restart.
  let server = null;
  let restarts = Promise.resolve();
  const restart = async () => {
    if (server) {
      server.restarting = true;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      children.splice(children.indexOf(server), 1);
    }
    if (!stopping) server = run('api', process.execPath, ['--env-file-if-exists=.env', API_MAIN], { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  };
  run('api:build', RSPACK, ['build', '-c', 'api/rspack.config.js', '--watch'], {}, (line) => {
    // One restart at a time: builds that finish close together must not start two servers on one port.
    if (/compiled successfully/.test(line)) restarts = restarts.then(restart);
  });
  const api = { DD_API_URL: process.env.DD_API_URL ?? `http://localhost:${process.env.PORT ?? 3000}` };
  serve('shell', api);
  for (const app of Object.values(APPS)) serve(app, api);
  console.log(`Open http://localhost:4200 (the API on ${api.DD_API_URL}, the embedded database in ${process.env.DATA_DIR ?? './data'}).`);
}
