// Vitest in a real browser: Debian's Chromium, headless, WebGL2 through SwiftShader (software), so GPU
// output can be compared with the CPU reference. Only tests/**/*.browser.test.ts run here; the default
// config (vite.config.ts) runs everything else in Node and leaves these out.
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default defineConfig({
  worker: { format: 'es' },
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
