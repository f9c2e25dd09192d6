// npm run bench:offline-start — issue 18's goal "the app starts from the service worker with no network in
// at most 1.5× the time of a warm online start". Builds the app (BENCH_BUILD=off reuses the last build),
// starts the real server (tsx server/main.ts on a fresh DATA_DIR), and in Debian's Chromium through
// Playwright (scripts/chromium.mjs) visits the dashboard once so the service worker installs and the samples'
// warm-up ends. Then, each round in a new tab of the same browser profile, it opens /dashboard/ online (warm:
// worker, precache and HTTP cache in place) and offline (context.setOffline), in alternating order, and times
// navigation start → the dashboard usable (its first tool card in the page). Prints both medians and the
// ratio against the goal. BENCH_ROUNDS (default 9); BENCH_USER=1 starts as a signed-in user instead of a visitor.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { median } from '../shared/harness.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(tmpdir(), process.env.BENCH_OUT ?? 'pixloom-bench-offline-start');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const SIGNED_IN = process.env.BENCH_USER === '1';
const GOAL = 1.5;
/** The dashboard is usable once its first tool card is in the page (the cards are what a user clicks first). */
const USABLE = '[data-testid="section-get_started"] [data-card]';

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function build() {
  if (process.env.BENCH_BUILD === 'off' && existsSync(join(distDir, 'index.html'))) return;
  console.log('Building the app…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, APP_ENV: 'production' } });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function startServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-bench-offline-'));
  const env = { ...process.env, APP_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'off', CAPTCHA: 'off', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, PUBLIC_URL: url };
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/main.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Records when the dashboard became usable, in the page's own clock (ms since navigation start). */
function watchUsable(selector) {
  const mark = () => {
    if (window.__usableAt === undefined && document.querySelector(selector)) window.__usableAt = performance.now();
    return window.__usableAt !== undefined;
  };
  new MutationObserver((_, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

async function registerUser(page, url) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const response = await page.request.post(`${url}/api/auth/register/`, {
    headers: { 'x-csrf-token': csrf },
    form: { _email_: email, _email_again: email, _pass_ba_: Buffer.from(encodeURIComponent('correct horse 1')).toString('base64'), em_effects: '0', em_articles: '1' },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** One start of /dashboard/ in a new tab: ms from navigation start to usable, and whether the worker served it. */
async function start(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchUsable, USABLE);
    await page.goto(`${url}/dashboard/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__usableAt !== undefined, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { ms: window.__usableAt, fromWorker: (nav?.workerStart ?? 0) > 0, offlineNote: document.querySelector('[data-testid="offline-indicator"]') !== null };
    });
  } finally {
    await page.close();
  }
}

build();
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
  // First visit: the worker installs (its precache), takes control, and the samples' warm-up ends.
  const first = await context.newPage();
  await first.goto(`${server.url}/dashboard/`);
  if (SIGNED_IN) {
    await registerUser(first, server.url);
    await first.reload();
  }
  await first.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 120_000 });
  await first.locator('html[data-samples-offline="yes"]').waitFor({ state: 'attached', timeout: 120_000 });
  await first.close();
  // One start of each kind before measuring: the browser's own caches (code cache) settle.
  await start(context, server.url);
  await context.setOffline(true);
  await start(context, server.url);
  await context.setOffline(false);

  const online = [];
  const offline = [];
  const ratios = [];
  let allFromWorker = true;
  for (let round = 0; round < ROUNDS; round++) {
    const runOnline = async () => start(context, server.url);
    const runOffline = async () => {
      await context.setOffline(true);
      try {
        return await start(context, server.url);
      } finally {
        await context.setOffline(false);
      }
    };
    // Other work on the machine comes and goes: the two kinds run back to back, in alternating order.
    let on;
    let off;
    if (round % 2 === 0) {
      on = await runOnline();
      off = await runOffline();
    } else {
      off = await runOffline();
      on = await runOnline();
    }
    online.push(on.ms);
    offline.push(off.ms);
    ratios.push(off.ms / on.ms);
    allFromWorker &&= on.fromWorker && off.fromWorker;
    console.log(`  round ${String(round + 1).padStart(2)}: online ${on.ms.toFixed(0).padStart(5)} ms, offline ${off.ms.toFixed(0).padStart(5)} ms${off.offlineNote ? '' : ' (no offline indicator!)'}`);
  }
  const on = median(online);
  const off = median(offline);
  console.log('');
  console.log(`Chromium ${browser.version()}, ${cpus().length} cores, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}; ${SIGNED_IN ? 'signed-in user' : 'visitor'}; ${ROUNDS} rounds; ${allFromWorker ? 'every start served by the service worker' : 'NOT every start was served by the service worker'}`);
  console.log(`warm online start → dashboard usable: median ${on.toFixed(0)} ms`);
  console.log(`offline start (service worker, no network) → dashboard usable: median ${off.toFixed(0)} ms`);
  const ratio = off / on;
  console.log(`offline / warm online: ${ratio.toFixed(2)}× (median of the rounds' own ratios ${median(ratios).toFixed(2)}×); goal ≤ ${GOAL}×: ${ratio <= GOAL ? 'met' : 'MISSED'}`);
} finally {
  await browser.close();
  await server.stop();
}
