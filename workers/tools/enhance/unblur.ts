// Unblur (issue 17), classical: Richardson–Lucy deconvolution of the luminance with a Gaussian point-spread
// function of the chosen radius. Three guards keep it from ringing and from amplifying noise:
//   - damping: where the blurred estimate is already within the noise of the picture, the update is faded
//     out (a soft version of deconvlucy's DAMPAR), and each update's ratio is bounded;
//   - few iterations (more for a wider blur, which converges slower);
//   - halo clamp: the result stays within the picture's own local range (a small margin allowed), so an
//     edge gets steeper without the bright and dark fringes deconvolution is known for.
// Only the luminance is deconvolved; the change is added to each channel, so colours do not fringe.
// Cost: two Gaussian blurs an iteration (box passes beyond a small radius), a 12 MP photo takes seconds.
import type { Pixels, Progress } from '../types';
import { gaussianBlur } from './gauss';

const LR = 0.2126;
const LG = 0.7152;
const LB = 0.0722;
/** Keeps the ratio finite in black areas. */
const FLOOR = 0.01;
/** Below this difference (0..1 luma) a pixel is taken as already explained by the estimate: noise. */
const NOISE = 0.006;
/** How far beyond its neighbourhood's range a pixel may go (0..1 luma). */
const HALO_MARGIN = 0.015;
/** Over-relaxed updates (the correction's step made this much longer) converge in fewer iterations. */
const RELAX = 1.7;

export interface UnblurOptions {
  /** 0..100: how much of the deconvolution is applied (100 = 1.5× its correction). */
  strength: number;
  /** The blur to undo: the Gaussian's sigma in picture pixels (0.5..10). */
  radius: number;
}

export function unblurIterations(radius: number): number {
  return Math.max(6, Math.min(12, Math.round(5 + 2 * radius)));
}

/** The picture deblurred, written over `pixels` (the worker owns the transferred buffer); alpha kept. */
export function unblurPixels(pixels: Pixels, options: UnblurOptions, onProgress?: Progress): Pixels {
  const { width, height, data } = pixels;
  const n = width * height;
  // Full strength pushes 1.5× the deconvolution's correction: Richardson–Lucy converges slowly on an edge,
  // and the halo clamp below keeps the extra push from overshooting.
  const gain = (Math.max(0, Math.min(100, options.strength)) / 100) * 1.5;
  const sigma = Math.max(0.3, Math.min(10, options.radius));
  const observed = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) observed[p] = (LR * (data[i] ?? 0) + LG * (data[i + 1] ?? 0) + LB * (data[i + 2] ?? 0)) / 255 + FLOOR;

  const estimate = Float32Array.from(observed);
  const blurred = new Float32Array(n);
  const tmp = new Float32Array(n);
  const iterations = unblurIterations(sigma);
  const steps = iterations + 1;
  for (let k = 0; k < iterations; k++) {
    gaussianBlur(estimate, blurred, tmp, width, height, sigma);
    // blurred becomes the damped ratio observed / (estimate ⊗ psf).
    for (let p = 0; p < n; p++) {
      const b = Math.max(blurred[p]!, 1e-4);
      const o = observed[p]!;
      const diff = Math.abs(o - b);
      const keep = diff >= 2 * NOISE ? 1 : diff <= NOISE ? 0 : (diff - NOISE) / NOISE;
      const ratio = Math.min(1.5, Math.max(0.67, o / b));
      blurred[p] = 1 + (ratio - 1) * keep;
    }
    // The PSF is symmetric: its correlation is the same blur.
    gaussianBlur(blurred, blurred, tmp, width, height, sigma);
    for (let p = 0; p < n; p++) estimate[p] = estimate[p]! * Math.max(0.1, 1 + RELAX * (blurred[p]! - 1));
    onProgress?.((k + 1) / steps);
  }

  // Halo clamp: within [min, max] of the observed neighbourhood (radius ~ the blur's), plus a margin.
  const reach = Math.max(1, Math.round(1.5 * sigma));
  const range = localRange(observed, width, height, reach);
  const out = data;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const o = observed[p] ?? 0;
    const wanted = o + ((estimate[p] ?? o) - o) * gain;
    const e = Math.min(range.high(p) + HALO_MARGIN, Math.max(range.low(p) - HALO_MARGIN, wanted));
    const delta = (e - o) * 255;
    out[i] = (out[i] ?? 0) + delta;
    out[i + 1] = (out[i + 1] ?? 0) + delta;
    out[i + 2] = (out[i + 2] ?? 0) + delta;
  }
  onProgress?.(1);
  return { width, height, data: out };
}

/**
 * The min and max around each pixel, at least `reach` pixels every way (up to about twice that): the
 * extremes of blocks of `reach` pixels, then of each block's 3 × 3 neighbours. O(pixels) at any reach.
 */
function localRange(src: Float32Array, width: number, height: number, reach: number): { low: (p: number) => number; high: (p: number) => number } {
  const b = Math.max(1, reach);
  const bw = Math.ceil(width / b);
  const bh = Math.ceil(height / b);
  const blockLow = new Float32Array(bw * bh).fill(Infinity);
  const blockHigh = new Float32Array(bw * bh).fill(-Infinity);
  for (let y = 0; y < height; y++) {
    const by = Math.floor(y / b) * bw;
    for (let x = 0; x < width; x++) {
      const v = src[y * width + x]!;
      const k = by + Math.floor(x / b);
      if (v < blockLow[k]!) blockLow[k] = v;
      if (v > blockHigh[k]!) blockHigh[k] = v;
    }
  }
  const low = new Float32Array(bw * bh);
  const high = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let yy = Math.max(0, by - 1); yy <= Math.min(bh - 1, by + 1); yy++) {
        for (let xx = Math.max(0, bx - 1); xx <= Math.min(bw - 1, bx + 1); xx++) {
          lo = Math.min(lo, blockLow[yy * bw + xx]!);
          hi = Math.max(hi, blockHigh[yy * bw + xx]!);
        }
      }
      low[by * bw + bx] = lo;
      high[by * bw + bx] = hi;
    }
  }
  const block = (p: number): number => Math.floor(Math.floor(p / width) / b) * bw + Math.floor((p % width) / b);
  return { low: (p) => low[block(p)]!, high: (p) => high[block(p)]! };
}
