// Lint: typescript-eslint's recommended rules, React hooks rules, and the wrappers we keep (STYLE.md §5):
// no raw fetch outside the request layer, no raw localStorage/indexedDB outside src/lib, no text in JSX.
// Boundaries of the client: an area imports another area only through its front door
// (src/features/<area>/index.ts), nothing in src/features imports the router, the page list or Root (they
// import every page), src/app/features.ts alone imports the areas' start.ts, there is one React root
// (src/app/main.tsx), and src/app + src/features have no static import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
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

const oneReactRoot = {
  name: 'react-dom/client',
  importNames: ['createRoot', 'hydrateRoot'],
  message: 'The app has one React root (src/app/main.tsx): render an overlay host with addHostSlot (src/app/layout/slots.tsx) instead.',
};
const shellCore = {
  regex: '(^|/)app/(routing/(router|pages|RouteView)|Root|App|main|features)$',
  message: 'These modules import every page: navigate with src/app/routing/appRouter.ts, take PageProps from src/lib/pages.ts.',
};
// A file `depth` folders below src/features/<area>/ reaches another area with depth+1 "../".
const otherArea = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!index$)[^./][^/]*/.+`,
  message: "Import another area only through its front door (src/features/<area>/index.ts): '../<area>'. Shared UI belongs in src/app/ui, shared rules in src/lib.",
});
const noEngineInternals = {
  regex: '(^|/)workers/editor/',
  message: 'The editor engine is reached through src/features/editor/engineClient.ts.',
};
const featureImports = (depth, extra = [noEngineInternals]) => ['error', { paths: [oneReactRoot], patterns: [otherArea(depth), shellCore, ...extra] }];
const appDeepFeature = {
  regex: '(^|/)features/[^/]+/.+',
  message: "The shell reaches an area through its front door (src/features/<area>/index.ts); only src/app/features.ts imports an area's start.ts.",
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
  // Feature boundaries (see the top of this file).
  { files: ['src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': featureImports(0) } },
  { files: ['src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': featureImports(1) } },
  { files: ['src/features/*/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': featureImports(2) } },
  { files: ['src/features/editor/engineClient.ts'], rules: { 'no-restricted-imports': featureImports(0, []) } },
  { files: ['src/app/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [oneReactRoot], patterns: [appDeepFeature] }] } },
  { files: ['src/app/features.ts'], rules: { 'no-restricted-imports': ['error', { paths: [oneReactRoot], patterns: [{ ...appDeepFeature, regex: '(^|/)features/[^/]+/(?!start$).+' }] }] } },
  { files: ['src/app/main.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [appDeepFeature] }] } },
  {
    // Static import cycles between the shell and the areas. Lazy (import()) edges are how chunks split and are
    // left out; the pattern rule above keeps the areas away from the modules that import every page.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
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
