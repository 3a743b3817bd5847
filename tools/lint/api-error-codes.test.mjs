// The API's rule that every error has a code (eslint.config.mjs, decision 0270), proven on made-up
// files linted with the real config (`node --test tools/lint`, part of `npm run lint`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function refusals(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax' || message.fatal).map((message) => message.message);
}

for (const thrown of ["new ConflictException('taken')", "new NotFoundException('Booking not found')", "new HttpException('busy', 503)", "new BadGatewayException('down')", "new nest.ForbiddenException('no')"]) {
  test(`the API refuses a plain ${thrown.split('(')[0].slice(4)}`, async () => {
    const source = `import * as nest from '@nestjs/common';\nimport { ConflictException, NotFoundException, HttpException, BadGatewayException } from '@nestjs/common';\nexport const fail = () => {\n  throw ${thrown};\n};\nexport const kept = [nest, ConflictException, NotFoundException, HttpException, BadGatewayException];\n`;
    assert.deepEqual(await refusals('api/src/payments/x.ts', source), [
      "Throw an error with a code: the feature's named error (<feature>.errors.ts) or common/api-exception's helpers.",
    ]);
  });
}

test('an error with a code passes, and tests may build plain ones to prove the filter', async () => {
  const coded = "import { ApiException, conflict } from '../common/api-exception';\nexport const a = () => new ApiException(409, 'ALREADY_PAID', 'paid');\nexport const b = () => conflict('ALREADY_PAID', 'paid');\n";
  assert.deepEqual(await refusals('api/src/payments/x.ts', coded), []);
  const plainInTest = "import { ConflictException } from '@nestjs/common';\nexport const c = () => new ConflictException('taken');\n";
  assert.deepEqual(await refusals('api/src/common/x.spec.ts', plainInTest), []);
});
