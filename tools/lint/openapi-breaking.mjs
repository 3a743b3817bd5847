#!/usr/bin/env node
/**
 * The API's release check on shapes: compares api/openapi.json with the document of the last release
 * (api/openapi.released.json) and fails on a change that breaks software built on the released one:
 * a path, operation or success status removed; in what the API answers, a field removed, no longer
 * always sent, or of another type; in what it takes, a new required parameter
 * or field, a field or enum value no longer taken, a type narrowed. Additions are fine; an answer's
 * enum gaining a value is printed as a warning.
 *
 *   node tools/lint/openapi-breaking.mjs            check (npm run lint)
 *   node tools/lint/openapi-breaking.mjs --release  the current document becomes the released one
 *
 * Why our own walk and not a tool: decision 0311 (oasdiff is a Go binary, openapi-diff reads
 * OpenAPI 3.0 and not the 3.1 / JSON Schema 2020-12 document we write).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Follows a local `$ref` (#/components/...) inside `doc`. */
export function resolve(doc, node) {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && seen++ < 20) {
    node = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return node ?? {};
}

/** The JSON types a schema allows (`type` as a list, `anyOf`/`oneOf` branches joined); null when it says nothing. */
export function typesOf(doc, schema) {
  const s = resolve(doc, schema);
  if (s.type) return new Set([s.type].flat());
  if ('const' in s) return new Set([s.const === null ? 'null' : typeof s.const === 'number' ? 'number' : typeof s.const]);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const all = new Set();
    for (const branch of branches) {
      const t = typesOf(doc, branch);
      if (!t) return null;
      t.forEach((x) => all.add(x));
    }
    return all;
  }
  return null;
}

/** The object branch of a schema (itself, or its one object branch in anyOf/oneOf), to compare fields. */
export function objectOf(doc, schema) {
  const s = resolve(doc, schema);
  if (s.properties || s.type === 'object') return s;
  const branches = (s.anyOf ?? s.oneOf ?? []).map((b) => resolve(doc, b)).filter((b) => b.properties);
  return branches.length === 1 ? branches[0] : null;
}

export function arrayItemsOf(doc, schema) {
  const s = resolve(doc, schema);
  if (s.items) return s.items;
  const branches = (s.anyOf ?? s.oneOf ?? []).map((b) => resolve(doc, b)).filter((b) => b.items);
  return branches.length === 1 ? branches[0].items : null;
}

const widens = (type) => (type === 'integer' ? ['integer', 'number'] : [type]);
/** Every type of `inner` is one `outer` allows (an integer is a number). */
export const within = (inner, outer) => [...inner].every((t) => widens(t).some((w) => outer.has(w)));

/**
 * Compares one schema of the released document (`base`) with the current one (`head`).
 * `direction` 'response': the API sends it, clients read it; 'request': clients send it, the API reads it.
 */
function compareSchema(ctx, base, head, direction, where, depth = 0) {
  if (depth > 12) return;
  const b = resolve(ctx.base, base);
  const h = resolve(ctx.head, head);
  const bt = typesOf(ctx.base, b);
  const ht = typesOf(ctx.head, h);
  if (bt && ht) {
    const ok = direction === 'response' ? within(ht, bt) : within(bt, ht);
    if (!ok) ctx.report(`${where}: type changed from ${[...bt].join('|')} to ${[...ht].join('|')}`);
  }
  if (b.enum && h.enum) {
    const gone = b.enum.filter((v) => !h.enum.includes(v));
    const added = h.enum.filter((v) => !b.enum.includes(v));
    if (direction === 'request' && gone.length) ctx.report(`${where}: no longer takes ${gone.map((v) => JSON.stringify(v)).join(', ')}`);
    if (direction === 'response' && added.length) ctx.warn(`${where}: may now send ${added.map((v) => JSON.stringify(v)).join(', ')}`);
  } else if (direction === 'request' && !b.enum && h.enum) ctx.report(`${where}: now takes only ${h.enum.map((v) => JSON.stringify(v)).join(', ')}`);

  const bo = objectOf(ctx.base, b);
  const ho = objectOf(ctx.head, h);
  if (bo && ho) {
    const bProps = bo.properties ?? {};
    const hProps = ho.properties ?? {};
    const bReq = new Set(bo.required ?? []);
    const hReq = new Set(ho.required ?? []);
    if (direction === 'response') {
      for (const name of Object.keys(bProps)) {
        if (!(name in hProps)) ctx.report(`${where}.${name}: removed`);
        else if (bReq.has(name) && !hReq.has(name)) ctx.report(`${where}.${name}: no longer always sent`);
      }
    } else {
      for (const name of hReq) if (!bReq.has(name)) ctx.report(`${where}.${name}: new required field`);
      for (const name of Object.keys(bProps)) {
        if (!(name in hProps) && ho.additionalProperties === false) ctx.report(`${where}.${name}: no longer taken`);
      }
    }
    for (const name of Object.keys(bProps)) {
      if (name in hProps) compareSchema(ctx, bProps[name], hProps[name], direction, `${where}.${name}`, depth + 1);
    }
  }
  const bi = arrayItemsOf(ctx.base, b);
  const hi = arrayItemsOf(ctx.head, h);
  if (bi && hi) compareSchema(ctx, bi, hi, direction, `${where}[]`, depth + 1);
}

