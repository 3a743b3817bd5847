const preset = require('../../tools/jest/preset');

module.exports = { ...preset, displayName: 'domain', roots: ['<rootDir>/libs/domain/src'] };
