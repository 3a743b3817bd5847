const preset = require('../tools/jest/preset');

module.exports = { ...preset, displayName: 'mfe-admin', roots: ['<rootDir>/mfe-admin/src'] };
