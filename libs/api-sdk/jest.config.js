const preset = require('../../tools/jest/preset');

module.exports = { ...preset, displayName: 'api-sdk', roots: ['<rootDir>/libs/api-sdk/src'] };
