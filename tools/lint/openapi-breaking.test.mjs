import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { apiChanges, breakingChanges } from './openapi-breaking.mjs';

const load = (file) => JSON.parse(readFileSync(new URL(`../../api/${file}`, import.meta.url), 'utf8'));
const current = load('openapi.json');
const copy = () => structuredClone(current);

test('the current document keeps every promise of the released one', () => {
  assert.deepEqual(breakingChanges(load('openapi.released.json'), current), []);
});

test('nothing changed, nothing broken; an added answer field or operation breaks nothing', () => {
  assert.deepEqual(breakingChanges(current, copy()), []);
  const head = copy();
  head.components.schemas.PublicSettings.properties.currency = { type: 'string' };
  head.components.schemas.PublicSettings.required.push('currency');
  head.paths['/api/brand-new'] = { get: { responses: { 200: { description: 'OK' } } } };
  assert.deepEqual(breakingChanges(current, head), []);
});

test('a field removed from an answer is refused, naming the operation and the field', () => {
  const head = copy();
  delete head.components.schemas.PublicSettings.properties.timeZone;
  head.components.schemas.PublicSettings.required = head.components.schemas.PublicSettings.required.filter((n) => n !== 'timeZone');
  const problems = breakingChanges(current, head);
  assert.ok(problems.includes('GET /api/settings/public 200.timeZone: removed'), problems.join('\n'));
});

test('an answer field made optional, or of another type, is refused', () => {
  const head = copy();
  const s = head.components.schemas.PublicSettings;
  s.required = s.required.filter((n) => n !== 'timeZone');
  s.properties.minAdvanceBookingHours = { type: 'string' };
  const problems = breakingChanges(current, head);
  assert.ok(problems.includes('GET /api/settings/public 200.timeZone: no longer always sent'), problems.join('\n'));
  assert.ok(problems.includes('GET /api/settings/public 200.minAdvanceBookingHours: type changed from number to string'), problems.join('\n'));
});

test('a removed operation and a new required request field are refused', () => {
  const head = copy();
  delete head.paths['/api/settings/public'].get;
  const body = head.paths['/api/validate-address'].post.requestBody.content['application/json'].schema;
  const target = body.$ref ? head.components.schemas[body.$ref.split('/').pop()] : body;
  target.properties.country = { type: 'string' };
  target.required = [...(target.required ?? []), 'country'];
  const problems = breakingChanges(current, head);
  assert.ok(problems.includes('GET /api/settings/public: removed'), problems.join('\n'));
  assert.ok(problems.includes('POST /api/validate-address body.country: new required field'), problems.join('\n'));
});

test('an answer enum gaining a value is a warning, one losing a value taken in a request is refused', () => {
  const head = copy();
  head.components.schemas.PublicSettings.properties.lateCancelFeeType.enum.push('tiered');
  const query = head.paths['/api/admin/audit'].get.parameters.find((p) => p.name === 'entityType');
  query.schema.enum = query.schema.enum.filter((value) => value !== 'package');
  const { breaking, warnings } = apiChanges(current, head);
  assert.ok(warnings.includes('GET /api/settings/public 200.lateCancelFeeType: may now send "tiered"'), warnings.join('\n'));
  assert.ok(breaking.includes('GET /api/admin/audit query entityType: no longer takes "package"'), breaking.join('\n'));
});
