const preset = require('../tools/jest/preset');

module.exports = { ...preset, displayName: 'mfe-dad', roots: ['<rootDir>/mfe-dad/src'] };
