// npm run bench:editor — the editor engine against the CPU reference and fabric.js's WebGL filters on a
// 12-megapixel picture, in headless Chromium with software WebGL (SwiftShader): compare, don't boast.
// Builds bench/editor/page with Vite, serves it, drives it with Playwright, and prints the figures; the
// last line is `engine vs fabric.js: N× faster`. Contenders run interleaved, medians are reported, and
// peak memory comes from separate browser runs of each contender. Each figure is also printed as
// before → now against bench/editor/baseline.json (the tree before the one-render-call-a-frame change,
// measured with this harness; BENCH_SAVE=file writes this run's figures in the same shape).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage as buildBenchPage, median, openBench as openHarness, peakMemory, percentile, serve as serveDir } from '../shared/harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(tmpdir(), process.env.BENCH_OUT ?? 'pixloom-bench-editor');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const DRAG_FRAMES = 30;
// Lets the page collect garbage (48 MB arrays) before each timed run, so no contender pays for another's.
const GC_ARGS = ['--js-flags=--expose-gc'];
const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;

/**
 * The figures of the tree before the editor's one-call-a-frame change (bench/editor/baseline.json, the
 * commit named there, measured with this harness), printed next to today's: before → now (now / before).
 */
const BASELINE = JSON.parse(readFileSync(join(here, 'baseline.json'), 'utf8'));
const METRICS = [
  ['engine7', 'engine, all 7 operations', 'ms'],
  ['engine1', 'engine, 1 operation', 'ms'],
  ['reference', 'CPU reference, 7 operations', 'ms'],
  ['fabric', 'fabric.js WebGL, 7 filters', 'ms'],
  ['direct1', 'engine, direct shader, 1 op', 'ms'],
  ['direct7', 'engine, direct shader, 7 ops', 'ms'],
  ['sliderMedian', 'slider input → frame, median', 'ms'],
  ['sliderP90', 'slider input → frame, p90', 'ms'],
  ['memoryEngine', 'peak memory, engine', 'MB'],
  ['memoryFabric', 'peak memory, fabric.js', 'MB'],
];

function printBeforeNow(now) {
  console.log('');
  console.log(`before → now (now / before; before: ${BASELINE.commit.slice(0, 7)}, ${BASELINE.measured}, ${BASELINE.load}; now: load average ${loadavg().map((v) => v.toFixed(2)).join(' ')})`);
  for (const [key, label, unit] of METRICS) {
    const before = BASELINE.figures[key];
    const value = now[key];
    if (typeof before !== 'number' || typeof value !== 'number') continue;
    console.log(`  ${label.padEnd(34)}${before.toFixed(0).padStart(6)} ${unit} → ${value.toFixed(0).padStart(6)} ${unit}   (${(value / before).toFixed(2)}×)`);
  }
}

const buildPage = () => buildBenchPage({ root: join(here, 'page'), publicDir: join(here, 'fixtures'), outDir });
const serve = () => serveDir(outDir);
const openBench = (url, parts) => openHarness(url, parts, GC_ARGS);

async function timings(url) {
  const { browser, page, info } = await openBench(url, { engine: true, direct: true, fabric: true });
  const measure = async (fn, ...args) => {
    await page.evaluate(() => globalThis.gc?.());
    return page.evaluate(([name, a]) => window.bench[name](...a), [fn, args]);
  };
  const t = { engine7: [], engine1: [], direct7: [], direct1: [], fabric: [], worker7: [], ratio71: [], ratioFabric: [], tone7: [], tone1: [], ratioTone: [] };
  // Warm-up: shader compiles, first uploads, lookup tables, fabric's texture cache.
  for (const args of [[7], [1], [7, 'direct'], [1, 'direct'], [7, 'lut', 'tone']]) await measure('engine', ...args);
  await measure('fabric');
  // Other work on the machine comes and goes, so what is compared is measured back to back (in
  // alternating order) and each ratio is the median of the rounds' own ratios.
  for (let round = 0; round < ROUNDS; round++) {
    const flip = round % 2 === 1;
    const pair = async (first, second) => (flip ? [await second(), await first()].reverse() : [await first(), await second()]);
    const [seven, one] = await pair(() => measure('engine', 7), () => measure('engine', 1));
    const [seven2, fab] = await pair(() => measure('engine', 7), () => measure('fabric'));
    const [d7, d1] = await pair(() => measure('engine', 7, 'direct'), () => measure('engine', 1, 'direct'));
    t.engine7.push(seven.ms, seven2.ms);
    t.worker7.push(seven.worker, seven2.worker);
    t.engine1.push(one.ms);
    t.fabric.push(fab.ms);
    t.direct7.push(d7.ms);
    t.direct1.push(d1.ms);
    t.ratio71.push(seven.ms / one.ms);
    t.ratioFabric.push(fab.ms / seven2.ms);
    await toneRound(measure, t, flip);
  }
  const reference = [(await measure('reference')).ms, (await measure('reference')).ms];
  const agreement = await measure('agreement');
  const frames = await sliderDrag(page);
  const version = browser.version();
  await browser.close();
  return { info, t, reference, agreement, frames, version };
}

