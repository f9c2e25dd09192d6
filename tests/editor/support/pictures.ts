// Deterministic test pictures: smooth gradients (where rounding differences would show), hard edges
// (where resampling would), saturated and grey areas, and per-pixel noise.
import { hash3 } from '../../../workers/editor/kernels/math';
import type { Raster } from '../../../workers/editor/raster';

export function testPicture(width: number, height: number, options: { alpha?: boolean; seed?: number } = {}): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  const seed = options.seed ?? 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const u = x / Math.max(1, width - 1);
      const v = y / Math.max(1, height - 1);
      const noise = (hash3(x, y, seed) - 0.5) * 40;
      const block = ((x >> 3) + (y >> 3)) % 2 === 0;
      data[i] = 255 * u + noise;
      data[i + 1] = block ? 255 * v : 200 - 150 * u + noise;
      data[i + 2] = 255 * (1 - u) * v + (block ? 0 : 60) + noise;
      data[i + 3] = options.alpha ? 255 * Math.min(1, 0.3 + u) : 255;
    }
  }
  return { width, height, data };
}

/** A picture made of a few flat colours, for checks that pixels land where geometry says. */
export function quadrants(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 0],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = colours[(x < width / 2 ? 0 : 1) + (y < height / 2 ? 0 : 2)] ?? [0, 0, 0];
      data.set([c[0] ?? 0, c[1] ?? 0, c[2] ?? 0, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

export function pixelAt(r: Raster, x: number, y: number): number[] {
  const i = (y * r.width + x) * 4;
  return Array.from(r.data.subarray(i, i + 4));
}

export interface Difference {
  max: number;
  mean: number;
  /** Share of channels that differ by more than 3. */
  outliers: number;
}

export function difference(a: Raster, b: Raster): Difference {
  if (a.width !== b.width || a.height !== b.height) return { max: Infinity, mean: Infinity, outliers: 1 };
  let max = 0;
  let sum = 0;
  let outliers = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    max = Math.max(max, d);
    sum += d;
    if (d > 3) outliers++;
  }
  return { max, mean: sum / a.data.length, outliers: outliers / a.data.length };
}
