const preset = require('../../tools/jest/preset');

module.exports = { ...preset, displayName: 'contracts', roots: ['<rootDir>/libs/contracts/src'] };
