const preset = require('../../tools/jest/preset');

module.exports = {
  ...preset,
  displayName: 'ui',
  roots: ['<rootDir>/libs/ui/src'],
  testMatch: ['**/*.spec.ts'],
};
