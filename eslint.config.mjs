import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import globals from 'globals';

/** Dependency direction of DESIGN.md: src/app -> screens -> slices/selectors <- sagas -> src/api. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const noReact = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-redux', 'react-router'],
  message: 'Pure logic has no React.',
};
const noSagas = {
  group: ['**/sagas/**', 'redux-saga', 'redux-saga/*', 'typed-redux-saga'],
  message: 'Slices are pure: no sagas.',
};
const noSrc = {
  group: ['**/src/**', '!**/src/api/', '!**/src/api/contract*', '!**/src/lib/', '!**/src/lib/**'],
  message: 'Slices import no browser shell code.',
};
const noAppFromSandbox = {
  // Negating the folder first: gitignore-style matching never re-includes a file whose parent folder is excluded.
  group: ['**/src/**', '!**/src/api/', '!**/src/api/contract*', '**/store/**', '**/sagas/**', '**/features/**'],
  message: 'The sandbox imports nothing of the browser app but the API contract types (src/api/contract*).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'sandbox/public/vendor/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Saga generators yield effects whose results typed-redux-saga types; plain `yield` of an effect is fine.
      'require-yield': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // webpack and jest read CommonJS config files, and the webpack config its helpers.
    files: ['webpack.config.js', 'webpack.*.config.js', 'jest.config.js', 'tools/webpack/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'features/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**', 'features/**', 'store/**', 'sagas/**'],
    ignores: ['store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app's own code calls no web or ECMAScript API that a supported browser lacks (package.json's browserslist,
    // README "Supported browsers"), unless behind a feature check (issue 46). The sandbox, tools and tests run in Node
    // or drive the browser from outside.
    files: ['src/**', 'features/**', 'sagas/**', 'store/**'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
    settings: { lintAllEsApis: true },
  },
  {
    files: ['features/**/*Slice.ts', 'features/**/selectors.ts', 'features/**/schemas.ts', 'features/**/types.ts'],
    rules: restrict([noReact, noSagas, noSrc]),
  },
  {
    files: ['src/lib/**', 'features/**/routing/**'],
    rules: restrict([
      noReact,
      noSagas,
      { group: ['**/store/**', '@reduxjs/toolkit'], message: 'Pure logic has no Redux.' },
    ]),
  },
  {
    files: ['src/api/**'],
    rules: restrict([
      noReact,
      noSagas,
      { group: ['**/store/**', '**/features/**'], message: 'The API layer knows no state.' },
    ]),
  },
  {
    files: ['sagas/**'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react-dom/*', '**/screens/**', '**/src/app/**', '**/src/shell/**'],
        message: 'Sagas do not render.',
      },
    ]),
  },
  { files: ['sandbox/**'], rules: restrict([noAppFromSandbox]) },
  {
    files: ['test/**', 'tools/**', '*.config.*'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
