// The module boundaries of eslint.config.mjs (Nx's rule on the project tags), proven on made-up files linted with the real config
// (`node --test tools/lint`, part of `npm run lint`): each forbidden import fails, allowed ones pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ESLint } from 'eslint';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = ['no-restricted-imports', '@nx/enforce-module-boundaries'];

// Nx's rule reads the cached project graph and skips itself without one (a fresh clone): make it.
execFileSync(process.execPath, [createRequire(import.meta.url).resolve('nx/bin/nx.js'), 'show', 'projects'], {
  cwd: root,
  env: { ...process.env, NX_DAEMON: 'false' },
  stdio: 'ignore',
});

async function boundaryErrors(filePath, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((message) => BOUNDARY_RULES.includes(message.ruleId) || message.fatal).map((message) => message.message);
}

const forbidden = [
  ['mfe-admin/src/x/Page.tsx', "import x from '../../../mfe-dad/src/Module';", 'a remote imports another remote'],
  ['mfe-admin/src/Page.tsx', "import x from '../../shell/src/app/App';", 'a remote imports the shell'],
  ['mfe-dad/src/Page.tsx', "import x from '../../api/src/app/main';", 'a remote imports the API'],
  ['shell/src/app/Page.tsx', "import x from '../../../mfe-public/src/routes';", 'the shell imports a remote'],
  ['libs/ui/src/image/x.tsx', "import x from '../../../../shell/src/app/App';", 'a lib imports the shell'],
  ['libs/contracts/src/x.ts', "import x from '../../../mfe-admin/src/routes';", 'a lib imports a remote'],
  ['libs/domain/src/x.ts', "import x from '../../../api/src/platform/config/app-config';", 'a lib imports the API'],
  ['api/src/common/x.ts', "import x from '@dd/ui/format';", 'the API imports libs/ui'],
  ['api/src/common/x.ts', "import { x } from '@dd/api-client';", 'the API imports libs/api-client'],
  ['api/src/common/x.ts', "import x from '../../../libs/api-client/src/store';", 'the API imports libs/api-client by path'],
  // The holes a regex left (issue 22): a bare path through tsconfig's baseUrl, a dynamic import,
  // and libs importing the libs above them.
  ['mfe-admin/src/Page.tsx', "import x from 'mfe-dad/src/remote';", 'a remote imports another by its folder name'],
  ['mfe-admin/src/Page.tsx', "const x = () => import('../../mfe-dad/src/Module');", 'a remote imports another dynamically'],
  ['libs/contracts/src/x.ts', "import x from '@dd/ui/format';", 'contracts import the UI lib'],
  ['libs/domain/src/x.ts', "import { x } from '@dd/api-client';", 'domain imports the API client'],
  ['libs/api-client/src/x.ts', "import x from '@dd/ui/format';", 'the API client imports the UI lib'],
  ['api/src/common/x.ts', "const x = () => import('@dd/ui/format');", 'the API imports libs/ui dynamically'],
];
for (const [file, source, what] of forbidden) {
  test(`lint fails when ${what}`, async () => {
    assert.ok((await boundaryErrors(file, source)).length >= 1, `${file}: ${source}`);
  });
}

const allowed = [
  ['mfe-admin/src/x/Page.tsx', "import x from '../routes';"],
  ['mfe-admin/src/Page.tsx', "import { x } from '@dd/api-client';"],
  ['shell/src/app/Page.tsx', "import x from '../remotes/registry';"],
  ['libs/api-client/src/sub/x.ts', "import { x } from '../api';"],
  ['api/src/common/x.ts', "import { x } from '@dd/contracts/routes';"],
  ['libs/ui/src/x.tsx', "import { x } from '@dd/api-client';"],
  ['libs/domain/src/x.ts', "import { x } from '@dd/contracts/routes';"],
  ['mfe-public/src/x.tsx', "const x = () => import('@dd/ui/format');"],
];
for (const [file, source] of allowed) {
  test(`lint allows ${source} in ${file}`, async () => {
    assert.deepEqual(await boundaryErrors(file, source), []);
  });
}
