const preset = require('../tools/jest/preset');

module.exports = { ...preset, displayName: 'mfe-public', roots: ['<rootDir>/mfe-public/src'] };