/** One round of the fused-pass check: curves + HSL + 5 point operations vs 1 operation, back to back. */
async function toneRound(measure, t, flip) {
  const first = () => measure('engine', 7, 'lut', 'tone');
  const second = () => measure('engine', 1);
  const [tone, one] = flip ? [await second(), await first()].reverse() : [await first(), await second()];
  t.tone7.push(tone.ms);
  t.tone1.push(one.ms);
  t.ratioTone.push(tone.ms / one.ms);
}

function printTone(t) {
  console.log(`  engine, curves + HSL + 5 point ops   ${ms(median(t.tone7))}   vs 1 operation ${ms(median(t.tone1))}; per-round ratios [${t.ratioTone.map((v) => v.toFixed(2)).join(' ')}]`);
  console.log(`curves + HSL + 5 point operations vs 1: ${median(t.ratioTone).toFixed(2)}× the time (goal: at most 1.3×; load average ${loadavg().map((v) => v.toFixed(2)).join(' ')})`);
}

/**
 * The retouch brush's frame rate (issue 14: at least 30 fps on a 12 MP photo in software WebGL): the app's
 * BrushOverlay on the 12 MP picture with the whole chain, at a 1366 × 850 view, painting with `tool`. The
 * mouse paints three strokes, each of `moves` moves at about 60 Hz as a hand's mouse reports: a move is
 * sent when its time comes (16.7 ms after the one before), or at once when the one before took longer
 * to deliver. Every frame drawn while a stroke is live counts; the moves' own rate is reported with it,
 * since no more frames can come than moves.
 */
async function brushRun(url, tool = 'dodge', moves = 120) {
  const { browser, page } = await openBench(url, { engine: true, direct: false, fabric: false });
  const box = await page.evaluate((t) => window.bench.mountBrush(t), tool);
  const runs = [];
  for (let round = 0; round < 3; round++) {
    const y = box.y + box.height * (0.3 + 0.2 * round);
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.evaluate(() => window.bench.brushStart());
    await page.mouse.down();
    const began = performance.now();
    for (let i = 1; i <= moves; i++) {
      const t = i / moves;
      // Input pacing, not a measurement: the next move is due 1000 / 60 ms after the one before.
      const wait = began + (i * 1000) / 60 - performance.now();
      if (wait > 0) await page.waitForTimeout(wait);
      await page.mouse.move(box.x + box.width * (0.2 + 0.6 * t), y + Math.sin(t * 12) * 40);
    }
    const inputMs = performance.now() - began;
    await page.mouse.up();
    const r = await page.evaluate(() => window.bench.brushStop());
    if (r.strokes !== round + 1) throw new Error(`the ${tool} stroke was not committed (${r.strokes} strokes)`);
    runs.push({ ...r, inputHz: (moves * 1000) / inputMs });
  }
  await browser.close();
  const fps = runs.map((r) => (r.frames > 1 ? ((r.frames - 1) * 1000) / r.ms : 0));
  return { tool, fps, runs };
}

function printBrush(b) {
  console.log(`  ${b.tool}: frames per stroke: [${b.runs.map((r) => `${r.frames} in ${(r.ms / 1000).toFixed(1)} s at render scale ${r.renderScale.toFixed(2)}, worker ${r.workerMs.toFixed(0)} ms a frame, mouse ${r.inputHz.toFixed(0)} Hz`).join('; ')}]`);
  console.log(`  ${b.tool}: where a frame's worker time goes (a middle frame, ms): ${Object.entries(b.runs[b.runs.length - 1].steps).map(([k, v]) => `${k} ${Number(v).toFixed(0)}`).join(', ')}`);
  console.log(`brush stroke at 1366×850 on 12 MP (${b.tool}, 300 px, whole chain below): ${median(b.fps).toFixed(1)} fps median [${b.fps.map((v) => v.toFixed(1)).join(' ')}] (goal: at least 30 fps)`);
}

