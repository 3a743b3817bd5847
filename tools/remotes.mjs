#!/usr/bin/env node
// Releases of the remotes on the single-origin server (api/src/web/remote-releases.ts):
//
//   node tools/remotes.mjs deploy admin              copy dist/mfe-admin to dist/remotes/admin/<version>/ and point at it
//   node tools/remotes.mjs list admin                the versions there, the current one marked
//   node tools/remotes.mjs rollback admin <version>  point back at an earlier version
//
// A version is a hash of the build's files, so a folder never changes once written. The server
// reads the `current` pointer on every /remotes.json: no restart, no shell rebuild.
// STATIC_DIR (default ./dist) is the folder the server serves.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REMOTES = ['public', 'customer', 'dad', 'admin'];
const staticDir = resolve(process.env.STATIC_DIR || 'dist');
const releasesOf = (name) => join(staticDir, 'remotes', name);
const pointerOf = (name) => join(releasesOf(name), 'current');

function fail(message) {
  console.error(message);
  process.exit(1);
}

function contentVersion(dir) {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, file);
    if (statSync(path).isFile()) hash.update(`${file}\0`).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

function current(name) {
  return existsSync(pointerOf(name)) ? readFileSync(pointerOf(name), 'utf8').trim() : undefined;
}

function pointAt(name, version) {
  const temporary = `${pointerOf(name)}.${process.pid}`;
  writeFileSync(temporary, `${version}\n`);
  renameSync(temporary, pointerOf(name)); // atomic: the server never reads half a pointer
}

function deploy(name) {
  const build = join(staticDir, `mfe-${name}`);
  if (!existsSync(join(build, 'mf-manifest.json'))) fail(`No build in ${build}: run \`npx nx build mfe-${name}\` first.`);
  const version = contentVersion(build);
  const target = join(releasesOf(name), version);
  if (!existsSync(target)) {
    const staging = `${target}.partial-${process.pid}`;
    cpSync(build, staging, { recursive: true });
    renameSync(staging, target);
  }
  const previous = current(name);
  pointAt(name, version);
  console.log(`${name}: ${version}${previous && previous !== version ? ` (was ${previous}; roll back with: node tools/remotes.mjs rollback ${name} ${previous})` : ''}`);
}

function versions(name) {
  if (!existsSync(releasesOf(name))) return [];
  return readdirSync(releasesOf(name), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
    .map((entry) => ({ version: entry.name, at: statSync(join(releasesOf(name), entry.name)).mtime }))
    .sort((a, b) => a.at - b.at);
}

function list(name) {
  const now = current(name);
  for (const { version, at } of versions(name)) console.log(`${version === now ? '*' : ' '} ${version}  ${at.toISOString()}`);
}

function rollback(name, version) {
  if (!version) fail(`Which version? node tools/remotes.mjs list ${name}`);
  if (!versions(name).some((v) => v.version === version)) fail(`${name} has no version ${version} in ${releasesOf(name)}.`);
  pointAt(name, version);
  console.log(`${name}: ${version}`);
}

const [command, name, version] = process.argv.slice(2);
if (!REMOTES.includes(name)) fail(`Usage: node tools/remotes.mjs deploy|list|rollback <${REMOTES.join('|')}> [version]`);
if (command === 'deploy') deploy(name);
else if (command === 'list') list(name);
else if (command === 'rollback') rollback(name, version);
else fail(`Unknown command ${command}: deploy, list or rollback.`);
