// Builds the app once for the whole Playwright run (APP_ENV=test: the service worker polls for updates
// every 30 s), into .tmp/e2e-dist; every worker's server serves that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const E2E_DIST = join(ROOT, '.tmp', 'e2e-dist');

export default function globalSetup(): void {
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    throw new Error('Chromium is missing: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH.');
  }
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(E2E_DIST, 'index.html'))) return;
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: 'test', PIXLOOM_BUILD_ID: `e2e${Date.now().toString(36)}` },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  console.log(`e2e build ready in ${Date.now() - started} ms`);
}
