// Unblur (workers/tools/enhance/unblur.ts): a blurred edge comes out steeper, without fringes; flat stays flat.
import { describe, expect, it } from 'vitest';
import { gaussianBlur } from '../../workers/tools/enhance/gauss';
import { unblurPixels } from '../../workers/tools/enhance/unblur';
import type { Pixels } from '../../workers/tools/types';

const W = 64;
const H = 16;

/** A dark-to-light vertical step edge at x = W/2, blurred by a Gaussian of `sigma`. */
function blurredEdge(sigma: number): Pixels {
  const grey = new Float32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) grey[y * W + x] = x < W / 2 ? 0.2 : 0.8;
  const out = new Float32Array(W * H);
  gaussianBlur(grey, out, new Float32Array(W * H), W, H, sigma);
  const data = new Uint8ClampedArray(W * H * 4);
  for (let p = 0; p < W * H; p++) {
    const v = Math.round((out[p] ?? 0) * 255);
    data.set([v, v, v, 255], p * 4);
  }
  return { width: W, height: H, data };
}

/** The steepest step between neighbours along the middle row (0..255). */
function steepest(pixels: Pixels): number {
  const y = H / 2;
  let best = 0;
  for (let x = 1; x < W; x++) best = Math.max(best, Math.abs((pixels.data[(y * W + x) * 4] ?? 0) - (pixels.data[(y * W + x - 1) * 4] ?? 0)));
  return best;
}

function row(pixels: Pixels): number[] {
  return Array.from({ length: W }, (_, x) => pixels.data[((H / 2) * W + x) * 4] ?? 0);
}

describe('unblur', () => {
  it('makes a Gaussian-blurred edge steeper without going past its own dark and light sides', () => {
    const blurred = blurredEdge(2);
    const before = steepest(blurred);
    const after = unblurPixels({ ...blurred, data: blurred.data.slice() }, { strength: 100, radius: 2 });
    const gain = steepest(after) / before;
    console.info(`unblur: steepest step ${before} → ${steepest(after)} (×${gain.toFixed(2)})`);
    expect(gain).toBeGreaterThan(1.5);
    // Within the edge's own range (a few levels of margin): no dark or bright fringe.
    const values = row(after);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0.2 * 255 - 6);
    expect(Math.max(...values)).toBeLessThanOrEqual(0.8 * 255 + 6);
    // Far from the edge the picture is as it was.
    expect(values[2]).toBeCloseTo(row(blurred)[2] ?? 0, -1);
  });

  it('leaves a flat picture flat and keeps alpha', () => {
    const data = new Uint8ClampedArray(32 * 32 * 4);
    for (let p = 0; p < 32 * 32; p++) data.set([120, 90, 200, 180], p * 4);
    const out = unblurPixels({ width: 32, height: 32, data: data.slice() }, { strength: 100, radius: 3 });
    expect(Array.from(out.data)).toEqual(Array.from(data));
  });

  it('at strength 0 changes nothing', () => {
    const blurred = blurredEdge(1.5);
    const out = unblurPixels({ ...blurred, data: blurred.data.slice() }, { strength: 0, radius: 1.5 });
    expect(Array.from(out.data)).toEqual(Array.from(blurred.data));
  });
});
