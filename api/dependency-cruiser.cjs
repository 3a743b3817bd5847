/**
 * The API's walls, checked on its import graph in `npm run lint` (tools/lint/api-walls.mjs):
 * - no import cycle between any two files;
 * - the platform and common/ import no feature;
 * - a feature imports only the features below it in api/features.cjs;
 * - nothing imports the composition root (app/) but the test support.
 * Type-only imports count too: a type that crosses a wall is a dependency like any other.
 */
const { FEATURES, FOUNDATION, TOP } = require('./features.cjs');

const SRC = '^api/src/';
const names = FEATURES.map((f) => f.name);
const any = (list) => `${SRC}(${list.join('|')})/`;

const upwards = names.map((name, i) => ({
  name: `${name}-imports-above`,
  comment: `${name} may import only the features below it (api/features.cjs): announce an event instead`,
  severity: 'error',
  from: { path: any([name]) },
  to: { path: any(names.slice(i + 1)) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import cycle: one of its imports must go, or become an event',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'foundation-imports-feature',
      comment: 'the platform and common/ serve features and never know them',
      severity: 'error',
      from: { path: any(FOUNDATION) },
      to: { path: any([...names, ...TOP]) },
    },
    {
      name: 'feature-imports-composition-root',
      comment: 'app/ wires the features together; nothing but tests imports it',
      severity: 'error',
      from: { path: SRC, pathNot: any(TOP) },
      to: { path: `${SRC}app/` },
    },
    ...upwards,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.int-spec\\.ts$'] },
    includeOnly: SRC,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