export const jsonSchemaOf = (doc, holder) => resolve(doc, holder)?.content?.['application/json']?.schema;

function compareOperation(ctx, method, path, base, head) {
  const op = `${method.toUpperCase()} ${path}`;
  const key = (p) => `${p.in}:${p.name}`;
  const bParams = new Map((base.parameters ?? []).map((p) => resolve(ctx.base, p)).map((p) => [key(p), p]));
  for (const raw of head.parameters ?? []) {
    const p = resolve(ctx.head, raw);
    const old = bParams.get(key(p));
    if (!old && p.required) ctx.report(`${op}: new required ${p.in} parameter ${p.name}`);
    else if (old && p.required && !old.required) ctx.report(`${op}: ${p.in} parameter ${p.name} now required`);
    if (old) compareSchema(ctx, old.schema, p.schema, 'request', `${op} ${p.in} ${p.name}`);
  }

  const bBody = resolve(ctx.base, base.requestBody);
  const hBody = resolve(ctx.head, head.requestBody);
  if (head.requestBody && hBody.required && !(base.requestBody && bBody.required)) ctx.report(`${op}: request body now required`);
  const bSchema = base.requestBody && jsonSchemaOf(ctx.base, bBody);
  const hSchema = head.requestBody && jsonSchemaOf(ctx.head, hBody);
  if (bSchema && hSchema) compareSchema(ctx, bSchema, hSchema, 'request', `${op} body`);
  else if (!bSchema && hSchema && hBody.required) ctx.report(`${op}: now takes a JSON body`);

  for (const [status, answer] of Object.entries(base.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const now = head.responses?.[status];
    if (!now) {
      ctx.report(`${op}: answer ${status} removed`);
      continue;
    }
    const b = jsonSchemaOf(ctx.base, answer);
    const h = jsonSchemaOf(ctx.head, now);
    if (b && !h) ctx.report(`${op} ${status}: no longer answers JSON`);
    else if (b && h) compareSchema(ctx, b, h, 'response', `${op} ${status}`);
  }
}

/**
 * The changes from `base` (the released document) to `head` that software built on `base` may trip on,
 * as readable lines: `breaking` fails the check; `warnings` (an answer's enum gaining a value, which a
 * client switching over it should expect) are printed for the release notes.
 */
export function apiChanges(base, head) {
  const problems = [];
  const warnings = [];
  const ctx = { base, head, report: (line) => problems.push(line), warn: (line) => warnings.push(line) };
  for (const [path, baseItem] of Object.entries(base.paths ?? {})) {
    const headItem = head.paths?.[path];
    for (const method of METHODS) {
      if (!baseItem[method]) continue;
      if (!headItem?.[method]) ctx.report(`${method.toUpperCase()} ${path}: removed`);
      else compareOperation(ctx, method, path, baseItem[method], headItem[method]);
    }
  }
  return { breaking: [...new Set(problems)], warnings: [...new Set(warnings)] };
}

export const breakingChanges = (base, head) => apiChanges(base, head).breaking;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const current = join(root, 'api/openapi.json');
  const released = join(root, 'api/openapi.released.json');
  if (process.argv.includes('--release')) {
    copyFileSync(current, released);
    console.log('api/openapi.released.json is now the current document: later changes are held to it.');
  } else {
    const { breaking: problems, warnings } = apiChanges(JSON.parse(readFileSync(released, 'utf8')), JSON.parse(readFileSync(current, 'utf8')));
    for (const line of warnings) console.warn(`api/openapi.json, worth a line in CHANGELOG.md: ${line}`);
    if (problems.length) {
      console.error(`api/openapi.json breaks ${problems.length} thing(s) software built on the released API relies on:`);
      for (const line of problems) console.error(`  ${line}`);
      console.error('Keep the old shape beside the new one, or, for a release that breaks on purpose (a new major version),');
      console.error('say so in CHANGELOG.md and run `node tools/lint/openapi-breaking.mjs --release`.');
      process.exit(1);
    }
  }
}
