const preset = require('../tools/jest/preset');

/** Unit tests (*.spec.ts) run anywhere; integration tests (*.int-spec.ts) need the MySQL server. */
module.exports = {
  ...preset,
  displayName: 'api',
  roots: ['<rootDir>/api/src'],
  testMatch: process.env.JEST_INTEGRATION ? ['**/*.int-spec.ts'] : ['**/*.spec.ts'],
  testTimeout: 60000,
};
