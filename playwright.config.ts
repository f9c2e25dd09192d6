import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';


export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  outputDir: '.tmp/test-results',
  // Generous limits: they cost nothing while tests pass (every wait ends when its condition holds), and CI's
  // 2-core machine runs at load 12 or more, where a page load or an app start can pass 10 s.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
    // A trace records a screencast and DOM snapshots of every test as it runs, which costs CPU in every
    // test on a 2-core machine; CI shows only the printed output, so traces are kept only when asked for
    // (PW_TRACE=1 npx playwright test …), e.g. to study a failure here.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 860 },
    // Each new context would install the service worker, which precaches the whole app (≈290 files, 8.5 MB:
    // every lazy chunk, the designer's templates) on every test — about a sixth of a test's CPU for tests that
    // never use it (dashboard + navigation specs: 121 CPU-s blocked against 140–160 allowed). The specs and
    // describes that use it (offline, its caches, its queue, updates, the share target) say
    // `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    locale: 'en-US',
  },
});
