// The API's rule that no service needs more than 8 collaborators (eslint.config.mjs, decision 0305):
// a constructor is what Nest injects, so it may take at most 8 parameters. Proven on made-up files
// linted with the real config (`node --test tools/lint`, part of `npm run lint`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function refusals(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax' || message.fatal).map((message) => message.message);
}

const service = (count) => {
  const params = Array.from({ length: count }, (_, i) => `@Inject('p${i}') private readonly p${i}: unknown`).join(',\n    ');
  return `import { Inject, Injectable } from '@nestjs/common';\n@Injectable()\nexport class Busy {\n  constructor(\n    ${params},\n  ) {}\n}\n`;
};

test('the API refuses a service with 9 collaborators', async () => {
  assert.deepEqual(await refusals('api/src/payments/busy.service.ts', service(9)), [
    'No service needs more than 8 collaborators: split it along its responsibilities (decision 0305).',
  ]);
});

test('8 collaborators pass, and so do the 9 of a plain (non-API) class', async () => {
  assert.deepEqual(await refusals('api/src/payments/busy.service.ts', service(8)), []);
  assert.deepEqual(await refusals('tools/x.ts', service(9)), []);
});
