// Builds the app once for the whole Playwright run (APP_ENV=test: the service worker polls for updates
// every 30 s), into a directory of its own (.tmp/e2e-dist-<pid>) so runs side by side never serve each
// other's half-written builds; the workers learn it from PIXLOOM_E2E_DIST and serve that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
const TMP = join(ROOT, '.tmp');
/** The build this run serves (set by globalSetup before the workers start). */
export const E2E_DIST = process.env.PIXLOOM_E2E_DIST ?? join(TMP, 'e2e-dist');

function builds(): { dir: string; at: number }[] {
  if (!existsSync(TMP)) return [];
  return readdirSync(TMP)
    .filter((name) => name.startsWith('e2e-dist-') && existsSync(join(TMP, name, 'index.html')))
    .map((name) => ({ dir: join(TMP, name), at: statSync(join(TMP, name, 'index.html')).mtimeMs }))
    .sort((a, b) => b.at - a.at);
}

export default function globalSetup(): void {
  // The tests run in TEST_CHROMIUM_PATH (the headless shell where installed); the installability test in the
  // full browser.
  for (const path of new Set([TEST_CHROMIUM_PATH, CHROMIUM_PATH])) {
    if (!existsSync(path)) throw new Error(`Chromium is missing at ${path}: install Debian's chromium and chromium-headless-shell (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`);
  }
  console.log(`e2e browser: ${TEST_CHROMIUM_PATH}`);
  mkdirSync(TMP, { recursive: true });
  const latest = builds()[0];
  if (process.env.E2E_SKIP_BUILD === '1' && latest) {
    process.env.PIXLOOM_E2E_DIST = latest.dir;
    return;
  }
  // Builds older than a day are left-overs of earlier runs.
  for (const old of builds().filter((b) => b.at < Date.now() - 24 * 60 * 60 * 1000)) rmSync(old.dir, { recursive: true, force: true });
  const dist = join(TMP, `e2e-dist-${process.pid}`);
  process.env.PIXLOOM_E2E_DIST = dist;
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: 'test', PIXLOOM_BUILD_ID: `e2e${Date.now().toString(36)}` },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  console.log(`e2e build ready in ${Date.now() - started} ms`);
}
