// npm run bench:large-photos — photos of 12, 24 and 50 MP in the editor (issue 18 part 2): open time (the
// worker decodes the file, keeps it at full size and makes the working copy, first frame drawn), the
// exposure slider's preview frame (median of 15 drag frames at a 1366 × 850 view), the full-size JPEG
// export (exposure, contrast, sharpen, cross-process; in 2048 px tiles), and the peak memory of the page
// with its worker (the renderer process: the worker runs in it) and of the GPU process, from the
// processes' resident high-water mark (VmHWM; performance.measureUserAgentSpecificMemory needs
// cross-origin isolation and leaves GPU memory out), with its ratio to one RGBA copy of the photo. One
// fresh browser per size, so each peak is that size's own. Prints figures; it is not a timed test.
// Headless Chromium with SwiftShader (WebGL on the CPU): compare the sizes with each other, not with a GPU.
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, median, openBench, peakMemory, serve } from '../shared/harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(tmpdir(), process.env.BENCH_OUT ?? 'pixloom-bench-large-photos');
const SIZES = [
  ['12 MP', 4000, 3000],
  ['24 MP', 6000, 4000],
  ['50 MP', 8660, 5773],
].filter(([name]) => !process.env.BENCH_SIZES || process.env.BENCH_SIZES.split(',').includes(name.split(' ')[0]));
/** The compatibility check's usual answer on this machine (SwiftShader's texture limit is 8192). */
const MAX_IMAGE_SIZE = Number(process.env.BENCH_MAX_IMAGE_SIZE ?? 4088);

await buildPage({ root: join(here, 'page'), publicDir: false, outDir });
const server = await serve(outDir);
const url = `http://127.0.0.1:${server.address().port}/`;
const rows = [];
try {
  for (const [name, width, height] of SIZES) {
    const { browser, page } = await openBench(url, {});
    await page.evaluate(([w, h]) => window.bench.make(w, h), [width, height]);
    // The made JPEG's canvas is gone; the peak that counts starts with the open.
    const r = await page.evaluate((max) => window.bench.run(max), MAX_IMAGE_SIZE);
    // Playwright starts Chromium from this process (one browser at a time), so its processes are our descendants.
    const memory = await peakMemory(process.pid);
    await browser.close();
    const rgba = (width * height * 4) / 2 ** 20;
    rows.push({ name, width, height, r, memory, rgba });
    const mem = memory ? `page+worker ${memory.renderer.toFixed(0)} MB (${(memory.renderer / rgba).toFixed(2)}×), GPU process ${memory.gpu.toFixed(0)} MB, together ${((memory.renderer + memory.gpu) / rgba).toFixed(2)}× one RGBA copy (${rgba.toFixed(0)} MB)` : 'memory: not available';
    console.log(`${name} (${width} × ${height}): open ${(r.openMs / 1000).toFixed(1)} s, slider frame median ${median(r.frames).toFixed(0)} ms [${r.frames.map((v) => v.toFixed(0)).join(' ')}], export ${(r.exportMs / 1000).toFixed(1)} s to ${r.width} × ${r.height} in ${r.tiles} tiles (${(r.bytes / 2 ** 20).toFixed(1)} MB JPEG); ${mem}`);
  }
} finally {
  server.close();
}
console.log('');
console.log(`| photo | open | slider frame (median) | full-size export | peak page + worker | peak GPU process | peak ÷ one RGBA copy |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const { name, width, height, r, memory, rgba } of rows) {
  console.log(`| ${name} (${width} × ${height}) | ${(r.openMs / 1000).toFixed(1)} s | ${median(r.frames).toFixed(0)} ms | ${(r.exportMs / 1000).toFixed(1)} s (${r.tiles} tiles) | ${memory ? memory.renderer.toFixed(0) : '?'} MB | ${memory ? memory.gpu.toFixed(0) : '?'} MB | ${memory ? (memory.renderer / rgba).toFixed(2) : '?'}× (with GPU ${memory ? ((memory.renderer + memory.gpu) / rgba).toFixed(2) : '?'}×) |`);
}
console.log(`load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
