const preset = require('../tools/jest/preset');

module.exports = { ...preset, displayName: 'shell', roots: ['<rootDir>/shell/src'] };
