// The live histogram: luminance and red, green, blue counts of the rendered picture, measured on a reduced
// copy of the render (the picture's long side at most HISTOGRAM_SIDE pixels), never on the page's canvas.
// Fully transparent pixels are left out; the others count by their (straight, not premultiplied) colour.
import type { Histogram } from './api';
import { LUMA_B, LUMA_G, LUMA_R } from './kernels/math';
import type { Raster } from './raster';

export const HISTOGRAM_BINS = 64;
/** Long side of the reduced render: 256 px keeps the measure a few milliseconds even on the CPU path. */
export const HISTOGRAM_SIDE = 256;

export function computeHistogram(raster: Raster): Histogram {
  const luminance = new Array<number>(HISTOGRAM_BINS).fill(0);
  const red = new Array<number>(HISTOGRAM_BINS).fill(0);
  const green = new Array<number>(HISTOGRAM_BINS).fill(0);
  const blue = new Array<number>(HISTOGRAM_BINS).fill(0);
  const data = raster.data;
  const bin = (v: number): number => Math.min(HISTOGRAM_BINS - 1, Math.floor((v * HISTOGRAM_BINS) / 256));
  let pixels = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] ?? 0;
    if (a === 0) continue;
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    red[bin(r)]! += 1;
    green[bin(g)]! += 1;
    blue[bin(b)]! += 1;
    luminance[bin(r * LUMA_R + g * LUMA_G + b * LUMA_B)]! += 1;
    pixels++;
  }
  return { bins: HISTOGRAM_BINS, pixels, luminance, red, green, blue };
}
