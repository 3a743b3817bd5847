import assert from 'node:assert/strict';
import { test } from 'node:test';
import { licenceProblems } from './sbom.mjs';

const policy = { allowed: ['MIT', 'Apache-2.0'], packages: { 'named-exception': 'LGPL, reviewed' } };
const component = (name, licenses) => ({ name, version: '1.0.0', licenses });

test('allowed licences, expressions with an allowed choice, and reviewed packages pass', () => {
  const sbom = {
    components: [
      component('a', [{ license: { id: 'MIT' } }]),
      component('b', [{ expression: '(MIT OR WTFPL)' }]),
      component('c', [{ expression: '(MIT AND Apache-2.0)' }]),
      component('named-exception', [{ license: { id: 'LGPL-3.0-or-later' } }]),
    ],
  };
  assert.deepEqual(licenceProblems(sbom, policy), []);
});

test('a licence outside the list, an AND with one outside, or none at all is refused, naming the package', () => {
  const sbom = {
    components: [
      component('copyleft', [{ license: { id: 'GPL-3.0-only' } }]),
      component('mixed', [{ expression: '(MIT AND GPL-2.0-only)' }]),
      component('silent', []),
    ],
  };
  assert.deepEqual(licenceProblems(sbom, policy), ['copyleft@1.0.0: GPL-3.0-only', 'mixed@1.0.0: (MIT AND GPL-2.0-only)', 'silent@1.0.0: no licence declared']);
});
