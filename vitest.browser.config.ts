// Vitest in a real browser: Debian's Chromium, headless, WebGL2 through SwiftShader (software), so GPU
// output can be compared with the CPU reference. Only tests/**/*.browser.test.ts run here; the default
// config (vite.config.ts) runs everything else in Node and leaves these out.
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { fontsPlugin } from './scripts/vite/fonts.ts';

export default defineConfig({
  // The shipped fonts at /fonts/, as the app serves them: text tests load them in the editor worker.
  plugins: [fontsPlugin()],
  // Pre-bundled dependencies of this config's own (node_modules may be shared between checkouts whose
  // configs differ: one shared cache would be re-optimised under another run's feet).
  cacheDir: '.tmp/vite-browser',
  worker: { format: 'es' },
  // Bundled before the first test file loads: found mid-run instead (the dependency scan cannot read the
  // app's virtual locale module, so it gives up), they made Vite reload the page under a running test file,
  // whose import then failed on a clean checkout (tests/editorUi/collageCanvas.browser.test.ts in CI).
  optimizeDeps: {
    include: ['@pdf-lib/fontkit', '@tensorflow/tfjs', '@testing-library/react', 'comlink', 'dexie', 'dexie-react-hooks', 'fuse.js', 'i18next', 'pdf-lib', 'pdfjs-dist', 'react', 'react-dom', 'react-dom/client', 'react-i18next', 'react/jsx-dev-runtime', 'react/jsx-runtime'],
  },
  test: {
    include: ['tests/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      // A screenshot of the test page says nothing about pixels in textures; keep the tree clean.
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
