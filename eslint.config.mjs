import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (tools/lint/module-boundaries.test.mjs proves each one fails): a remote imports
 * only libs, never another remote or the shell; libs never import an app; the API never imports
 * the UI libs. Apps have no import alias, so reaching one means a relative path out of the folder.
 */
const APP_FOLDER = String.raw`^(\.\./)+(shell|mfe-[\w-]+|api/src)(/|$)`;
const boundary = (message, regex) => ({ 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '.nx/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    ignores: ['*/e2e/**'],
    rules: boundary('An app imports only libs (@dd/*): never another remote, the shell or the API.', APP_FOLDER),
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: boundary('Libs never import apps.', APP_FOLDER),
  },
  {
    files: ['api/**/*.ts'],
    rules: boundary(
      'The API imports only its own code and the non-UI libs (@dd/contracts, @dd/domain).',
      String.raw`^(@dd/(ui|api-client)(/|$)|(\.\./)+(shell|mfe-[\w-]+|libs/(ui|api-client))(/|$))`,
    ),
  },
);
