const preset = require('../jest/preset');

/** Tests across the apps: what holds between the shell and the four remotes. */
module.exports = {
  ...preset,
  displayName: 'federation',
  roots: ['<rootDir>/tools/federation'],
  testMatch: ['**/*.spec.ts'],
};
