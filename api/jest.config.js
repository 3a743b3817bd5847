const preset = require('../tools/jest/preset');

/** Unit tests (*.spec.ts) run anywhere; integration tests (*.int-spec.ts) need the MySQL server. */
module.exports = {
  ...preset,
  displayName: 'api',
  roots: ['<rootDir>/api/src'],
  testMatch: process.env.JEST_INTEGRATION ? ['**/*.int-spec.ts'] : ['**/*.spec.ts'],
  // The built API some integration suites start (workers, tracing), built once for the run.
  globalSetup: process.env.JEST_INTEGRATION ? '<rootDir>/api/src/testing/built-api.ts' : undefined,
  // A limit for what hangs, not a speed test (speed lives in `npm run bench`): on a 2-core machine under
  // load (the suite beside other work, issue 38) starting an app on MariaDB alone took over 60 s.
  testTimeout: process.env.JEST_INTEGRATION ? 180_000 : 60_000,
};
