import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries come from the project graph (project.json tags, read by Nx's rule) and are
 * proven by tools/lint/module-boundaries.test.mjs: an app imports only libs, never another app;
 * contracts import nothing of ours, domain only contracts, the API client only those two, the UI
 * libs those three; the API only contracts and domain. Relative or bare paths into another project
 * and dynamic `import()`s are checked too.
 */
const LIBS = ['type:ui', 'type:data-access', 'type:domain', 'type:contracts'];
const DEPENDENCIES = {
  'type:host': LIBS,
  'type:remote': LIBS,
  'type:api': ['type:domain', 'type:contracts'],
  'type:ui': ['type:data-access', 'type:domain', 'type:contracts'],
  'type:data-access': ['type:domain', 'type:contracts'],
  'type:domain': ['type:contracts'],
  'type:contracts': [],
};
/**
 * The screens already in the catalogs (decision 0390): a user-visible literal there fails the lint;
 * the words go in the app's src/locales catalogs and the screen reads them with `t('id')` (libs/ui:
 * `tr('English')`). Grows with every translated area (docs/how-to/developers/add-a-language.md).
 */
export const TRANSLATED_AREAS = ['mfe-public/src/{home,packages,book,track}/**/*.tsx', 'mfe-public/src/common/*.tsx', 'mfe-public/src/{content,reviews,thanks}/*.tsx', 'shell/src/layout/{AppFooter,LanguageSwitch}.tsx', 'shell/src/auth/{AuthPage,ForgotPasswordPage,ResetPasswordPage,TwoStepSetupPage}.tsx', 'mfe-dad/src/**/*.tsx', 'mfe-dad/src/{common,jobs}/job-*.ts', 'mfe-customer/src/{dashboard,bookings,history,detail,manage,receipt,common,cars,sites,texts,payment-methods,rewards,plans,waitlist,settings}/**/*.tsx', 'mfe-customer/src/detail/events.ts'];
const UNLOCALIZED_STRINGS = {
  // Calls whose strings are message ids, English passed on to tr(), or no text at all.
  ignoreFunctions: ['tr', 'errorMessage', 'import', '*.get', '*.set', '*.delete', 'api.util.invalidateTags', 'setArea'],
  // Props and keys that never reach a reader's eyes as words.
  ignoreNames: [{ regex: { pattern: '^(style|className|data-testid|testId|totalTestId|type|size|shape|htmlType|tone|status|variant|role|to|href|bookPath|name|autoComplete|inputMode|key|id|form|purpose|target|rel|display|justifyContent|alignItems|textAlign|position|overflow|whiteSpace|gridTemplateColumns|flex.*|cursor|clip|pointerEvents|captionSide|textDecoration|borderCollapse|boxSizing|scope|section|margin.*|padding.*|border.*|font.*|.*[cC]olor|background|outline.*|boxShadow|transition|width|height|lineHeight|gap)$' } }],
  // Message ids ('book.step.1'), single lower-case words and kebab-case names ('success-service'), placeholders of examples.
  // Paths of the app and the API, URLs, MIME types and field names (camelCase).
  ignore: ['^/', '^https?://', '^image/', '^[a-z]+([A-Z][a-z0-9]*)+$', '^[a-z]+(\\.[a-zA-Z0-9]*)+$', '^[a-z][a-z0-9_-]*$', '^repeat\\(', '^(123 Main St|Irvine|92618|you@example\\.com)$'],
};
const TOO_MANY_COLLABORATORS = 'No service needs more than 8 collaborators: split it along its responsibilities (decision 0305).';
const CODED_ERRORS = "Throw an error with a code: the feature's named error (<feature>.errors.ts) or common/api-exception's helpers.";
// tsconfig has no baseUrl, so `mfe-dad/src/x` does not compile; it must not lint either (Nx would take it for a package).
const APP_BY_BARE_PATH = String.raw`^(shell|api|mfe-[\w-]+|libs)/`;

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
    // The code of each project; build configs and browser tests use the shared tools/ on purpose.
    files: ['{api,shell,mfe-*}/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Screens load other files of a lib lazily (@dd/ui/card-entry) while importing others statically: allowed.
          checkDynamicDependenciesExceptions: ['@dd/**'],
          depConstraints: Object.entries(DEPENDENCIES).map(([sourceTag, allowed]) => ({ sourceTag, onlyDependOnLibsWithTags: allowed })),
        },
      ],
      'no-restricted-imports': ['error', { patterns: [{ regex: APP_BY_BARE_PATH, message: 'Import a lib by its @dd/ name; never another project by its folder.' }] }],
    },
  },
  {
    files: TRANSLATED_AREAS,
    ignores: ['**/*.spec.{ts,tsx}'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS] },
  },
  {
    // Every error the API answers has a code the UI can branch on (decision 0270): a plain Nest
    // exception answers only its status's generic code. Tests may build them to prove the filter.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // `new NotFoundException(...)`, and `new nest.NotFoundException(...)` through a namespace.
        { selector: 'NewExpression[callee.name=/^(?!Api)\\w*Exception$/]', message: CODED_ERRORS },
        { selector: 'NewExpression[callee.property.name=/^(?!Api)\\w*Exception$/]', message: CODED_ERRORS },
        // What Nest injects is what a constructor takes: more than 8 is a class doing several jobs.
        { selector: "MethodDefinition[kind='constructor'] > FunctionExpression[params.length>8]", message: TOO_MANY_COLLABORATORS },
      ],
    },
  },
);
