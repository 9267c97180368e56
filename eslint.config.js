// Lint rules for the whole tree, run by `npm test` (npm run lint) with no warning allowed.
// Syntax-level typescript-eslint rules only: the type check itself is tsc's job, and
// type-aware linting would double its time.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      'shared/validation/generated/',
      'schemas/generated/',
      'resources/generated/',
      'src/i18n/generated/',
      'server/generated/',
      'language/generated/',
      'e2e/artifacts/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose: `const { password: _p, ...rest } = x`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // React's hook rules apply to the console's components and hooks; elsewhere (the e2e files'
  // `useE2E`, a vitest set-up) a `use` prefix is not a React hook.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // Tests read the platform's JSON answers loosely and check their shape by assertion.
  { files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // vi.waitFor and vi.waitUntil give up after 1 s unless told otherwise, which a loaded 2-core
  // machine outlasts: every wait names its limit through testTime (SLINK_TEST_TIME_FACTOR).
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'src/test/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message: 'Give vi.waitFor/vi.waitUntil its limit: { timeout: testTime(...) } (shared/testTime.ts).',
        },
      ],
    },
  },
);
