import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import type { TestProjectConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { localesPlugin } from './scripts/vite/locales.ts';
import { fontsPlugin } from './scripts/vite/fonts.ts';
import { webManifest } from './scripts/vite/manifest.ts';
import { startupSizePlugin } from './scripts/vite/startupSize.ts';
import { productionBuildsPlugin } from './scripts/vite/productionBuilds.ts';
import { testFilesByIsolation } from './scripts/vite/testIsolation.ts';
import { COMPRESS_THRESHOLD_BYTES } from './server/http/compressAnswer.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// Every build gets its own version: the update flow (spec §4.7) compares the page's version with the
// waiting service worker's. PIXLOOM_BUILD_ID lets a test build two distinct versions on purpose.
const buildId = process.env.PIXLOOM_BUILD_ID ?? Date.now().toString(36);
const appVersion = `${pkg.version}+${buildId}`;
const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  root,
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    __APP_ENV__: JSON.stringify(process.env.APP_ENV ?? 'production'),
  },
  plugins: [
    productionBuildsPlugin(),
    react(),
    localesPlugin(fileURLToPath(new URL('./locales', import.meta.url))),
    fontsPlugin(),
    startupSizePlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,json,svg,png,webp,woff2}'],
        // Fonts load when a text uses them and are cached then (sw/routes.ts), not all at install.
        // The designer's templates (public/templates: index, documents, thumbnails and photos, ~1.6 MB) are
        // precached by these patterns, so every template opens offline (issue 16).
        // The AI models (public/models, ~2.7 MB) are kept on first use or when the user makes them available
        // offline from the settings (sw/routes.ts, src/features/ai), not at install.
        globIgnores: ['samples/**', 'demo/**', 'fonts/**', 'models/**'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        rollupFormat: 'iife',
        buildPlugins: {
          vite: [
            {
              name: 'pixloom-sw-version',
              config: () => ({ define: { __APP_VERSION__: JSON.stringify(appVersion), __APP_ENV__: JSON.stringify(process.env.APP_ENV ?? 'production') } }),
            },
          ],
        },
      },
      devOptions: { enabled: false },
    }),
    // Each text file of the build (JavaScript, CSS, JSON, SVG, HTML) also as .br and .gz beside it, made once here
    // instead of on every request: the server sends the one the browser accepts (server/plugins/appShell.ts,
    // @fastify/static's preCompressed). Brotli at quality 9: 1 s for the ~5 MB of JavaScript and CSS, where 11 took
    // 15 s for the 8 MB of text files; both are smaller than the server's on-the-fly quality 4.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|json|svg|html|xml|txt)$/,
      // The server's own threshold: it compresses nothing smaller either.
      threshold: COMPRESS_THRESHOLD_BYTES,
      logLevel: 'silent',
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The start-up JavaScript (issue 11) in two files instead of ~30. Left alone, every module a lazy page
        // also imports gets a small chunk of its own, each compressed from scratch and tied to the others by
        // import/export glue: ~10 KB gzipped more for the same code. `$initial` is what the entry imports
        // statically, i.e. what the first load needs anyway: the packages go in one chunk (it stays cached
        // across releases that change only the app), the app's own start-up code in the entry. Lazy code
        // keeps rolldown's automatic chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 1 },
            { name: 'startup', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/offline-test': apiTarget,
      '/check-user': apiTarget,
      '/storage': apiTarget,
      '/img': apiTarget,
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Browser-mode tests (real Chromium, WebGL2) run with vitest.browser.config.ts.
    exclude: ['tests/**/*.browser.test.ts', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two forks on a 2-core machine: server tests wait on the database most of the time. Each PostgreSQL
    // test file has a schema of its own, and reads the catalogue of that schema only (tests/support/
    // rowCounts.ts), so a file dropping its schema no longer breaks another's introspection.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/support/vitestSetup.ts'],
    // Transformed modules are kept on disk between runs (in .tmp, never in the shared node_modules): a
    // run after a small change transforms only what changed.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.tmp/vitest-cache' },
    // Two projects: files that may share their worker's modules (the server tests above all: their imports
    // were most of the stage's time) and files that need fresh ones (scripts/vite/testIsolation.ts says which).
    projects: projectsByIsolation(),
  },
});

function projectsByIsolation(): TestProjectConfiguration[] {
  const { shared, isolated } = testFilesByIsolation(root);
  return [
    // Each project inherits the include above and leaves the other's files out (a project's include would be
    // added to the inherited one, not replace it).
    { extends: true, test: { name: 'shared', exclude: isolated, isolate: false } },
    { extends: true, test: { name: 'isolated', exclude: shared } },
  ];
}
