// The release check of what a remote sends (decision 0317): tools/remote-contract.mjs against the
// API's committed OpenAPI document, fed by what tools/rspack/sent-shapes.ts reads from endpoints'
// types, on a made-up remote's source and on the four remotes as they are.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { contractProblems } from './remote-contract.mjs';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const document = JSON.parse(readFileSync(join(root, 'api/openapi.json'), 'utf8'));
const jiti = join(root, 'node_modules/.bin/jiti');
const runTs = (file, ...args) => run(process.execPath, [jiti, file, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(({ stdout }) => JSON.parse(stdout));

const createPackage = (body) => ({ endpoint: 'adminCreatePackage', method: 'POST', path: '/api/admin/packages', body });
const PACKAGE = {
  type: 'object',
  properties: { name: { type: 'string' }, description: { type: 'string' }, features: { type: 'array', items: { type: 'string' } }, basePriceSedans: { type: 'string' }, basePriceSuvs: { type: 'string' }, basePriceTrucks: { type: 'string' }, durationMinutes: { type: 'number' } },
  required: ['name', 'description', 'features', 'basePriceSedans', 'basePriceSuvs', 'basePriceTrucks', 'durationMinutes'],
};
const withField = (schema, field, value, required = true) => ({ ...schema, properties: { ...schema.properties, [field]: value }, required: required ? [...schema.required, field] : schema.required });

test('takes a call that sends what the operation declares', () => {
  assert.deepEqual(contractProblems([createPackage(PACKAGE)], document), []);
});

test('refuses a body field the API does not declare, naming the call and the field', () => {
  assert.deepEqual(contractProblems([createPackage(withField(PACKAGE, 'discountCode', { type: 'string' }, false))], document), [
    'POST /api/admin/packages (adminCreatePackage): body.discountCode is not a field the API declares',
  ]);
});

test('refuses a body that misses a required field, or may, or sends a wrong type or value', () => {
  const { durationMinutes: _, ...properties } = PACKAGE.properties;
  const missing = { ...PACKAGE, properties, required: PACKAGE.required.filter((f) => f !== 'durationMinutes') };
  assert.match(contractProblems([createPackage(missing)], document).join('\n'), /body\.durationMinutes is required by the API and not sent/);
  const optional = { ...PACKAGE, required: PACKAGE.required.filter((f) => f !== 'name') };
  assert.match(contractProblems([createPackage(optional)], document).join('\n'), /body\.name is required by the API and not always sent/);
  assert.match(contractProblems([createPackage(withField(PACKAGE, 'durationMinutes', { type: 'string' }))], document).join('\n'), /body\.durationMinutes is string, the API takes integer/);
  const settings = { endpoint: 'adminUpdateSettings', method: 'PATCH', path: '/api/admin/settings', body: { type: 'object', properties: { lateCancelFeeType: { type: 'string', enum: ['fixed', 'share'] } }, required: [] } };
  assert.deepEqual(contractProblems([settings], document), ['PATCH /api/admin/settings (adminUpdateSettings): body.lateCancelFeeType may be "share", which the API does not take']);
});

test('refuses a body of no type, an undeclared query parameter, and a body where the API takes none', () => {
  assert.match(contractProblems([createPackage({ 'x-sent': 'any' })], document).join('\n'), /body is of no type \(any\)/);
  const customers = { endpoint: 'adminGetAdminCustomers', method: 'GET', path: '/api/admin/customers', params: { type: 'object', properties: { sort: { type: 'string', enum: ['recent'] }, vip: { type: 'boolean' } }, required: ['sort'] } };
  assert.deepEqual(contractProblems([customers], document), ['GET /api/admin/customers (adminGetAdminCustomers): query vip is not a query parameter the API declares']);
  const settings = { endpoint: 'adminGetAdminSettings', method: 'GET', path: '/api/admin/settings', body: { type: 'object', properties: {}, required: [] } };
  assert.match(contractProblems([settings], document).join('\n'), /sends a body the API does not take/);
});

test("reads what a remote sends from its endpoints' types: an undeclared field (spread in, or in one branch) and a wrong type are refused", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dd-sent-'));
  const source = join(dir, 'packages.api.ts');
  writeFileSync(
    source,
    `import { injectRemoteEndpoints } from '@dd/api-client';
import type { CreatePackageRequest } from '@dd/contracts/admin-packages';
import type { PackageDto } from '@dd/contracts/package';
export const packagesApi = injectRemoteEndpoints('admin', (build) => ({
  createPackage: build.mutation<PackageDto, CreatePackageRequest>({ query: (request) => ({ url: '/admin/packages', method: 'POST', body: { ...request, discountCode: 'SPRING' } }) }),
  updatePackage: build.mutation<PackageDto, { id: string } & Partial<CreatePackageRequest>>({ query: ({ id, ...body }) => ({ url: \`/admin/packages/\${id}\`, method: 'PUT', body }) }),
  setDadActive: build.mutation<void, { id: string; isActive: 'yes' | 'no'; note?: string }>({ query: ({ id, isActive, note }) => ({ url: \`/admin/dads/\${id}\`, method: 'PATCH', body: note ? { isActive } : { isActive, note } }) }),
}));
`,
  );
  const script = join(dir, 'shapes.ts');
  writeFileSync(
    script,
    `import { sentShapes } from ${JSON.stringify(join(root, 'tools/rspack/sent-shapes.ts'))};
process.stdout.write(JSON.stringify(Object.fromEntries(sentShapes(${JSON.stringify(join(root, 'mfe-admin/tsconfig.json'))}, [${JSON.stringify(source)}], 'admin'))));
`,
  );
  const shapes = await runTs(script);
  const calls = [
    { endpoint: 'adminCreatePackage', method: 'POST', path: '/api/admin/packages', ...shapes.createPackage[0] },
    { endpoint: 'adminUpdatePackage', method: 'PUT', path: '/api/admin/packages/{}', ...shapes.updatePackage[0] },
    { endpoint: 'adminSetDadActive', method: 'PATCH', path: '/api/admin/dads/{}', ...shapes.setDadActive[0] },
  ];
  assert.deepEqual(contractProblems(calls, document), [
    'POST /api/admin/packages (adminCreatePackage): body.discountCode is not a field the API declares',
    'PATCH /api/admin/dads/{} (adminSetDadActive): body.isActive is string, the API takes boolean',
    'PATCH /api/admin/dads/{} (adminSetDadActive): body.note is not a field the API declares',
  ]);
});

test('the four remotes as they are send only what the API declares', async () => {
  const operations = await runTs(join(root, 'tools/rspack/operations.ts'), 'public', 'customer', 'dad', 'admin');
  for (const [remote, calls] of Object.entries(operations)) {
    assert.ok(calls.some((call) => call.body?.properties || call.params?.properties), `${remote}: its calls' shapes are recorded`);
    assert.deepEqual(contractProblems(calls, document), [], remote);
  }
});
