#!/usr/bin/env node
// Releases of the remotes on the single-origin server (api/src/platform/web/remote-releases.ts):
//
//   node tools/remotes.mjs deploy admin              copy dist/mfe-admin to dist/remotes/admin/<version>/ and point at it
//   node tools/remotes.mjs list admin                the versions there, the current one marked
//   node tools/remotes.mjs rollback admin <version>  point back at an earlier version
//   node tools/remotes.mjs candidate admin 10        release dist/mfe-admin to 10% of browsers (sticky per browser)
//   node tools/remotes.mjs promote admin             make the candidate the current version for everyone
//   node tools/remotes.mjs rollback admin            stop trying the candidate
//
// The API rolls a candidate back by itself when browsers report it failing CANARY_ROLLBACK_FACTOR
// times as often as the current version (after CANARY_MIN_LOADS page loads): see the README.
//
// A version is a hash of the build's files, so a folder never changes once written. The server
// reads the `current` pointer on every /remotes.json: no restart, no shell rebuild.
// STATIC_DIR (default ./dist) is the folder the server serves.
//
// Deploy refuses a build that calls an API operation (its operations.json) the API's OpenAPI document
// lacks, or whose call sends a body field or query parameter the document does not declare, misses a
// required one or sends a wrong type (tools/remote-contract.mjs, decision 0317), naming each: by default the document of the API built beside it (STATIC_DIR/api/openapi.json);
// OPENAPI=<file or URL> (e.g. https://api.example.com/api/docs-json) checks against another. It keeps
// the last KEEP_VERSIONS (5) versions of the remote and removes older ones, never the current one or the candidate.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contractProblems } from './remote-contract.mjs';

const REMOTES = ['public', 'customer', 'dad', 'admin'];
const KEEP_VERSIONS = 5;
const staticDir = resolve(process.env.STATIC_DIR || 'dist');
const releasesOf = (name) => join(staticDir, 'remotes', name);
const pointerOf = (name) => join(releasesOf(name), 'current');
const candidatePointerOf = (name) => join(releasesOf(name), 'candidate');

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

function candidate(name) {
  if (!existsSync(candidatePointerOf(name))) return undefined;
  const [version, share] = readFileSync(candidatePointerOf(name), 'utf8').trim().split(/\s+/);
  return { version, share: Number(share) };
}

function writePointer(pointer, text) {
  const temporary = `${pointer}.${process.pid}`;
  writeFileSync(temporary, `${text}\n`);
  renameSync(temporary, pointer); // atomic: the server never reads half a pointer
}

const pointAt = (name, version) => writePointer(pointerOf(name), version);

async function openApiDocument() {
  const source = process.env.OPENAPI || join(staticDir, 'api', 'openapi.json');
  try {
    return /^https?:/.test(source) ? await (await fetch(source)).json() : JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    fail(`Cannot read the API's OpenAPI document at ${source} (${error.message}): build the API, or set OPENAPI to the deployed API's document.`);
  }
}

async function checkContract(name, build) {
  const file = join(build, 'operations.json');
  if (!existsSync(file)) fail(`${build} has no operations.json: rebuild it with the current tools/rspack.`);
  const problems = contractProblems(JSON.parse(readFileSync(file, 'utf8')), await openApiDocument());
  if (problems.length) fail(`Refused: the ${name} remote calls what the API does not take:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

/** Keeps the newest KEEP_VERSIONS versions and the current one. */
function prune(name) {
  const now = current(name);
  const old = versions(name).slice(0, -KEEP_VERSIONS).filter(({ version }) => version !== now && version !== candidate(name)?.version);
  for (const { version } of old) rmSync(join(releasesOf(name), version), { recursive: true, force: true });
  if (old.length) console.log(`${name}: removed ${old.map(({ version }) => version).join(', ')}`);
}

/** Copies the checked build to its version folder (once: a version never changes) and returns the version. */
async function release(name) {
  const build = join(staticDir, `mfe-${name}`);
  if (!existsSync(join(build, 'mf-manifest.json'))) fail(`No build in ${build}: run \`npx nx build mfe-${name}\` first.`);
  await checkContract(name, build);
  const version = contentVersion(build);
  const target = join(releasesOf(name), version);
  if (!existsSync(target)) {
    const staging = `${target}.partial-${process.pid}`;
    cpSync(build, staging, { recursive: true });
    renameSync(staging, target);
  }
  return version;
}

async function deploy(name) {
  const version = await release(name);
  rmSync(candidatePointerOf(name), { force: true });
  const previous = current(name);
  pointAt(name, version);
  console.log(`${name}: ${version}${previous && previous !== version ? ` (was ${previous}; roll back with: node tools/remotes.mjs rollback ${name} ${previous})` : ''}`);
  prune(name);
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
  const tried = candidate(name);
  for (const { version, at } of versions(name)) {
    const mark = version === now ? '*' : version === tried?.version ? '?' : ' ';
    console.log(`${mark} ${version}  ${at.toISOString()}${mark === '?' ? `  candidate for ${tried.share}%` : ''}`);
  }
}

async function tryCandidate(name, percent) {
  const share = Number(percent);
  if (!Number.isInteger(share) || share < 1 || share > 100) fail(`Which share of browsers, 1 to 100? node tools/remotes.mjs candidate ${name} 10`);
  const version = await release(name);
  if (version === current(name)) fail(`${name}: ${version} is already the current version.`);
  writePointer(candidatePointerOf(name), `${version} ${share}`);
  console.log(`${name}: ${version} for ${share}% of browsers (promote: node tools/remotes.mjs promote ${name}; roll back: node tools/remotes.mjs rollback ${name})`);
  prune(name);
}

function promote(name) {
  const tried = candidate(name);
  if (!tried) fail(`${name} has no candidate (it may have been rolled back automatically: see the API's log).`);
  pointAt(name, tried.version);
  rmSync(candidatePointerOf(name), { force: true });
  console.log(`${name}: ${tried.version}`);
}

function rollback(name, version) {
  if (!version && candidate(name)) {
    rmSync(candidatePointerOf(name), { force: true });
    return console.log(`${name}: no candidate; ${current(name)} for everyone`);
  }
  if (!version) fail(`Which version? node tools/remotes.mjs list ${name}`);
  if (!versions(name).some((v) => v.version === version)) fail(`${name} has no version ${version} in ${releasesOf(name)}.`);
  pointAt(name, version);
  console.log(`${name}: ${version}`);
}

const [command, name, version] = process.argv.slice(2);
if (!REMOTES.includes(name)) fail(`Usage: node tools/remotes.mjs deploy|candidate|promote|list|rollback <${REMOTES.join('|')}> [version|percent]`);
if (command === 'deploy') await deploy(name);
else if (command === 'candidate') await tryCandidate(name, version);
else if (command === 'promote') promote(name);
else if (command === 'list') list(name);
else if (command === 'rollback') rollback(name, version);
else fail(`Unknown command ${command}: deploy, candidate, promote, list or rollback.`);