/**
 * BENCH_ONLY=brush: the brush frame rate alone, for each tool of BENCH_BRUSH (comma-separated catalogue
 * ids, src/lib/shared/editor/brushCatalogue.ts; default dodge), each in a fresh browser.
 */
async function brushOnly(url) {
  const tools = (process.env.BENCH_BRUSH ?? 'dodge').split(',').filter(Boolean);
  console.log(`Pixloom editor benchmark (brush only): 4000×3000 (12.0 MP), software WebGL (SwiftShader), ${cpus().length} CPU cores, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  const results = [];
  for (const tool of tools) {
    const b = await brushRun(url, tool);
    printBrush(b);
    results.push(b);
  }
  if (results.length > 1) console.log(`median fps per brush: ${results.map((b) => `${b.tool} ${median(b.fps).toFixed(1)}`).join(', ')}`);
}

/** BENCH_ONLY=tone: the fused-pass ratio with curves and HSL alone (12 MP export, no contenders). */
async function toneOnly(url) {
  const { browser, page } = await openBench(url, { engine: true, direct: false, fabric: false });
  const measure = async (fn, ...args) => {
    await page.evaluate(() => globalThis.gc?.());
    return page.evaluate(([name, a]) => window.bench[name](...a), [fn, args]);
  };
  for (const args of [[7, 'lut', 'tone'], [1]]) await measure('engine', ...args);
  const t = { tone7: [], tone1: [], ratioTone: [] };
  for (let round = 0; round < ROUNDS; round++) await toneRound(measure, t, round % 2 === 1);
  await browser.close();
  console.log('Pixloom editor benchmark, fused pass with tone operations: 4000×3000 (12.0 MP), software WebGL');
  console.log('  chain: curves (RGB + red), HSL (3 ranges), brightness, contrast, saturation, vibrance, exposure; 1 operation: brightness');
  printTone(t);
}

/**
 * Holds the app's brightness slider with the mouse and moves it a step at a time (arrow keys on the held
 * slider; headless pointer moves do not drag a range input reliably): each step's input event → the
 * frame showing it (the editor's own controller, queue and engine client; whole chain, 1366×850 view).
 */
async function sliderDrag(page, variant, count = DRAG_FRAMES) {
  const box = await page.evaluate((v) => window.bench.mountSlider(v), variant);
  if (process.env.BENCH_DEBUG) console.error('slider at', box);
  await page.mouse.move(box.x + 2, box.y);
  // Pressing the slider is an input too: its frame (which also makes the view-size picture) is not timed.
  await page.evaluate(() => window.bench.armSlider());
  await page.mouse.down();
  await page.evaluate(() => window.bench.sliderFrame());
  const frames = [];
  for (let i = 0; i <= count; i++) {
    await page.evaluate(() => window.bench.armSlider());
    // The pointer keeps the slider held (a drag: interactive frames); each step is a key press on it.
    await page.keyboard.press('ArrowRight');
    const took = await page.evaluate(() => window.bench.sliderFrame());
    if (i > 0) frames.push(took);
  }
  await page.mouse.up();
  return frames;
}

/** Median of each part of the drag frames: page (input → call), messages, worker steps, after the answer. */
function dragSteps(frames) {
  const names = new Set(frames.flatMap((f) => Object.keys(f.steps)));
  const parts = [
    ['input → render call', frames.map((f) => f.toCall)],
    ['messages (both ways)', frames.map((f) => f.messages)],
    ['worker', frames.map((f) => f.worker)],
    ...[...names].map((name) => [`  worker: ${name}`, frames.map((f) => f.steps[name] ?? 0)]),
    ['answer → frame', frames.map((f) => f.afterAnswer)],
  ];
  return parts.map(([label, values]) => `    ${label.padEnd(24)}${median(values).toFixed(1).padStart(7)} ms median${percentile(values, 90).toFixed(1).padStart(7)} ms p90`).join('\n');
}

async function memory(url, parts, work) {
  const { browser, page } = await openBench(url, parts);
  for (let i = 0; i < 3; i++) await page.evaluate(work);
  // Playwright starts Chromium from this process, so its processes are our descendants.
  const peak = await peakMemory(process.pid);
  await browser.close();
  return peak;
}

/**
 * (BENCH_ONLY=tone: the fused-pass ratio with curves + HSL alone, see toneOnly.)
 * BENCH_ONLY=drag: the slider drag alone (a quick check of the frame path; no contenders, no memory).
 * BENCH_ONLY=brush: the retouch brush's frame rate alone (BENCH_BRUSH=dodge,heal,…: the tools to measure).
 * BENCH_DRAG=table,code,full,…: ways of drawing a drag frame (EngineOptions.dragColour; `full`: the view at
 * full resolution during the drag; a number: EngineOptions.dragViewPixels), one engine each, their
 * drags interleaved round by round (the machine's load changes meanwhile), with each round's ratio.
 */
async function dragOnly(url) {
  const variants = (process.env.BENCH_DRAG ?? '').split(',').filter(Boolean);
  const rounds = Number(process.env.BENCH_DRAG_ROUNDS ?? 4);
  const { browser, page } = await openBench(url, { engine: true, direct: false, fabric: false, dragVariants: variants });
  const runs = variants.length > 0 ? variants : [undefined];
  const framesOf = new Map(runs.map((v) => [v, []]));
  const medians = new Map(runs.map((v) => [v, []]));
  const perRound = variants.length > 0 ? Math.ceil(DRAG_FRAMES / rounds) : DRAG_FRAMES;
  for (let round = 0; round < (variants.length > 0 ? rounds : 1); round++) {
    // A different variant goes first each round.
    const order = runs.map((_, i) => runs[(i + round) % runs.length]);
    for (const variant of order) {
      const frames = await sliderDrag(page, variant, perRound);
      framesOf.get(variant).push(...frames);
      medians.get(variant).push(median(frames.map((f) => f.ms)));
    }
  }
  const version = browser.version();
  await browser.close();
  console.log(`Pixloom editor benchmark (slider drag only): 4000×3000 (12.0 MP), Chromium ${version} headless, software WebGL (SwiftShader), ${cpus().length} CPU cores, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  for (const variant of runs) {
    const frames = framesOf.get(variant);
    const drag = frames.map((f) => f.ms);
    const name = variant ?? 'default';
    console.log(`${name}:`);
    console.log(`  samples (ms): [${drag.map((v) => v.toFixed(0)).join(' ')}]`);
    console.log(`  where the time goes:\n${dragSteps(frames)}`);
    if (variant !== runs[0]) {
      const ratios = medians.get(variant).map((m, i) => m / medians.get(runs[0])[i]);
      console.log(`  per-round median ratio vs ${runs[0]}: [${ratios.map((r) => r.toFixed(2)).join(' ')}], median ${median(ratios).toFixed(2)}`);
    }
    console.log(`slider input → frame at 1366×850, 12 MP (${name}): ${median(drag).toFixed(0)} ms median (p90 ${percentile(drag, 90).toFixed(0)} ms; goal: at most 50 ms)`);
  }
  const drag = framesOf.get(runs[0]).map((f) => f.ms);
  printBeforeNow({ sliderMedian: median(drag), sliderP90: percentile(drag, 90) });
}

const server = await serve();
try {
  // BENCH_NO_BUILD=1 serves the page an earlier run built into the same BENCH_OUT (e.g. of another tree,
  // to compare two trees run by run under the same load).
  if (!process.env.BENCH_NO_BUILD) await buildPage();
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  if (process.env.BENCH_ONLY === 'drag') {
    await dragOnly(url);
    process.exit(0);
  }
  if (process.env.BENCH_ONLY === 'tone') {
    await toneOnly(url);
    process.exit(0);
  }
  if (process.env.BENCH_ONLY === 'brush') {
    await brushOnly(url);
    process.exit(0);
  }
  const { info, t, reference, agreement, frames, version } = await timings(url);
  const drag = frames.map((f) => f.ms);
  const engineMemory = await memory(url, { engine: true, direct: false, fabric: false }, () => window.bench.engine(7));
  const fabricMemory = await memory(url, { engine: false, direct: false, fabric: true }, () => window.bench.fabric());
  const brush = await brushRun(url);

  const e7 = median(t.engine7);
  const e1 = median(t.engine1);
  const fab = median(t.fabric);
  const ref = median(reference);
  const line = (label, value, note = '') => console.log(`  ${label.padEnd(34)}${value}${note ? `   ${note}` : ''}`);
  console.log(`Pixloom editor benchmark: 4000×3000 (12.0 MP), Chromium ${version} headless, software WebGL (SwiftShader), ${cpus().length} CPU cores`);
  console.log(`  engine:    ${info.engine}`);
  console.log(`  fabric.js: ${info.fabric}`);
  console.log('  chain: brightness, contrast, saturation, vibrance, exposure (gamma in fabric.js), hue, sepia');
  console.log(`  each: rendered at full resolution and read back into JavaScript; medians of ${ROUNDS} rounds, compared pairs run back to back`);
  console.log('');
  line('engine, all 7 operations', ms(e7), `(worker ${median(t.worker7).toFixed(0)} ms; the rest is the transfer to the page)`);
  line('engine, 1 operation (brightness)', ms(e1));
  line('CPU reference, 7 operations', ms(ref), '(same worker, plain TypeScript)');
  line('fabric.js WebGL, 7 filters', ms(fab), '(one pass per filter, then copied to its 2D canvas)');
  line('engine, direct shader code', `${ms(median(t.direct1))} (1 op) ${ms(median(t.direct7))} (7 ops)`, 'for comparison: no lookup table');
  line('slider input → frame, 1366×850', ms(median(drag)), `(the app's slider, controller and engine client; p90 ${percentile(drag, 90).toFixed(0)} ms, ${drag.length} frames, whole chain)`);
  line('peak memory, engine', `${(engineMemory.renderer + engineMemory.gpu).toFixed(0).padStart(6)} MB`, `(RSS high-water: page ${engineMemory.renderer.toFixed(0)} MB + GPU process ${engineMemory.gpu.toFixed(0)} MB)`);
  line('peak memory, fabric.js', `${(fabricMemory.renderer + fabricMemory.gpu).toFixed(0).padStart(6)} MB`, `(page ${fabricMemory.renderer.toFixed(0)} MB + GPU process ${fabricMemory.gpu.toFixed(0)} MB)`);
  line('engine vs CPU reference pixels', `max difference ${agreement.lut} (lookup table), ${agreement.direct} (direct)`, 'of 255');
  const samples = (name, digits = 0) => t[name].map((v) => v.toFixed(digits)).join(' ');
  console.log(`  samples (ms): engine 7 ops [${samples('engine7')}], 1 op [${samples('engine1')}], fabric.js [${samples('fabric')}]`);
  console.log(`  per-round ratios: 7 ops / 1 op [${samples('ratio71', 2)}], fabric.js / engine [${samples('ratioFabric', 1)}]`);
  console.log(`  best of each: engine 7 ops ${Math.min(...t.engine7).toFixed(0)} ms, 1 op ${Math.min(...t.engine1).toFixed(0)} ms, fabric.js ${Math.min(...t.fabric).toFixed(0)} ms`);
  const figures = {
    engine7: e7,
    engine1: e1,
    reference: ref,
    fabric: fab,
    direct1: median(t.direct1),
    direct7: median(t.direct7),
    sliderMedian: median(drag),
    sliderP90: percentile(drag, 90),
    memoryEngine: engineMemory.renderer + engineMemory.gpu,
    memoryFabric: fabricMemory.renderer + fabricMemory.gpu,
  };
  printBeforeNow(figures);
  console.log('');
  printBrush(brush);
  console.log(`7 operations vs 1: ${median(t.ratio71).toFixed(2)}× the time (goal: at most 1.3×)`);
  printTone(t);
  console.log(`engine vs CPU reference: ${(ref / e7).toFixed(1)}× faster`);
  console.log(`slider input → frame at 1366×850, 12 MP: ${median(drag).toFixed(0)} ms median (before ${BASELINE.figures.sliderMedian.toFixed(0)} ms; goal: at most 50 ms)`);
  console.log(`engine vs fabric.js: ${median(t.ratioFabric).toFixed(1)}× faster`);
  if (process.env.BENCH_SAVE) writeFileSync(process.env.BENCH_SAVE, `${JSON.stringify({ figures }, null, 2)}\n`);
} finally {
  server.close();
}
