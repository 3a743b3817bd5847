const preset = require('../../tools/jest/preset');

module.exports = {
  ...preset,
  displayName: 'api-client',
  roots: ['<rootDir>/libs/api-client/src'],
  testMatch: ['**/*.spec.ts'],
};
