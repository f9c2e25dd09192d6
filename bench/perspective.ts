// npm run bench:perspective — the perspective tool's warp (workers/tools/perspective, the code the tools
// worker runs) and its plans (src/lib/shared/editor/homography.ts): how much of a photo survives a
// correction, and how long one takes.
//
// Quality: each sample photo is photographed "at a slant" — warped so that its rectangle becomes a known
// trapezoid inside a larger frame (the way a painting on a wall looks from the side) — then corrected with
// the four-corner plan from those exact corners, as a user who put the handles on the corners would. The
// result is compared with the photo (PSNR over RGB, inner 90 % so the borders' half pixels do not count),
// next to a plain resize of the slanted picture to the photo's size (what a user without the tool has).
// The loss left is the two resamplings' blur (a bilinear read each way), not geometry.
//
// Timing: a 12 MP photo (4240 × 2832) corrected by four corners (the output the quad's mean sides) and by
// guides (two verticals leaning 3 %, output the photo's size, zoomed to cover), on one thread as the worker
// runs it, best and median of 5.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { cornersToRectangle, coverFrame, guidedHomography, quadRectangleSize, solveHomography, rectangleQuad, type Quad } from '../src/lib/shared/editor/homography';
import { warpPerspective } from '../workers/tools/perspective/warp';
import type { Pixels } from '../workers/tools/types';
import { bicubic, psnr, type Rgba } from './shared/imageQuality';

const SAMPLES = ['astronaut', 'brick', 'chelsea', 'coffee', 'horse'];

async function load(name: string): Promise<Pixels> {
  const { data, info } = await sharp(new URL(`../public/samples/${name}.png`, import.meta.url).pathname).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

/** The inner part of a picture (a margin of `margin` of each side cut away). */
function inner(p: Rgba, margin: number): Rgba {
  const x0 = Math.round(p.width * margin);
  const y0 = Math.round(p.height * margin);
  const width = p.width - 2 * x0;
  const height = p.height - 2 * y0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(p.data.subarray(((y + y0) * p.width + x0) * 4, ((y + y0) * p.width + x0 + width) * 4), y * width * 4);
  return { width, height, data };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function quality(): Promise<void> {
  console.log('| photo | size | slanted frame | corrected PSNR | plain resize PSNR | gain |');
  console.log('|---|---|---|---|---|---|');
  const gains: number[] = [];
  for (const name of SAMPLES) {
    const photo = await load(name);
    const { width: w, height: h } = photo;
    // The frame the slanted photo is seen in, and where its corners land: the far side (right) shorter.
    const fw = Math.round(w * 1.2);
    const fh = Math.round(h * 1.2);
    const quad: Quad = [
      { x: fw * 0.08, y: fh * 0.06 },
      { x: fw * 0.86, y: fh * 0.16 },
      { x: fw * 0.9, y: fh * 0.82 },
      { x: fw * 0.05, y: fh * 0.95 },
    ];
    // Frame point → photo point: the inverse of photo rectangle → quad.
    const slanted = warpPerspective(photo, solveHomography(quad, rectangleQuad(w, h)), fw, fh);
    // The user's correction from the exact corners, made at the photo's size to compare pixel for pixel
    // (the tool's own output size, the quad's mean sides, is printed beside it).
    const corrected = warpPerspective(slanted, cornersToRectangle(quad, w, h), w, h);
    const plain = bicubic(slanted, w, h);
    const a = psnr(inner(corrected, 0.05), inner(photo, 0.05));
    const b = psnr(inner(plain, 0.05), inner(photo, 0.05));
    gains.push(a - b);
    const mean = quadRectangleSize(quad);
    console.log(`| ${name} | ${w}×${h} | ${fw}×${fh} (tool's output ${Math.round(mean.width)}×${Math.round(mean.height)}) | ${a.toFixed(2)} dB | ${b.toFixed(2)} dB | +${(a - b).toFixed(2)} dB |`);
  }
  console.log(`\nmean gain of the correction over a plain resize: +${(gains.reduce((s, g) => s + g, 0) / gains.length).toFixed(2)} dB`);
}

function timing(): void {
  const width = 4240;
  const height = 2832;
  const data = new Uint8ClampedArray(width * height * 4);
  // A smooth opaque picture: the warp's cost does not depend on the content, only on opacity (its short path).
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x & 255;
      data[i + 1] = y & 255;
      data[i + 2] = (x + y) & 255;
      data[i + 3] = 255;
    }
  }
  const photo: Pixels = { width, height, data };
  const quad: Quad = [
    { x: width * 0.08, y: height * 0.06 },
    { x: width * 0.9, y: height * 0.12 },
    { x: width * 0.94, y: height * 0.9 },
    { x: width * 0.04, y: height * 0.96 },
  ];
  const size = quadRectangleSize(quad);
  const ow = Math.round(size.width);
  const oh = Math.round(size.height);
  const planStart = performance.now();
  const corners = cornersToRectangle(quad, ow, oh);
  const guides = coverFrame(
    guidedHomography(
      [
        { from: { x: width * 0.2, y: height * 0.1 }, to: { x: width * 0.23, y: height * 0.9 } },
        { from: { x: width * 0.8, y: height * 0.1 }, to: { x: width * 0.77, y: height * 0.9 } },
      ],
      [],
    ),
    width,
    height,
  );
  const planMs = performance.now() - planStart;
  const runs = (map: typeof corners, w: number, h: number): number[] =>
    Array.from({ length: 5 }, () => {
      const t = performance.now();
      warpPerspective(photo, map, w, h);
      return performance.now() - t;
    });
  const a = runs(corners, ow, oh);
  const b = runs(guides, width, height);
  console.log(`\n12 MP (${width}×${height}), one thread, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores:`);
  console.log(`  plans (both solves and the cover search): ${planMs.toFixed(1)} ms`);
  console.log(`  four corners → ${ow}×${oh}: best ${Math.min(...a).toFixed(0)} ms, median ${median(a).toFixed(0)} ms (${((ow * oh) / 1e6 / (median(a) / 1000)).toFixed(1)} MP/s)`);
  console.log(`  guides → ${width}×${height}: best ${Math.min(...b).toFixed(0)} ms, median ${median(b).toFixed(0)} ms (${((width * height) / 1e6 / (median(b) / 1000)).toFixed(1)} MP/s)`);
}

await quality();
timing();
