// The installed-app update flow (spec §4.7): a new build served while a page is open brings the
// new-version toast; its refresh button runs the new version.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { E2E_DIST, ROOT } from './support/globalSetup';
import { freePort, startServer, type ServerHandle } from './support/server';
import { waitForWorkerControl } from './support/pwa';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const NEXT_BUILD_ID = `next${Date.now().toString(36)}`;
// Per process: runs side by side must not build into each other's directory.
const NEXT_DIST = join(ROOT, '.tmp', `e2e-update-dist-${process.pid}`);

test.beforeAll(() => {
  // A second build of the same sources with another version (vite build takes a few seconds).
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', NEXT_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: 'test', PIXLOOM_BUILD_ID: NEXT_BUILD_ID },
  });
  if (result.status !== 0) throw new Error('the second vite build failed');
});

test.afterAll(() => {
  rmSync(NEXT_DIST, { recursive: true, force: true });
});

test('a new build served while the page is open is offered, and refreshing runs it', async ({ page, context }) => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-update-'));
  let server: ServerHandle | undefined;
  try {
    server = await startServer({}, { port, dataDir, distDir: E2E_DIST });
    await page.goto(`${server.url}/create/`);
    await waitForWorkerControl(page);
    const firstVersion = await page.locator('html').getAttribute('data-app-version');
    expect(firstVersion).toBeTruthy();
    expect(firstVersion).not.toContain(NEXT_BUILD_ID);
    const otherTab = await context.newPage();
    await otherTab.goto(`${server.url}/dashboard/`);
    await waitForWorkerControl(otherTab);

    // The same address now serves the next build.
    await server.stop();
    server = await startServer({}, { port, dataDir, distDir: NEXT_DIST });

    // Coming back to the page checks for an update (the 30 s poll of the test environment would too), at
    // most every 5 s: come back until the new version is offered.
    const toast = page.getByText('A new version of Pixloom is available.');
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(toast).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 50_000 });
    await expect(page.locator('html')).toHaveAttribute('data-app-version', firstVersion!);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-app-version', new RegExp(`\\+${NEXT_BUILD_ID}$`), { timeout: 20_000 });
    await expect(page.getByTestId('section-title')).toHaveText('Photo editor');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    // The other tab still runs the old files, which the new worker no longer keeps: it offers a refresh.
    await expect(otherTab.getByText('Pixloom was updated in another tab. Refresh to keep working.')).toBeVisible();
    await otherTab.getByRole('button', { name: 'Refresh' }).click();
    await expect(otherTab.locator('html')).toHaveAttribute('data-app-version', new RegExp(`\\+${NEXT_BUILD_ID}$`), { timeout: 20_000 });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
