import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generated, problems, schemaVariables, sources } from './config-reference.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

test('every variable of the configuration schema is described, and nothing else is', () => {
  const { config, routes } = sources();
  const variables = schemaVariables(config, routes);
  assert.ok(variables.has('PORT') && variables.has('REMOTE_URL_ADMIN') && variables.has('CANARY_MIN_LOADS'), 'the schema was read');
  assert.deepEqual(problems(variables), []);
});

test('a variable added to the schema without a description is caught', () => {
  const { config, routes } = sources();
  const added = config.replace('    PORT: ', "    NEW_SETTING: z.string().default('x'),\n    PORT: ");
  assert.deepEqual(problems(schemaVariables(added, routes)), ['NEW_SETTING is in the schema but not in tools/docs/config-variables.mjs']);
  const changed = config.replace('.default(3000)', '.default(8080)');
  assert.match(problems(schemaVariables(changed, routes)).join('\n'), /PORT: the schema's default is 8080/);
});

test('docs/reference/configuration.md and .env.example are what `npm run docs:config` writes', () => {
  for (const [path, text] of Object.entries(generated())) assert.equal(readFileSync(join(ROOT, path), 'utf8'), text, `${path} is out of date: run npm run docs:config`);
});
