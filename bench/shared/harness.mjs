// What the browser benchmarks share (bench/editor, bench/collage): medians, a Vite build of a bench page,
// a static server for it, a Playwright page that exposes `window.bench`, and the browser's peak memory.
import { createServer } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.jpg': 'image/jpeg', '.png': 'image/png', '.map': 'application/json' };

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Builds the bench page in `root` (its index.html) into `outDir`, with `publicDir` served beside it. */
export async function buildPage({ root, publicDir, outDir }) {
  await build({
    configFile: false,
    root,
    base: './',
    publicDir,
    logLevel: 'warn',
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
  });
}

/** Serves `outDir` on a free loopback port; resolves with the listening server. */
export function serve(outDir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Peak resident memory (VmHWM) of the browser's renderer and GPU processes under `rootPid`, in MB. */
export async function peakMemory(rootPid) {
  const parents = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let renderer = 0;
  let gpu = 0;
  for (const pid of tree) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      if (cmd.includes('--type=renderer')) renderer = Math.max(renderer, hwm);
      if (cmd.includes('--type=gpu-process')) gpu = Math.max(gpu, hwm);
    } catch {
      // gone
    }
  }
  return { renderer, gpu };
}

/** A headless Chromium on the bench page, once `window.bench` is there and `bench.setup(setup)` answered. */
export async function openBench(url, setup, extraArgs = []) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (process.env.BENCH_DEBUG) page.on('console', (m) => console.error('page:', m.text()));
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const info = await page.evaluate((s) => window.bench.setup(s), setup);
  return { browser, page, info };
}
