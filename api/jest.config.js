const preset = require('../tools/jest/preset');

/** Unit tests (*.spec.ts) run anywhere; integration tests (*.int-spec.ts) need the MySQL server. */
module.exports = {
  ...preset,
  displayName: 'api',
  roots: ['<rootDir>/api/src'],
  testMatch: process.env.JEST_INTEGRATION ? ['**/*.int-spec.ts'] : ['**/*.spec.ts'],
  // The built API some integration suites start (workers, tracing), built once for the run.
  globalSetup: process.env.JEST_INTEGRATION ? '<rootDir>/api/src/testing/built-api.ts' : undefined,
  testTimeout: 60000,
};
