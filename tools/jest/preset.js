// Shared Jest setup: SWC compiles TS/TSX (with Nest's decorator metadata) and the workspace
// aliases of tsconfig.base.json resolve to the libs' sources.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = {
  rootDir: root,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@dd/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
    '^@dd/domain/(.*)$': '<rootDir>/libs/domain/src/$1',
    '^@dd/api-client$': '<rootDir>/libs/api-client/src/index.ts',
    '^@dd/api-sdk$': '<rootDir>/libs/api-sdk/src/index.ts',
    '^@dd/ui/(.*)$': '<rootDir>/libs/ui/src/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testEnvironment: 'node',
};
