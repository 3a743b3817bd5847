const preset = require('../tools/jest/preset');

module.exports = { ...preset, displayName: 'mfe-customer', roots: ['<rootDir>/mfe-customer/src'] };
