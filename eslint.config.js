// Lint: typescript-eslint's recommended rules, React hooks rules, and the wrappers we keep (STYLE.md §5):
// no raw fetch outside the request layer, no raw localStorage/indexedDB outside src/lib, no text in JSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noRawFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Use the request layer (src/lib/request) instead of raw fetch.',
};
const noRawStorage = [
  { name: 'localStorage', message: 'Use src/lib/storage (localStore) instead of raw localStorage.' },
  { name: 'indexedDB', message: 'Use the Dexie database in src/lib/db.' },
];
const noJsxText = {
  selector: 'JSXText[value=/[A-Za-z]{2,}/]',
  message: 'User-visible text goes through i18next: use t("key").',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'no-restricted-syntax': ['error', noRawFetch, noJsxText],
      'no-restricted-globals': ['error', ...noRawStorage],
      'no-restricted-properties': ['error',
        { object: 'window', property: 'localStorage', message: noRawStorage[0].message },
        { object: 'window', property: 'indexedDB', message: noRawStorage[1].message },
      ],
    },
  },
  {
    // The request layer and the local database are the wrappers themselves.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', noJsxText],
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['workers/**/*.ts', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{ts,js}', '.ci/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
