// npm run bench:designer — the designer's engine in headless Chromium with software WebGL (SwiftShader):
// a 30-layer design (7 sample photos, one inside a star frame; 12 texts — wrapped, listed, curved, with
// shadow, outline and background; 11 shapes — rectangles, ellipses, a line, an arrow, polygons, a speech
// bubble, a star and a graphic path — over a gradient) on a 1080 × 1350 canvas, drawn at view size
// (1366 × 850) frame after frame while the star in the middle of the stack is dragged (goal: at most
// 33 ms a frame), then exported at 3× (3240 × 4050). Builds bench/designer/page with Vite, serves it,
// drives it with Playwright; the photos are the repository's samples (public/samples, licences there).
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, median, openBench, percentile, serve } from '../shared/harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(tmpdir(), process.env.BENCH_OUT ?? 'pixloom-bench-designer');
const FRAMES = Number(process.env.BENCH_FRAMES ?? 40);
const GOAL_MS = 33;

const steps = (frames) => {
  const names = new Set(frames.flatMap((f) => Object.keys(f.steps)));
  return [...names].map((name) => `${name} ${median(frames.map((f) => f.steps[name] ?? 0)).toFixed(1)}`).join(', ');
};

const server = await serve(outDir);
try {
  // BENCH_NO_BUILD=1 reuses the last build in the output folder (runs that only change the measurement).
  if (!process.env.BENCH_NO_BUILD) await buildPage({ root: join(here, 'page'), publicDir: join(here, '../../public/samples'), outDir });
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const { browser, page, info } = await openBench(url, undefined);
  // Warm-up: shaders, uploads, text and shape rasters are made once (as the design opens).
  await page.evaluate(() => window.bench.frames(3, 0, false));
  await page.evaluate(() => window.bench.frames(3, 0, true));
  const drag = await page.evaluate((n) => window.bench.frames(n, 3, true), FRAMES);
  const still = await page.evaluate((n) => window.bench.frames(n, 3, false), Math.ceil(FRAMES / 2));
  const empty = await page.evaluate((n) => window.bench.frames(n, 3, true, true), Math.ceil(FRAMES / 2));
  let exported = null;
  try {
    exported = await page.evaluate(() => window.bench.export(3));
  } catch (e) {
    exported = { error: e instanceof Error ? e.message : String(e) };
  }
  const version = browser.version();
  await browser.close();
  console.log(`Pixloom designer benchmark: Chromium ${version} headless, ${info.backend}, ${cpus().length} CPU cores, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  console.log(`  ${info.layers}-layer design on a 1080 × 1350 canvas, view 1366 × 850, drag render scale ${drag[0].scale.toFixed(3)}, still ${still[0].scale.toFixed(3)}`);
  for (const [label, list] of [['drag frames (interactive)', drag], ['still frames', still], ['drag frames, layers hidden (the frame’s own cost)', empty]]) {
    const ms = list.map((f) => f.ms);
    console.log(`  ${label}: ${median(ms).toFixed(1)} ms median, p95 ${percentile(ms, 95).toFixed(1)} ms (worker ${median(list.map((f) => f.worker)).toFixed(1)} ms; ${steps(list)})`);
  }
  const ms = drag.map((f) => f.ms);
  const med = median(ms);
  const p95 = percentile(ms, 95);
  console.log(`designer drag frame (${info.layers} layers, 1366 × 850): ${med.toFixed(1)} ms median, p95 ${p95.toFixed(1)} ms — ${(med / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal (${med <= GOAL_MS ? 'met' : 'missed'})`);
  if (!exported || exported.error || exported.width !== 3240 || exported.height !== 4050) {
    console.log(`export at 3×: FAILED (${JSON.stringify(exported)})`);
    process.exitCode = 1;
  } else {
    console.log(`export at 3× (3240 × 4050 PNG): ok in ${(exported.ms / 1000).toFixed(1)} s, ${(exported.bytes / 1e6).toFixed(1)} MB`);
  }
} finally {
  server.close();
}
