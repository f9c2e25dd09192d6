// npm run bench:collage — the collage maker's engine in headless Chromium with software WebGL
// (SwiftShader): (1) a 3 × 3 collage of 12 MP photos on a 6000 × 6000 canvas drawn at view size
// (1366 × 850) frame after frame while the centre photo is panned and a border dragged (goal: median
// frame at most 33 ms), and (2) a 4 × 4 collage of 12 MP photos exported at full resolution, with the
// browser's peak memory (VmHWM of its renderer process, which runs the engine's worker, and of its GPU
// process, which holds the textures). Builds bench/collage/page with Vite, serves it, drives it with
// Playwright. The photos are the repository's samples (public/samples, licences there) scaled up.
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, median, openBench, peakMemory, percentile, serve } from '../shared/harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(tmpdir(), process.env.BENCH_OUT ?? 'pixloom-bench-collage');
const FRAMES = Number(process.env.BENCH_FRAMES ?? 40);

const steps = (frames) => {
  const names = new Set(frames.flatMap((f) => Object.keys(f.steps)));
  return [...names].map((name) => `${name} ${median(frames.map((f) => f.steps[name] ?? 0)).toFixed(1)}`).join(', ');
};

async function frameRun(url) {
  const { browser, page, info } = await openBench(url, 9);
  // Warm-up: shaders, uploads and the photos' reduced copies are made once.
  await page.evaluate(() => window.bench.frames(3, 0, false));
  const drag = await page.evaluate((n) => window.bench.frames(n, 3, true), FRAMES);
  const still = await page.evaluate((n) => window.bench.frames(n, 3 + 40, false), Math.ceil(FRAMES / 2));
  const empty = await page.evaluate((n) => window.bench.frames(n, 3, true, true), Math.ceil(FRAMES / 2));
  const version = browser.version();
  await browser.close();
  return { info, drag, still, empty, version };
}

async function exportRun(url) {
  const { browser, page } = await openBench(url, 16);
  const loaded = await peakMemory(process.pid);
  let result;
  let error = null;
  try {
    result = await page.evaluate(() => window.bench.export());
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const peak = await peakMemory(process.pid);
  await browser.close();
  return { result, error, loaded, peak };
}

const server = await serve(outDir);
try {
  await buildPage({ root: join(here, 'page'), publicDir: join(here, '../../public/samples'), outDir });
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const frames = await frameRun(url);
  console.log(`Pixloom collage benchmark: Chromium ${frames.version} headless, ${frames.info.backend}, ${cpus().length} CPU cores, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  console.log(`  3 × 3 collage of 4000 × 3000 photos on a 6000 × 6000 canvas (20 px gaps, rounded cells, dots pattern), view 1366 × 850, render scale ${frames.drag[0].scale.toFixed(3)}`);
  for (const [label, list] of [['drag frames (interactive)', frames.drag], ['still frames', frames.still], ['drag frames, photos hidden (the frame’s own cost)', frames.empty]]) {
    const ms = list.map((f) => f.ms);
    console.log(`  ${label}: ${median(ms).toFixed(1)} ms median, p90 ${percentile(ms, 90).toFixed(1)} ms (worker ${median(list.map((f) => f.worker)).toFixed(1)} ms; ${steps(list)})`);
  }
  const frameMedian = median(frames.drag.map((f) => f.ms));
  console.log(`collage frame (pan + border drag, 9 × 12 MP, 1366 × 850): ${frameMedian.toFixed(1)} ms median (goal: at most 33 ms) — ${frameMedian <= 33 ? 'met' : 'missed'}`);
  const exp = await exportRun(url);
  console.log(`  memory after loading 16 photos (peak so far): renderer ${exp.loaded.renderer.toFixed(0)} MB, GPU process ${exp.loaded.gpu.toFixed(0)} MB`);
  if (exp.error || !exp.result || exp.result.width !== 6000 || exp.result.height !== 6000 || exp.result.bytes <= 0) {
    console.log(`export of the 4 × 4 collage at 6000 × 6000: FAILED (${exp.error ?? JSON.stringify(exp.result)})`);
    process.exitCode = 1;
  } else {
    console.log(`export of the 4 × 4 collage (16 × 12 MP) at 6000 × 6000: ok in ${(exp.result.ms / 1000).toFixed(1)} s, ${(exp.result.bytes / 1e6).toFixed(1)} MB JPEG`);
  }
  console.log(`peak memory through the export: renderer (engine worker) ${exp.peak.renderer.toFixed(0)} MB, GPU process ${exp.peak.gpu.toFixed(0)} MB`);
} finally {
  server.close();
}
